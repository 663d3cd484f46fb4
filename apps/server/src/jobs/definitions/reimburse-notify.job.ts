import type { TLogger } from '../../lib/logger.ts';
import { sendReimburseNotices, type TNotifyDeps } from '../../modules/reimburse/notify/reimburse-notify.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';

/** Every hour (five past): each user's reimbursement mail goes out at their daily hour, in their zone. */
export const reimburseNotifyJob = defineJob({
  name: 'reimburse-notify',
  policy: { policy: 'short' },
  worker: { pollingIntervalSeconds: 30 },
  payload: JOB_PAYLOADS['reimburse-notify'],
  schedule: { per: 'product', cron: '5 * * * *', singletonKey: 'reimburse-notify' },
  handler: async (deps: TNotifyDeps & { logger: TLogger }) => {
    const sent = await sendReimburseNotices(deps);
    if (sent > 0) deps.logger.info({ sent }, 'reimbursement notices sent');
  },
});
