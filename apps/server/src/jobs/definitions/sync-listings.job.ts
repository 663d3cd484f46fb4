import { importAccountHealth } from '../../sync/import-account-health.ts';
import { importListings } from '../../sync/import-listings.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';
import { runSyncStage, STORE_SYNC_QUEUE, type TStoreSyncDeps } from './store-sync.ts';

/** A store's listings (status, issues, watched attributes), then its account health report. */
export const syncListingsJob = defineJob({
  name: 'sync-listings',
  ...STORE_SYNC_QUEUE,
  payload: JOB_PAYLOADS['sync-listings'],
  schedule: { per: 'store', cron: 'SYNC_LISTINGS_CRON' },
  enqueuesNext: ['sync-listings'],
  handler: (deps: TStoreSyncDeps, { channelId }) =>
    runSyncStage(deps, channelId, {
      name: 'sync-listings',
      run: async (ctx) => {
        // The listings page on from their checkpoint; the report is one call after them.
        await importListings(ctx);
        await importAccountHealth(ctx);
      },
    }),
});
