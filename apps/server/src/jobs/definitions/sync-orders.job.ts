import { scheduleAfterOrdersSync } from '../../modules/review-requests/pipeline.ts';
import { syncOrdersSince } from '../../sync/orders-api.ts';
import { runStage } from '../../sync/run-stage.ts';
import { stageProgress } from '../../sync/stage-progress.ts';
import { DAY_MS } from '../../sync/sync-context.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';
import { STORE_SYNC_QUEUE, type TStoreSyncDeps, withSyncableStore } from './store-sync.ts';

/** Overlap re-read on each orders sync: Amazon's LastUpdateDate can land a little in the past. */
const ORDERS_OVERLAP_MS = 5 * 60_000;

/** A store's new and changed orders since the last sync (with the items of new ones). */
export const syncOrdersJob = defineJob({
  name: 'sync-orders',
  ...STORE_SYNC_QUEUE,
  payload: JOB_PAYLOADS['sync-orders'],
  schedule: { per: 'store', cron: 'SYNC_ORDERS_CRON' },
  handler: async (deps: TStoreSyncDeps, { channelId }) => {
    await withSyncableStore(deps, channelId, async (store) => {
      const cursorStage = stageProgress(deps, channelId, 'orders');
      const cursor = Number((await cursorStage.read())?.checkpoint?.ordersSyncedTo ?? 0);
      const ctx = await runStage(deps, store, {
        name: 'sync-orders',
        async run(ctx) {
          const startedAt = ctx.clock.now().getTime();
          const after = Math.max(cursor, startedAt - 30 * DAY_MS) - ORDERS_OVERLAP_MS;
          ctx.counts = {}; // this run's own, `quarantined` among them when a record was
          const seen = await syncOrdersSince(ctx, { lastUpdatedAfter: new Date(after).toISOString() });
          ctx.counts.orders = seen.length;
          ctx.checkpoint = { ordersSyncedTo: startedAt - 2 * 60_000 };
        },
      });
      // The cursor lives with the orders stage, where the initial import left it.
      const row = await cursorStage.read();
      await cursorStage.done(row?.counts ?? {}, { ...(row?.checkpoint ?? {}), ...(ctx.checkpoint ?? {}) });
    });
    // The store's new orders join the review-request schedule when its rule is on.
    await scheduleAfterOrdersSync(deps.db, channelId, deps.clock.now());
  },
});
