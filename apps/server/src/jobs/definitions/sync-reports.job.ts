import { importFbaReports } from '../../sync/import-fba-reports.ts';
import { importSellerFeedback } from '../../sync/import-seller-feedback.ts';
import { runStage } from '../../sync/run-stage.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';
import { type TStoreSyncDeps, withSyncableStore } from './store-sync.ts';

const REPORTS_SYNC_DAYS = 3;

/** A store's FBA reports (inventory ledger, reimbursements, returns) and seller feedback of the last days. */
export const syncReportsJob = defineJob({
  name: 'sync-reports',
  // A store's scheduled sync never runs twice at once; a tick while one waits is dropped.
  policy: { policy: 'short' },
  worker: { pollingIntervalSeconds: 5 },
  payload: JOB_PAYLOADS['sync-reports'],
  schedule: { per: 'store', cron: 'SYNC_REPORTS_CRON' },
  handler: async (deps: TStoreSyncDeps, { channelId }) => {
    await withSyncableStore(deps, channelId, async (store) => {
      await runStage(deps, store, {
        name: 'sync-reports',
        run: async (ctx) => {
          await importFbaReports(ctx, REPORTS_SYNC_DAYS);
          await importSellerFeedback(ctx, REPORTS_SYNC_DAYS);
        },
      });
    });
  },
});
