import { importOffers } from '../../sync/import-offers.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';
import { runSyncStage, STORE_SYNC_QUEUE, type TStoreSyncDeps } from './store-sync.ts';

/** The offers on a store's ASINs (listing protection: hijackers, MAP, Buy Box), hourly. */
export const syncOffersJob = defineJob({
  name: 'sync-offers',
  ...STORE_SYNC_QUEUE,
  payload: JOB_PAYLOADS['sync-offers'],
  schedule: { per: 'store', cron: 'SYNC_OFFERS_CRON' },
  enqueuesNext: ['sync-offers'],
  handler: (deps: TStoreSyncDeps, { channelId }) =>
    runSyncStage(deps, channelId, { name: 'sync-offers', run: importOffers }),
});
