import { processReviewEvents, type TReviewEventsDeps } from '../../modules/reviews/events/review-events.ts';
import { publishWebhookEvents, type TPublishDeps } from '../../modules/webhooks/publish.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';

/**
 * A store's review events: tags new reviews by the company's rules, mails the alerts and hands the
 * events to the company's outgoing webhooks. Queued after each review sync of the store, and once after
 * its initial import (without alerts, so without webhooks either: two years of history are not news).
 */
export const reviewEventsJob = defineJob({
  name: 'review-events',
  // One waiting run per store and alerts flag covers every review not yet processed.
  policy: { policy: 'short', retryLimit: 5, retryDelay: 30, retryBackoff: true },
  worker: { pollingIntervalSeconds: 5 },
  payload: JOB_PAYLOADS['review-events'],
  enqueuesNext: ['webhook-deliver'],
  handler: async (deps: TReviewEventsDeps & TPublishDeps, payload) => {
    await processReviewEvents(
      { ...deps, publishEvents: (companyId, events) => publishWebhookEvents(deps, companyId, events) },
      payload,
    );
  },
});
