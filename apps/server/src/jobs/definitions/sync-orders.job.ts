import { scheduleAfterOrdersSync } from '../../modules/review-requests/pipeline.ts';
import { syncOrdersSince } from '../../sync/orders-api.ts';
import { runStage } from '../../sync/run-stage.ts';
import { checkBudget } from '../../sync/stage-errors.ts';
import { stageProgress } from '../../sync/stage-progress.ts';
import { DAY_MS } from '../../sync/sync-context.ts';
import { enqueue } from '../enqueue.ts';
import { defineStoreSyncJob, STORE_SYNC_BUDGET_MS, withSyncableStore } from './store-sync.ts';

/** Overlap re-read on each orders sync: Amazon's LastUpdateDate can land a little in the past. */
const ORDERS_OVERLAP_MS = 5 * 60_000;
/** The furthest back a sync reads (a store that has not synced for longer starts here). */
const ORDERS_SYNC_MAX_DAYS = 30;
/** A sync with a backlog reads it a day of updates at a time, the cursor saved after each. */
const ORDERS_SYNC_WINDOW_MS = DAY_MS;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A store's new and changed orders since the last sync (with the items of new ones). The first sync
 * after the initial import starts a month back (the import leaves the cursor there): it brings the
 * delivery windows of the recent orders, which the import's order reports do not carry. searchOrders
 * pages at Amazon's slow rate (a page every three minutes once its burst is spent), so a backlog is read
 * a day at a time with the cursor saved after each day, and a run that reaches its time budget queues
 * the sync again: a big seller's month never holds a worker for hours, and a crash re-reads one day.
 */
export const syncOrdersJob = defineStoreSyncJob(
  'sync-orders',
  'SYNC_ORDERS_CRON',
  async (deps, { channelId }) => {
    let paused = false;
    await withSyncableStore(deps, channelId, async (store) => {
      // The cursor lives with the orders stage, where the initial import left it.
      const cursorStage = stageProgress(deps, channelId, 'orders');
      const moveCursor = async (ordersSyncedTo: number) => {
        const row = await cursorStage.read();
        await cursorStage.done(row?.counts ?? {}, { ...(row?.checkpoint ?? {}), ordersSyncedTo });
      };
      const cursor = Number((await cursorStage.read())?.checkpoint?.ordersSyncedTo ?? 0);
      const startedAt = deps.clock.now().getTime();
      const ran = await runStage(
        deps,
        store,
        {
          name: 'sync-orders',
          async run(ctx) {
            const end = startedAt - 2 * 60_000;
            let from = Math.max(cursor - ORDERS_OVERLAP_MS, startedAt - ORDERS_SYNC_MAX_DAYS * DAY_MS);
            ctx.counts = { orders: 0 }; // this run's own, `quarantined` among them when a record was
            while (from < end) {
              checkBudget(ctx); // between days: the cursor holds what is done
              const to = Math.min(from + ORDERS_SYNC_WINDOW_MS, end);
              // The last day is read open-ended, so an order updated while the sync runs is not missed.
              const query =
                to === end
                  ? { lastUpdatedAfter: iso(from) }
                  : { lastUpdatedAfter: iso(from), lastUpdatedBefore: iso(to) };
              ctx.counts.orders = (ctx.counts.orders ?? 0) + (await syncOrdersSince(ctx, query)).length;
              await moveCursor(to);
              from = to;
            }
          },
        },
        { deadline: startedAt + STORE_SYNC_BUDGET_MS },
      );
      paused = ran.paused === true;
    });
    // The store's new orders join the review-request schedule when its rule is on.
    await scheduleAfterOrdersSync(deps.db, channelId, deps.clock.now());
    if (paused) await enqueue(deps.queue, 'sync-orders', { channelId });
  },
);
