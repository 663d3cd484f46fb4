import { sendDailySummaries } from '../../modules/reviews/events/daily-summary.ts';
import type { TReviewEventsDeps } from '../../modules/reviews/events/review-events.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';

/** Every hour on the hour: each user's summary goes out in the hour they chose, in their time zone. */
export const dailySummaryJob = defineJob({
  name: 'daily-summary',
  policy: { policy: 'short' },
  worker: { pollingIntervalSeconds: 30 },
  payload: JOB_PAYLOADS['daily-summary'],
  schedule: { per: 'product', cron: '0 * * * *', singletonKey: 'daily-summary' },
  handler: async (deps: TReviewEventsDeps) => {
    const sent = await sendDailySummaries(deps);
    if (sent > 0) deps.logger.info({ sent }, 'daily summaries sent');
  },
});
