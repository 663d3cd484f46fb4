import { importAccountHealth } from '../../sync/import-account-health.ts';
import { importListings } from '../../sync/import-listings.ts';
import { enqueue } from '../enqueue.ts';
import { defineStageSyncJob } from './store-sync.ts';

/** A store's listings (status, issues, watched attributes), then its account health report. */
export const syncListingsJob = defineStageSyncJob(
  'sync-listings',
  'SYNC_LISTINGS_CRON',
  async (ctx) => {
    // The listings page on from their checkpoint; the report is one call after them.
    await importListings(ctx);
    await importAccountHealth(ctx);
  },
  {
    // The violation detectors compare the new snapshots with the previous ones (issue 22).
    afterStage: (deps, channelId) => enqueue(deps.queue, 'violation-detect', { channelId }),
    alsoEnqueues: ['violation-detect'],
  },
);
