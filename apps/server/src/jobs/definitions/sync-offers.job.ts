import { importOffers } from '../../sync/import-offers.ts';
import { enqueue } from '../enqueue.ts';
import { defineStageSyncJob } from './store-sync.ts';

/** The offers on a store's ASINs (listing protection: hijackers, MAP, Buy Box), hourly. */
export const syncOffersJob = defineStageSyncJob('sync-offers', 'SYNC_OFFERS_CRON', importOffers, {
  // The violation detectors compare the new snapshots with the previous ones (issue 22).
  afterStage: (deps, channelId) => enqueue(deps.queue, 'violation-detect', { channelId }),
  alsoEnqueues: ['violation-detect'],
});
