import { importReviews } from '../../sync/import-reviews.ts';
import { enqueue } from '../enqueue.ts';
import { defineStageSyncJob } from './store-sync.ts';

/** A store's rating snapshot of today and its new reviews, until the first page it already knows. */
export const syncReviewsJob = defineStageSyncJob(
  'sync-reviews',
  'SYNC_REVIEWS_CRON',
  (ctx) => importReviews(ctx, { untilKnown: true }),
  {
    // New reviews: tags, negative-review and rating-drop alerts within this sync cycle.
    afterStage: (deps, channelId) => enqueue(deps.queue, 'review-events', { channelId, alerts: true }),
    alsoEnqueues: ['review-events'],
  },
);
