import { importReviews } from '../../sync/import-reviews.ts';
import { runStage } from '../../sync/run-stage.ts';
import { enqueue } from '../enqueue.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';
import { type TStoreSyncDeps, withSyncableStore } from './store-sync.ts';

/** A store's rating snapshot of today and its new reviews, until the first page it already knows. */
export const syncReviewsJob = defineJob({
  name: 'sync-reviews',
  // A store's scheduled sync never runs twice at once; a tick while one waits is dropped.
  policy: { policy: 'short' },
  worker: { pollingIntervalSeconds: 5 },
  payload: JOB_PAYLOADS['sync-reviews'],
  schedule: { per: 'store', cron: 'SYNC_REVIEWS_CRON' },
  enqueuesNext: ['review-events'],
  handler: async (deps: TStoreSyncDeps, { channelId }) => {
    await withSyncableStore(deps, channelId, async (store) => {
      await runStage(deps, store, {
        name: 'sync-reviews',
        run: (ctx) => importReviews(ctx, { untilKnown: true }),
      });
    });
    // New reviews: tags, negative-review and rating-drop alerts within this sync cycle.
    await enqueue(deps.queue, 'review-events', { channelId, alerts: true });
  },
});
