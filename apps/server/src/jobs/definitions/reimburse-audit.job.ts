import { CHANNEL_SIGNUP_STEPS } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { channels } from '../../db/schema/index.ts';
import type { TAuditDeps } from '../../modules/reimburse/audit/run-audit.ts';
import { auditStore } from '../../modules/reimburse/audit-store.ts';
import { afterAudit } from '../../modules/reimburse-cases/index.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob, STORE_FAIR_WORKER } from './define-job.ts';

/**
 * A store's reimbursement audit (issue 19): every detector over its imported data, findings upserted
 * so that a second run changes nothing. Queued after the initial import and after each reports sync
 * (FBA reports, inbound shipments, financial events). One run and one waiting per store (`stately`,
 * singleton key: the channel id): a sync finishing while an audit runs queues one more, never a pile.
 * After the audit, cases: new open findings grouped into cases, reimbursements matched (reimburse-cases).
 * A store still importing is left alone: half its data would raise findings its payments later close.
 */
export const reimburseAuditJob = defineJob({
  name: 'reimburse-audit',
  policy: { policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  worker: { pollingIntervalSeconds: 5, ...STORE_FAIR_WORKER },
  payload: JOB_PAYLOADS['reimburse-audit'],
  handler: async (deps: Pick<TAuditDeps, 'db' | 'clock'>, { channelId }) => {
    const [channel] = await deps.db
      .select({ step: channels.signupStep })
      .from(channels)
      .where(eq(channels.id, channelId));
    if (channel?.step !== CHANNEL_SIGNUP_STEPS.done) return;
    await auditStore(deps, channelId);
    // Then the new findings of an enrolled store become cases, and Amazon's payments are matched to them.
    await afterAudit(deps.db, channelId);
  },
});
