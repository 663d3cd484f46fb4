import { ADS_SYNC_DAYS, importAds } from '../../sync/import-ads.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';
import { runSyncStage, STORE_SYNC_QUEUE, type TStoreSyncDeps } from './store-sync.ts';

/** A store's Amazon Ads entities and the daily metrics of the last month (conversions keep arriving). */
export const syncAdsJob = defineJob({
  name: 'sync-ads',
  ...STORE_SYNC_QUEUE,
  payload: JOB_PAYLOADS['sync-ads'],
  schedule: { per: 'store', cron: 'SYNC_ADS_CRON' },
  enqueuesNext: ['sync-ads'],
  handler: (deps: TStoreSyncDeps, { channelId }) =>
    runSyncStage(deps, channelId, { name: 'sync-ads', run: (ctx) => importAds(ctx, ADS_SYNC_DAYS) }),
});
