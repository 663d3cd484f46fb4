import type { TLogger } from '../../lib/logger.ts';
import { sendReimburseNotices, type TNotifyDeps } from '../../modules/reimburse/notify/reimburse-notify.ts';
import { defineTick } from './define-job.ts';

/** Every hour (five past): each user's reimbursement mail goes out at their daily hour, in their zone. */
export const reimburseNotifyJob = defineTick({
  name: 'reimburse-notify',
  cron: '5 * * * *',
  handler: async (deps: TNotifyDeps & { logger: TLogger }) => {
    const sent = await sendReimburseNotices(deps);
    if (sent > 0) deps.logger.info({ sent }, 'reimbursement notices sent');
  },
});
