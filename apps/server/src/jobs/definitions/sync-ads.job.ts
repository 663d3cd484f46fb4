import { resumePendingPpcChanges } from '../../modules/ppc/changes/apply.ts';
import { ADS_HISTORY_DAYS, ADS_SYNC_DAYS, importAds } from '../../sync/import-ads.ts';
import { runStage } from '../../sync/run-stage.ts';
import { stageProgress } from '../../sync/stage-progress.ts';
import { enqueue } from '../enqueue.ts';
import { defineStoreSyncJob, STORE_SYNC_BUDGET_MS, withSyncableStore } from './store-sync.ts';

/**
 * A store's Amazon Ads entities and the daily metrics of the last month (conversions keep arriving).
 * Advertising connected after the store's initial import (issue 18): the sync reads the whole Ads
 * history instead, and then records the import's Ads stage as done. It runs as the sync, never as the
 * import stage, so the store does not read as importing again (the shell would greet it anew).
 */
export const syncAdsJob = defineStoreSyncJob('sync-ads', 'SYNC_ADS_CRON', (deps, { channelId }) =>
  withSyncableStore(deps, channelId, async (store) => {
    // A PPC change a crash left pending is reconciled with Amazon (never blindly re-sent) before the
    // entities are read again; no pending change, no call.
    await resumePendingPpcChanges(
      { db: deps.db, clock: deps.clock, sp: deps.marketplace.adsApi.sp },
      channelId,
    ).catch((err: unknown) => deps.logger.warn({ err, channelId }, 'pending PPC changes not resumed'));
    const imported = (await stageProgress(deps, channelId, 'ads').read())?.status === 'done';
    const history = !imported && Boolean(store.adsRefreshTokenEnc);
    const days = history ? ADS_HISTORY_DAYS : ADS_SYNC_DAYS;
    const deadline = deps.clock.now().getTime() + STORE_SYNC_BUDGET_MS;
    const ran = await runStage(
      deps,
      store,
      { name: 'sync-ads', run: (ctx) => importAds(ctx, days) },
      { deadline },
    );
    if (ran.paused) await enqueue(deps.queue, 'sync-ads', { channelId });
    else if (history && ran.skipped === undefined)
      await stageProgress(deps, channelId, 'ads').done(ran.counts, ran.checkpoint ?? undefined);
  }),
);
