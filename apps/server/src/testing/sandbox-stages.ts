import { connectDatabase } from '../db/client.ts';
import { systemClock, type TClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import type { TMarketplace } from '../sync/marketplace.ts';
import { runStage, type TSyncStage } from '../sync/run-stage.ts';
import type { TStageContext } from '../sync/sync-context.ts';
import { findSyncStore } from '../sync/sync-store.ts';
import { sandboxMarketplace } from './sandbox-marketplace.ts';
import { sandboxConsents, type TSandboxConsents } from './sandbox-process.ts';

// What the e2e helpers do to a running product's database against a sandbox (issues 20 to 25): connect
// a seller's store through the sandbox's consent, then run import stages of it as the import runs them.

/** The consents of the sandbox at `sandboxUrl`, every region on it (the e2e suite's one sandbox). */
export function sandboxAt(sandboxUrl: string): TSandboxConsents {
  return sandboxConsents({ na: sandboxUrl, eu: sandboxUrl, fe: sandboxUrl });
}

/** The server's Amazon adapters pointed at the sandbox at `sandboxUrl` (every region on it). */
export function sandboxMarketplaceAt(sandboxUrl: string): TMarketplace {
  return sandboxMarketplace(sandboxAt(sandboxUrl));
}

/**
 * Consents as the seller at `sandbox` and stores the store in the database at `databaseUrl` (with its
 * Amazon Ads grant unless `ads: false`); answers its id.
 */
export async function connectStoreIn(
  databaseUrl: string,
  sandbox: Pick<TSandboxConsents, 'connectStore'>,
  seed: { companyId: string; sellerId: string; marketplaceId: string },
  options?: { ads?: boolean },
): Promise<{ id: string }> {
  const database = connectDatabase(databaseUrl, { max: 1 });
  try {
    return await sandbox.connectStore(
      database.db,
      seed.companyId,
      seed.sellerId,
      seed.marketplaceId,
      options,
    );
  } finally {
    await database.close();
  }
}

/**
 * Runs import stages of a connected store one after the other as the import runs them, with `marketplace`
 * (adapters on a sandbox) and `clock` (the wall clock unless given); a stage that pauses (its budget ran
 * out) throws. Answers each stage's context.
 */
export async function runSandboxStages(
  databaseUrl: string,
  channelId: string,
  on: { marketplace: TMarketplace; clock?: TClock },
  stages: readonly TSyncStage[],
): Promise<TStageContext[]> {
  const database = connectDatabase(databaseUrl, { max: 2 });
  try {
    const store = await findSyncStore(database.db, channelId);
    if (!store) throw new Error('the store was not found');
    const deps = {
      db: database.db,
      clock: on.clock ?? systemClock,
      logger: createLogger('silent'),
      marketplace: on.marketplace,
    };
    const ran: TStageContext[] = [];
    for (const stage of stages) {
      const ctx = await runStage(deps, store, stage);
      if (ctx.paused) throw new Error(`the ${stage.name} stage paused (its budget ran out)`);
      ran.push(ctx);
    }
    return ran;
  } finally {
    await database.close();
  }
}
