import { sendDailySummaries } from '../../modules/reviews/events/daily-summary.ts';
import type { TReviewEventsDeps } from '../../modules/reviews/events/review-events.ts';
import { defineTick } from './define-job.ts';

/** Every hour on the hour: each user's summary goes out in the hour they chose, in their time zone. */
export const dailySummaryJob = defineTick({
  name: 'daily-summary',
  cron: '0 * * * *',
  handler: async (deps: TReviewEventsDeps) => {
    const sent = await sendDailySummaries(deps);
    if (sent > 0) deps.logger.info({ sent }, 'daily summaries sent');
  },
});
