import { ADS_SYNC_DAYS, importAds } from '../../sync/import-ads.ts';
import { runStage } from '../../sync/run-stage.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';
import { type TStoreSyncDeps, withSyncableStore } from './store-sync.ts';

/** A store's Amazon Ads entities and the daily metrics of the last month (conversions keep arriving). */
export const syncAdsJob = defineJob({
  name: 'sync-ads',
  // A store's scheduled sync never runs twice at once; a tick while one waits is dropped.
  policy: { policy: 'short' },
  worker: { pollingIntervalSeconds: 5 },
  payload: JOB_PAYLOADS['sync-ads'],
  schedule: { per: 'store', cron: 'SYNC_ADS_CRON' },
  handler: async (deps: TStoreSyncDeps, { channelId }) => {
    await withSyncableStore(deps, channelId, async (store) => {
      await runStage(deps, store, { name: 'sync-ads', run: (ctx) => importAds(ctx, ADS_SYNC_DAYS) });
    });
  },
});
