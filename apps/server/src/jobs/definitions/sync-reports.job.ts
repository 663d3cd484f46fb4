import { importFbaReports } from '../../sync/import-fba-reports.ts';
import { importFbaSnapshots } from '../../sync/import-fba-snapshots.ts';
import { importSellerFeedback } from '../../sync/import-seller-feedback.ts';
import { enqueue } from '../enqueue.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';
import { runSyncStage, STORE_SYNC_QUEUE, type TStoreSyncDeps } from './store-sync.ts';
import { syncFbaAudit } from './sync-fba-audit.ts';

const REPORTS_SYNC_DAYS = 3;

/**
 * A store's FBA reports (inventory ledger, reimbursements, returns, ledger summary, estimated fees) and
 * seller feedback of the last days, then its inbound shipments and financial events since the last sync;
 * then the store's reimbursement audit.
 */
export const syncReportsJob = defineJob({
  name: 'sync-reports',
  ...STORE_SYNC_QUEUE,
  payload: JOB_PAYLOADS['sync-reports'],
  schedule: { per: 'store', cron: 'SYNC_REPORTS_CRON' },
  enqueuesNext: ['sync-reports', 'reimburse-audit'],
  handler: async (deps: TStoreSyncDeps, { channelId }) => {
    await runSyncStage(deps, channelId, {
      name: 'sync-reports',
      run: async (ctx) => {
        await importFbaReports(ctx, REPORTS_SYNC_DAYS);
        await importSellerFeedback(ctx, REPORTS_SYNC_DAYS);
        await importFbaSnapshots(ctx, REPORTS_SYNC_DAYS);
      },
    });
    const audit = await syncFbaAudit(deps, channelId);
    if (audit.more) await enqueue(deps.queue, 'sync-reports', { channelId });
    // Everything the reimbursement audit reads is in: audit the store again (a no-op where nothing changed).
    else await enqueue(deps.queue, 'reimburse-audit', { channelId });
  },
});
