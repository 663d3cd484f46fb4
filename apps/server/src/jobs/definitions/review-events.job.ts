import { processReviewEvents, type TReviewEventsDeps } from '../../modules/reviews/events/review-events.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';

/**
 * A store's review events: tags new reviews by the company's rules and mails the alerts. Queued after
 * each review sync of the store, and once after its initial import (without alerts).
 */
export const reviewEventsJob = defineJob({
  name: 'review-events',
  // One waiting run per store and alerts flag covers every review not yet processed.
  policy: { policy: 'short', retryLimit: 5, retryDelay: 30, retryBackoff: true },
  worker: { pollingIntervalSeconds: 5 },
  payload: JOB_PAYLOADS['review-events'],
  handler: async (deps: TReviewEventsDeps, payload) => {
    await processReviewEvents(deps, payload);
  },
});
