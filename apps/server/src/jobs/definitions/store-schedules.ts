import { CHANNEL_SIGNUP_STEPS } from '@seller-tools/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { TConfig, TCronSetting } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import { channels } from '../../db/schema/index.ts';
import type { TQueue } from '../../queue/queue.ts';
import { syncAdsJob } from './sync-ads.job.ts';
import { syncListingsJob } from './sync-listings.job.ts';
import { syncOffersJob } from './sync-offers.job.ts';
import { syncOrdersJob } from './sync-orders.job.ts';
import { syncReportsJob } from './sync-reports.job.ts';
import { syncReviewsJob } from './sync-reviews.job.ts';

/** The jobs scheduled per store once its initial import is done. */
export const STORE_SYNC_DEFINITIONS = [
  syncOrdersJob,
  syncReviewsJob,
  syncReportsJob,
  syncAdsJob,
  syncOffersJob,
  syncListingsJob,
] as const;

/** Starts a store's scheduled syncs, each at the cron its variable holds (key = channel id). */
export async function scheduleStoreSyncs(
  queue: TQueue,
  config: Pick<TConfig, TCronSetting>,
  channelId: string,
): Promise<void> {
  for (const job of STORE_SYNC_DEFINITIONS) {
    if (job.schedule?.per !== 'store') continue; // each of them is
    await queue.schedule(
      job.name,
      config[job.schedule.cron],
      { channelId },
      { key: channelId, singletonKey: channelId, group: { id: channelId } },
    );
  }
}

/**
 * Gives every imported store the scheduled syncs it lacks: a store imported before a sync existed
 * (listing protection's sync-offers and sync-listings) gets it at the next start. Returns how many
 * schedules it added.
 */
export async function scheduleMissingStoreSyncs(deps: {
  db: TDb;
  queue: TQueue;
  config: Pick<TConfig, TCronSetting>;
}): Promise<number> {
  const stores = await deps.db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.signupStep, CHANNEL_SIGNUP_STEPS.done), isNull(channels.deletedAt)));
  const have = new Set((await deps.queue.getSchedules()).map((s) => `${s.name}|${s.key}`));
  let added = 0;
  for (const store of stores) {
    for (const job of STORE_SYNC_DEFINITIONS) {
      if (job.schedule?.per !== 'store' || have.has(`${job.name}|${store.id}`)) continue;
      await deps.queue.schedule(
        job.name,
        deps.config[job.schedule.cron],
        { channelId: store.id },
        { key: store.id, singletonKey: store.id, group: { id: store.id } },
      );
      added++;
    }
  }
  return added;
}
