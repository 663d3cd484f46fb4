import { importOffers } from '../../sync/import-offers.ts';
import { defineStageSyncJob } from './store-sync.ts';

/** The offers on a store's ASINs (listing protection: hijackers, MAP, Buy Box), hourly. */
export const syncOffersJob = defineStageSyncJob('sync-offers', 'SYNC_OFFERS_CRON', importOffers);
