import type { TConfig, TCronSetting } from '../../config.ts';
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
