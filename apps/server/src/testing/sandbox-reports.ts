import { connectDatabase } from '../db/client.ts';
import { IMPORT_STAGE_RUNNERS } from '../jobs/definitions/initial-import.job.ts';
import { REPORTS_SYNC_DAYS } from '../jobs/definitions/sync-reports.job.ts';
import { systemClock } from '../lib/clock.ts';
import { afterAudit } from '../modules/reimburse-cases/index.ts';
import { importCatalogue } from '../sync/import-catalogue.ts';
import { importFbaReports } from '../sync/import-fba-reports.ts';
import { importReviews } from '../sync/import-reviews.ts';
import { syncOrdersSince } from '../sync/orders-api.ts';
import type { TSyncStage } from '../sync/run-stage.ts';
import { setChannelSignupStep } from './channels.ts';
import { connectStoreIn, runSandboxStages, sandboxAt, sandboxMarketplaceAt } from './sandbox-stages.ts';

// e2e specs against the running product's sandbox (issues 20 and 25): a store connected through the sandbox's
// SP-API consent (a real refresh token, so the product's adapters can read its reports), and Amazon's
// payments read back as the scheduled reports sync reads them — the FBA reports stage over the sandbox's
// wire protocol (createReport, poll, document) — then matched to cases as the audit job does after a sync.

/** Connects a sandbox seller's store (SP-API consent only) and marks its import done; answers its id. */
export async function connectSandboxStore(
  databaseUrl: string,
  sandboxUrl: string,
  seed: { companyId: string; sellerId: string; marketplaceId: string },
): Promise<{ id: string }> {
  const { id } = await connectStoreIn(databaseUrl, sandboxAt(sandboxUrl), seed, { ads: false });
  await setChannelSignupStep(databaseUrl, id, 'done');
  return { id };
}

/** Runs import stages of a connected store as the import runs them, with fresh adapters on the sandbox. */
function runStagesAt(databaseUrl: string, sandboxUrl: string, channelId: string, stages: TSyncStage[]) {
  return runSandboxStages(databaseUrl, channelId, { marketplace: sandboxMarketplaceAt(sandboxUrl) }, stages);
}

/**
 * The store's FBA reports of the reports sync's window read from the sandbox by the product's import
 * stage (reimbursements among them), then the audit job's case step: Amazon's payments matched to cases.
 */
export async function syncFbaReportsAndMatch(databaseUrl: string, sandboxUrl: string, channelId: string) {
  await runStagesAt(databaseUrl, sandboxUrl, channelId, [
    { name: 'fba-reports', run: (ctx) => importFbaReports(ctx, REPORTS_SYNC_DAYS) },
  ]);
  const database = connectDatabase(databaseUrl, { max: 1 });
  try {
    const cases = await afterAudit(database.db, channelId);
    if (!cases) throw new Error('the store was not found');
    return cases;
  } finally {
    await database.close();
  }
}

/**
 * Connects a sandbox seller's store and runs the two initial-import stages the review pages read — the
 * catalogue, then every ASIN's product and review pages (ratings, the first rating snapshot, reviews) —
 * as the initial import runs them: a store connected today.
 */
export async function connectReviewedStore(
  databaseUrl: string,
  sandboxUrl: string,
  seed: { companyId: string; sellerId: string; marketplaceId: string },
): Promise<{ id: string; reviews: number }> {
  const { id } = await connectSandboxStore(databaseUrl, sandboxUrl, seed);
  const [, reviews] = await runStagesAt(databaseUrl, sandboxUrl, id, [
    { name: 'catalogue', run: importCatalogue },
    { name: 'reviews', run: (ctx) => importReviews(ctx) },
  ]);
  return { id, reviews: Number(reviews?.counts?.reviews ?? 0) };
}

/**
 * Connects a sandbox seller's store with what the review pages and the review-request rule read, for the
 * product videos: the import's catalogue and reviews stages, and, beside them, the last `orderDays` of
 * orders as the scheduled orders sync reads them (searchOrders, with their delivery windows, which the
 * import's two years of order reports do not carry). Those reports, the FBA reports and Ads, which a
 * shared machine took over ten minutes to read, are skipped. The store reads as imported.
 */
export async function connectImportedStore(
  databaseUrl: string,
  sandboxUrl: string,
  seed: { companyId: string; sellerId: string; marketplaceId: string },
  options: { orderDays: number },
): Promise<{ id: string; reviews: number; orders: number }> {
  const { id } = await connectSandboxStore(databaseUrl, sandboxUrl, seed);
  const since = new Date(systemClock.now().getTime() - options.orderDays * 86_400_000).toISOString();
  const [[, reviews], [orders]] = await Promise.all([
    runStagesAt(databaseUrl, sandboxUrl, id, [
      { name: 'catalogue', run: IMPORT_STAGE_RUNNERS.catalogue },
      { name: 'reviews', run: IMPORT_STAGE_RUNNERS.reviews },
    ]),
    runStagesAt(databaseUrl, sandboxUrl, id, [
      {
        name: 'sync-orders',
        async run(ctx) {
          // One query, paged: searchOrders' burst covers a small seller's month, where the sync's
          // day-by-day reads would wait out its slow refill.
          ctx.counts.orders = (await syncOrdersSince(ctx, { lastUpdatedAfter: since })).length;
        },
      },
    ]),
  ]);
  return {
    id,
    reviews: Number(reviews?.counts?.reviews ?? 0),
    orders: Number(orders?.counts?.orders ?? 0),
  };
}
