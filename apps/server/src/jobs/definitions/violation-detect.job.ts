import { sendViolationAlerts } from '../../modules/violation/alert-mail.ts';
import { detectViolations } from '../../modules/violation/detect.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob, STORE_FAIR_WORKER, type TJobDeps } from './define-job.ts';

/**
 * Violation detection of one store, queued after each offers, listings/account-health and reports
 * (feedback) sync: raises and clears events, then mails the immediate alerts. Idempotent (condition keys).
 */
export const violationDetectJob = defineJob({
  name: 'violation-detect',
  policy: { policy: 'short', expireInSeconds: 15 * 60 },
  worker: { pollingIntervalSeconds: 2, ...STORE_FAIR_WORKER },
  payload: JOB_PAYLOADS['violation-detect'],
  handler: async (
    deps: Pick<TJobDeps, 'db' | 'clock' | 'logger' | 'mailer' | 'publicUrl'>,
    { channelId },
  ) => {
    const outcome = await detectViolations(deps, channelId);
    if (outcome.raised.length + outcome.cleared.length > 0)
      deps.logger.info(
        { channelId, raised: outcome.raised.length, cleared: outcome.cleared.length },
        'violation events',
      );
    await sendViolationAlerts(deps, 'immediate');
  },
});
