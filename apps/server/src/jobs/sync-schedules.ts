import { CHANNEL_STATUS } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TConfig } from '../config.ts';
import { channels } from '../db/schema/index.ts';
import type { TQueue } from '../queue/queue.ts';
import { ADS_SYNC_DAYS, importAds } from '../sync/import-ads.ts';
import { importFbaReports } from '../sync/import-fba-reports.ts';
import { importReviews } from '../sync/import-reviews.ts';
import { importSellerFeedback } from '../sync/import-seller-feedback.ts';
import { syncOrdersSince } from '../sync/orders-api.ts';
import { runStage } from '../sync/run-stage.ts';
import { stageProgress } from '../sync/stage-progress.ts';
import { DAY_MS } from '../sync/sync-context.ts';
import { findSyncStore } from '../sync/sync-store.ts';
import { SYNC_JOBS, type TSyncJob, unscheduleStoreSyncs } from './enqueue.ts';
import type { TJobDeps } from './initial-import.ts';

// The incremental syncs after the initial import, as pg-boss schedules per store (key = channel id):
// orders since the last cursor (with the items of new ones), reviews until the first known page, the
// FBA reports and seller feedback of the last days, and the Ads entities with the last month's metrics.
// A store that is deleted stops its schedules at the next tick and keeps its data.

// The job names and unscheduling live in enqueue.ts (the modules' door); re-exported for workers and tests.
export { SYNC_JOBS, type TSyncJob, unscheduleStoreSyncs };

export const ZSyncPayload = z.object({ channelId: z.uuid() });

/** Overlap re-read on each orders sync: Amazon's LastUpdateDate can land a little in the past. */
const ORDERS_OVERLAP_MS = 5 * 60_000;
const REPORTS_SYNC_DAYS = 3;

export type TScheduleConfig = Pick<
  TConfig,
  'SYNC_ORDERS_CRON' | 'SYNC_REVIEWS_CRON' | 'SYNC_REPORTS_CRON' | 'SYNC_ADS_CRON'
>;

const CRON_OF: Record<TSyncJob, keyof TScheduleConfig> = {
  [SYNC_JOBS.orders]: 'SYNC_ORDERS_CRON',
  [SYNC_JOBS.reviews]: 'SYNC_REVIEWS_CRON',
  [SYNC_JOBS.reports]: 'SYNC_REPORTS_CRON',
  [SYNC_JOBS.ads]: 'SYNC_ADS_CRON',
};

export async function scheduleStoreSyncs(
  queue: TQueue,
  config: TScheduleConfig,
  channelId: string,
): Promise<void> {
  const data = { channelId };
  for (const name of Object.values(SYNC_JOBS)) {
    await queue.schedule(name, config[CRON_OF[name]], data, { key: channelId, singletonKey: channelId });
  }
}

/** Runs one scheduled sync of one store; a deleted store unschedules itself instead. */
export async function runSync(
  deps: TJobDeps & { queue: TQueue },
  name: TSyncJob,
  payload: unknown,
): Promise<void> {
  const { channelId } = ZSyncPayload.parse(payload);
  const store = await findSyncStore(deps.db, channelId);
  if (!store) {
    await unscheduleStoreSyncs(deps.queue, channelId);
    return;
  }
  const [channel] = await deps.db
    .select({ step: channels.signupStep, status: channels.status })
    .from(channels)
    .where(eq(channels.id, channelId));
  if (channel?.step !== 'done') return; // the initial import still owns this store
  // Amazon refused the store's refresh token: nothing can succeed until the seller reconnects it.
  if (channel.status === CHANNEL_STATUS.reconnectNeeded) return;
  if (name === SYNC_JOBS.orders) {
    const cursorStage = stageProgress(deps, channelId, 'orders');
    const cursor = Number((await cursorStage.read())?.checkpoint?.ordersSyncedTo ?? 0);
    await runStage(deps, store, {
      name: 'sync-orders',
      async run(ctx) {
        const startedAt = ctx.clock.now().getTime();
        const after = Math.max(cursor, startedAt - 30 * DAY_MS) - ORDERS_OVERLAP_MS;
        const seen = await syncOrdersSince(ctx, { LastUpdatedAfter: new Date(after).toISOString() });
        ctx.counts = { orders: seen.length };
        ctx.checkpoint = { ordersSyncedTo: startedAt - 2 * 60_000 };
      },
    }).then(async (ctx) => {
      // The cursor lives with the orders stage, where the initial import left it.
      const row = await cursorStage.read();
      await cursorStage.done(row?.counts ?? {}, { ...(row?.checkpoint ?? {}), ...(ctx.checkpoint ?? {}) });
    });
  } else if (name === SYNC_JOBS.reviews) {
    await runStage(deps, store, {
      name: 'sync-reviews',
      run: (ctx) => importReviews(ctx, { untilKnown: true }),
    });
  } else if (name === SYNC_JOBS.reports) {
    await runStage(deps, store, {
      name: 'sync-reports',
      run: async (ctx) => {
        await importFbaReports(ctx, REPORTS_SYNC_DAYS);
        await importSellerFeedback(ctx, REPORTS_SYNC_DAYS);
      },
    });
  } else {
    await runStage(deps, store, { name: 'sync-ads', run: (ctx) => importAds(ctx, ADS_SYNC_DAYS) });
  }
}
