import { importReviews } from '../../sync/import-reviews.ts';
import { enqueue } from '../enqueue.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';
import { runSyncStage, STORE_SYNC_QUEUE, type TStoreSyncDeps } from './store-sync.ts';

/** A store's rating snapshot of today and its new reviews, until the first page it already knows. */
export const syncReviewsJob = defineJob({
  name: 'sync-reviews',
  ...STORE_SYNC_QUEUE,
  payload: JOB_PAYLOADS['sync-reviews'],
  schedule: { per: 'store', cron: 'SYNC_REVIEWS_CRON' },
  enqueuesNext: ['sync-reviews', 'review-events'],
  handler: async (deps: TStoreSyncDeps, { channelId }) => {
    await runSyncStage(deps, channelId, {
      name: 'sync-reviews',
      run: (ctx) => importReviews(ctx, { untilKnown: true }),
    });
    // New reviews: tags, negative-review and rating-drop alerts within this sync cycle.
    await enqueue(deps.queue, 'review-events', { channelId, alerts: true });
  },
});
