import { importFbaReports } from '../../sync/import-fba-reports.ts';
import { importFbaSnapshots } from '../../sync/import-fba-snapshots.ts';
import { importSellerFeedback } from '../../sync/import-seller-feedback.ts';
import { enqueue } from '../enqueue.ts';
import { defineStageSyncJob } from './store-sync.ts';
import { syncFbaAudit } from './sync-fba-audit.ts';

/** How many days back each scheduled reports sync reads the FBA reports (they overlap: rows upsert). */
export const REPORTS_SYNC_DAYS = 3;

/**
 * A store's FBA reports (inventory ledger, reimbursements, returns, ledger summary, estimated fees) and
 * seller feedback of the last days, then its inbound shipments and financial events since the last sync;
 * then the store's reimbursement audit.
 */
export const syncReportsJob = defineStageSyncJob(
  'sync-reports',
  'SYNC_REPORTS_CRON',
  async (ctx) => {
    await importFbaReports(ctx, REPORTS_SYNC_DAYS);
    await importSellerFeedback(ctx, REPORTS_SYNC_DAYS);
    await importFbaSnapshots(ctx, REPORTS_SYNC_DAYS);
  },
  {
    afterStage: async (deps, channelId) => {
      const audit = await syncFbaAudit(deps, channelId);
      if (audit.more) await enqueue(deps.queue, 'sync-reports', { channelId });
      // Everything the reimbursement audit reads is in: audit the store again (a no-op where nothing changed).
      else await enqueue(deps.queue, 'reimburse-audit', { channelId });
      // The seller feedback just imported: negative feedback events (issue 22).
      await enqueue(deps.queue, 'violation-detect', { channelId });
    },
    alsoEnqueues: ['reimburse-audit', 'violation-detect'],
  },
);
