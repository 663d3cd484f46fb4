import { connectDatabase } from '../db/client.ts';
import { REPORTS_SYNC_DAYS } from '../jobs/definitions/sync-reports.job.ts';
import { systemClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { afterAudit } from '../modules/reimburse-cases/index.ts';
import { importCatalogue } from '../sync/import-catalogue.ts';
import { importFbaReports } from '../sync/import-fba-reports.ts';
import { importReviews } from '../sync/import-reviews.ts';
import { runStage } from '../sync/run-stage.ts';
import { findSyncStore } from '../sync/sync-store.ts';
import { setChannelSignupStep } from './channels.ts';
import { sandboxMarketplaceAt } from './ppc-store.ts';
import { sandboxConsents } from './sandbox-process.ts';

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
  const consents = sandboxConsents({ na: sandboxUrl, eu: sandboxUrl, fe: sandboxUrl });
  const database = connectDatabase(databaseUrl, { max: 1 });
  try {
    const { id } = await consents.connectStore(
      database.db,
      seed.companyId,
      seed.sellerId,
      seed.marketplaceId,
      {
        ads: false,
      },
    );
    await setChannelSignupStep(databaseUrl, id, 'done');
    return { id };
  } finally {
    await database.close();
  }
}

/**
 * The store's FBA reports of the reports sync's window read from the sandbox by the product's import
 * stage (reimbursements among them), then the audit job's case step: Amazon's payments matched to cases.
 */
export async function syncFbaReportsAndMatch(databaseUrl: string, sandboxUrl: string, channelId: string) {
  const database = connectDatabase(databaseUrl, { max: 2 });
  try {
    const store = await findSyncStore(database.db, channelId);
    if (!store) throw new Error('the store was not found');
    const deps = {
      db: database.db,
      clock: systemClock,
      logger: createLogger('silent'),
      marketplace: sandboxMarketplaceAt(sandboxUrl),
    };
    const run = await runStage(deps, store, {
      name: 'fba-reports',
      run: (ctx) => importFbaReports(ctx, REPORTS_SYNC_DAYS),
    });
    if (run.paused) throw new Error('the FBA reports stage paused (its budget ran out)');
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
 * as the initial import runs them, then marks the import done: a store connected today.
 */
export async function connectReviewedStore(
  databaseUrl: string,
  sandboxUrl: string,
  seed: { companyId: string; sellerId: string; marketplaceId: string },
): Promise<{ id: string; reviews: number }> {
  const consents = sandboxConsents({ na: sandboxUrl, eu: sandboxUrl, fe: sandboxUrl });
  const database = connectDatabase(databaseUrl, { max: 2 });
  try {
    const { id } = await consents.connectStore(
      database.db,
      seed.companyId,
      seed.sellerId,
      seed.marketplaceId,
      {
        ads: false,
      },
    );
    const store = await findSyncStore(database.db, id);
    if (!store) throw new Error('the connected store was not found');
    const deps = {
      db: database.db,
      clock: systemClock,
      logger: createLogger('silent'),
      marketplace: sandboxMarketplaceAt(sandboxUrl),
    };
    await runStage(deps, store, { name: 'catalogue', run: importCatalogue });
    const read = await runStage(deps, store, { name: 'reviews', run: (ctx) => importReviews(ctx) });
    if (read.paused) throw new Error('the reviews stage paused (its budget ran out)');
    await setChannelSignupStep(databaseUrl, id, 'done');
    return { id, reviews: Number(read.counts?.reviews ?? 0) };
  } finally {
    await database.close();
  }
}
