import { billingMonthlyJob, billingRetryJob } from './definitions/billing.job.ts';
import { campaignDispatchJob, campaignSendJob } from './definitions/campaign-send.job.ts';
import { cleanupJob } from './definitions/cleanup.job.ts';
import { dailySummaryJob } from './definitions/daily-summary.job.ts';
import type { TAnyJob } from './definitions/define-job.ts';
import { initialImportJob } from './definitions/initial-import.job.ts';
import { ppcDaypartingJob } from './definitions/ppc-dayparting.job.ts';
import { ppcRulesJob } from './definitions/ppc-rules.job.ts';
import { reimburseAuditJob } from './definitions/reimburse-audit.job.ts';
import { reimburseNotifyJob } from './definitions/reimburse-notify.job.ts';
import { reportSchedulesJob } from './definitions/report-schedules.job.ts';
import { reviewEventsJob } from './definitions/review-events.job.ts';
import { reviewRequestDispatchJob } from './definitions/review-request-dispatch.job.ts';
import { reviewRequestSendJob } from './definitions/review-request-send.job.ts';
import { STORE_SYNC_DEFINITIONS } from './definitions/store-schedules.ts';
import { violationDetectJob } from './definitions/violation-detect.job.ts';
import { violationDigestJob } from './definitions/violation-digest.job.ts';
import { webhookDeliverJob } from './definitions/webhook-deliver.job.ts';
import type { TJobName } from './queues.ts';

// Every job of the product, one definition each (definitions/*.job.ts). start-workers.ts creates their
// queues, works them and sets their schedules from this list alone; a new job is one file plus a line here.
// (Typed as TAnyJob: a handler needing more than TJobDeps provides fails here.)
export const JOB_DEFINITIONS: readonly TAnyJob[] = [
  initialImportJob,
  ...STORE_SYNC_DEFINITIONS,
  reviewEventsJob,
  dailySummaryJob,
  reimburseNotifyJob,
  reviewRequestDispatchJob,
  reviewRequestSendJob,
  cleanupJob,
  reimburseAuditJob,
  ppcRulesJob,
  ppcDaypartingJob,
  billingMonthlyJob,
  billingRetryJob,
  violationDetectJob,
  violationDigestJob,
  campaignDispatchJob,
  campaignSendJob,
  webhookDeliverJob,
  reportSchedulesJob,
];

/** The definition of one queue. */
export function jobDefinition(name: TJobName): TAnyJob {
  const definition = JOB_DEFINITIONS.find((job) => job.name === name);
  if (!definition) throw new Error(`no job definition for queue ${name}`);
  return definition;
}
