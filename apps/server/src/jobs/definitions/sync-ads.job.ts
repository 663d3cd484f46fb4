import { ADS_SYNC_DAYS, importAds } from '../../sync/import-ads.ts';
import { runStage } from '../../sync/run-stage.ts';
import { stageProgress } from '../../sync/stage-progress.ts';
import { enqueue } from '../enqueue.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';
import {
  runSyncStage,
  STORE_SYNC_BUDGET_MS,
  STORE_SYNC_QUEUE,
  type TStoreSyncDeps,
  withSyncableStore,
} from './store-sync.ts';

/**
 * A store's Amazon Ads entities and the daily metrics of the last month (conversions keep arriving).
 * A store whose Ads import stage has not run to the end (Ads was connected after its initial import,
 * issue 18) reads its whole Ads history first, as that stage.
 */
export const syncAdsJob = defineJob({
  name: 'sync-ads',
  ...STORE_SYNC_QUEUE,
  payload: JOB_PAYLOADS['sync-ads'],
  schedule: { per: 'store', cron: 'SYNC_ADS_CRON' },
  enqueuesNext: ['sync-ads'],
  handler: async (deps: TStoreSyncDeps, { channelId }) => {
    const history = await stageProgress(deps, channelId, 'ads').read();
    if (history?.status === 'done')
      return runSyncStage(deps, channelId, { name: 'sync-ads', run: (ctx) => importAds(ctx, ADS_SYNC_DAYS) });
    await withSyncableStore(deps, channelId, async (store) => {
      if (!store.adsRefreshTokenEnc && history?.status === 'skipped') return; // still not connected
      const deadline = deps.clock.now().getTime() + STORE_SYNC_BUDGET_MS;
      const ran = await runStage(deps, store, { name: 'ads', run: (ctx) => importAds(ctx) }, { deadline });
      if (ran.paused) await enqueue(deps.queue, 'sync-ads', { channelId });
    });
  },
});
