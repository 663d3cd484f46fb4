import { importFbaReports } from '../../sync/import-fba-reports.ts';
import { importSellerFeedback } from '../../sync/import-seller-feedback.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';
import { runSyncStage, STORE_SYNC_QUEUE, type TStoreSyncDeps } from './store-sync.ts';

const REPORTS_SYNC_DAYS = 3;

/** A store's FBA reports (inventory ledger, reimbursements, returns) and seller feedback of the last days. */
export const syncReportsJob = defineJob({
  name: 'sync-reports',
  ...STORE_SYNC_QUEUE,
  payload: JOB_PAYLOADS['sync-reports'],
  schedule: { per: 'store', cron: 'SYNC_REPORTS_CRON' },
  enqueuesNext: ['sync-reports'],
  handler: (deps: TStoreSyncDeps, { channelId }) =>
    runSyncStage(deps, channelId, {
      name: 'sync-reports',
      run: async (ctx) => {
        await importFbaReports(ctx, REPORTS_SYNC_DAYS);
        await importSellerFeedback(ctx, REPORTS_SYNC_DAYS);
      },
    }),
});
