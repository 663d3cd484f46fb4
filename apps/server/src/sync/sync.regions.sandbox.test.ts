import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, syncStages } from '../db/schema/index.ts';
import { SpApiError } from '../integrations/amazon/sp-api-errors.ts';
import { runInitialImport } from '../jobs/definitions/initial-import.job.ts';
import { systemClock } from '../lib/clock.ts';
import { secretBoxOf } from '../lib/encryption-key.ts';
import { createLogger } from '../lib/logger.ts';
import { insertUser } from '../testing/accounts.ts';
import { startSandboxProcess, type TSandboxProcess } from '../testing/sandbox-process.ts';
import { EVERY_STAGE_DONE } from '../testing/sandbox-store.ts';
import { buildTestApp, type TTestApp, testConfig } from '../testing/test-app.ts';
import { createMarketplace } from './marketplace.ts';
import { findSyncStore } from './sync-store.ts';

// Issue 18's bar: an EU store and a Far East store import end to end against their own regional
// sandbox hosts, and a call sent to the wrong region fails. The sandbox answers each region on a port of
// its own and refuses a seller's call at another region's port (Amazon's 403 Unauthorized).
const EU = { seller: 'AD9G7TIZGEDRUD', marketplace: 'A1F83G8C2ARO7P' }; // smallest European demo seller, UK
const FE = { seller: 'A71PM7G5UM56NS', marketplace: 'A1VC38T7YXB528' }; // smallest Far East demo seller, Japan

describe('stores of other regions against their regional sandbox hosts', () => {
  let sandbox: TSandboxProcess;
  let t: TTestApp;
  let companyId: string;
  const stores: Record<'eu' | 'fe', string> = { eu: '', fe: '' };

  /** A server's adapters over `env`, recording the origin of every call they make. */
  const marketplaceOver = (env: Record<string, string>) => {
    const origins: string[] = [];
    const recording: typeof fetch = (input, init) => {
      origins.push(new URL(input instanceof Request ? input.url : input).origin);
      return fetch(input, init);
    };
    const marketplace = createMarketplace({
      config: testConfig(env),
      secretBox: secretBoxOf(testConfig()),
      clock: systemClock,
      fetch: recording,
    });
    return { marketplace, origins };
  };
  const deps = (marketplace: ReturnType<typeof createMarketplace>) => ({
    db: t.db,
    clock: systemClock,
    logger: createLogger('silent'),
    marketplace,
  });
  const stagesOf = async (channelId: string) =>
    (
      await t.db
        .select()
        .from(syncStages)
        .where(eq(syncStages.channelId, channelId))
        .orderBy(syncStages.stage)
    ).map((s) => [s.stage, s.status]);

  beforeAll(async () => {
    sandbox = await startSandboxProcess({ SANDBOX_RATE_MULTIPLIER: '1000' });
    t = await buildTestApp({ env: sandbox.env, clock: systemClock });
    companyId = (
      await insertUser(t.db, { email: 'regions@example.com', password: 'Corr3ct!horse', verified: true })
    ).companyId;
    stores.eu = (await sandbox.connectStore(t.db, companyId, EU.seller, EU.marketplace)).id;
    stores.fe = (await sandbox.connectStore(t.db, companyId, FE.seller, FE.marketplace)).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.stop();
  });

  it.each(['eu', 'fe'] as const)(
    "imports the %s store through its own region's host",
    async (region) => {
      const { marketplace, origins } = marketplaceOver(sandbox.env);
      await runInitialImport(deps(marketplace), { channelId: stores[region] });
      expect(await stagesOf(stores[region])).toEqual(EVERY_STAGE_DONE);
      const [store] = await t.db.select().from(channels).where(eq(channels.id, stores[region]));
      expect(store?.signupStep).toBe('done');
      // SP-API and Ads went to the region's host; only the storefront pages (one sandbox origin for every
      // marketplace) went elsewhere.
      const regional = sandbox.regionUrls[region];
      expect(origins.filter((o) => o === regional).length).toBeGreaterThan(10);
      expect(new Set(origins)).toEqual(new Set([regional, sandbox.url]));
    },
    300_000,
  );

  it("fails a call sent to another region's host", async () => {
    // A server that sends Europe to the North American host: Amazon's 403 Unauthorized, not data.
    const { marketplace } = marketplaceOver({ ...sandbox.env, AMAZON_SP_API_URL_EU: sandbox.regionUrls.na });
    const store = await findSyncStore(t.db, stores.eu);
    if (!store) throw new Error('no store');
    const call = marketplace.spApi.getInventorySummaries(store, EU.marketplace);
    await expect(call).rejects.toBeInstanceOf(SpApiError);
    await expect(call).rejects.toMatchObject({ status: 403, code: 'Unauthorized' });
    // The same call at the right host succeeds.
    const right = marketplaceOver(sandbox.env).marketplace;
    await expect(right.spApi.getInventorySummaries(store, EU.marketplace)).resolves.toBeDefined();
  }, 60_000);

  it("leaves a mis-routed store's import failed, not done", async () => {
    const { marketplace } = marketplaceOver({ ...sandbox.env, AMAZON_SP_API_URL_FE: sandbox.regionUrls.eu });
    await t.db.delete(syncStages).where(eq(syncStages.channelId, stores.fe));
    await t.db.update(channels).set({ signupStep: 'importing' }).where(eq(channels.id, stores.fe));
    await runInitialImport(deps(marketplace), { channelId: stores.fe }, { stopAfter: 'catalogue' }).catch(
      () => undefined,
    );
    const statuses = await stagesOf(stores.fe);
    expect(statuses.find(([stage]) => stage === 'catalogue')?.[1]).toBe('failed');
    const [catalogue] = await t.db
      .select({ error: syncStages.error })
      .from(syncStages)
      .where(and(eq(syncStages.channelId, stores.fe), eq(syncStages.stage, 'catalogue')));
    expect(catalogue?.error).toBe('amazon_auth');
    const [store] = await t.db.select().from(channels).where(eq(channels.id, stores.fe));
    expect(store?.signupStep).not.toBe('done');
  }, 60_000);
});
