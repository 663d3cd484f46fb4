import { IMPORT_STAGE_REASONS, IMPORT_STAGES, type TIntegrationStatusItem } from '@seller-tools/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsGrants } from '../../db/schema/index.ts';
import { runInitialImport } from '../../jobs/definitions/initial-import.job.ts';
import { syncAdsJob } from '../../jobs/definitions/sync-ads.job.ts';
import { systemClock } from '../../lib/clock.ts';
import { createLogger } from '../../lib/logger.ts';
import { insertUser } from '../../testing/accounts.ts';
import { startSandboxProcess, type TSandboxProcess } from '../../testing/sandbox-process.ts';
import { sandboxMarketplace } from '../../testing/sandbox-store.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';

// Issue 18's bar against the marketplace sandbox: a store without Ads consent shows "Advertising not
// connected" and imports no Ads data, without an error and without one Ads call; after its Ads consent
// (the server's own flow: state, the sandbox's Login with Amazon page, the callback), Ads data arrives.

// The smallest demo seller (35 ASINs, UK).
const SELLER = 'AD9G7TIZGEDRUD';
const MARKETPLACE = 'A1F83G8C2ARO7P';
const EMAIL = 'ads@example.com';
const PASSWORD = 'Corr3ct!horse';

describe('Amazon Ads consent against the sandbox', () => {
  let sandbox: TSandboxProcess;
  let t: TTestApp;
  let storeId: string;
  let token: string;

  const deps = () => ({
    db: t.db,
    clock: systemClock,
    logger: createLogger('silent'),
    marketplace: sandboxMarketplace(sandbox),
  });
  const api = async (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const statusOfStore = async (): Promise<TIntegrationStatusItem> => {
    const res = await api('GET', '/api/market/amazon/integration/status');
    expect(res.statusCode).toBe(200);
    const store = (res.json().data as TIntegrationStatusItem[]).find((s) => s.channel_id === storeId);
    if (!store) throw new Error('store not listed');
    return store;
  };
  const adsRows = async () =>
    (
      (
        await t.db.execute(
          sql.raw(`select (select count(*) from ads_campaigns where channel_id = '${storeId}')::int
      + (select count(*) from ads_daily_metrics where channel_id = '${storeId}')::int as n`),
        )
      ).rows[0] as { n: number }
    ).n;
  const adsCalls = async () => {
    const counters = (await sandbox.control('GET', '/sandbox/counters')) as {
      operations: Record<string, { requests: number } | undefined>;
    };
    return counters.operations.listProfiles?.requests ?? 0;
  };
  /** Plays the seller on the sandbox's Login with Amazon page: Allow for the seller's account. */
  const allowAtAmazon = async (consentUrl: string) => {
    const url = new URL(consentUrl);
    expect(url.pathname).toBe('/ap/oa');
    expect(url.searchParams.get('scope')).toBe('advertising::campaign_management');
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const allowed = await fetch(new URL('/ap/oa', url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...Object.fromEntries(url.searchParams),
        action: 'confirm',
        selling_partner_id: SELLER,
      }).toString(),
    });
    const back = new URL(allowed.headers.get('location') ?? 'http://x/');
    return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  };

  beforeAll(async () => {
    sandbox = await startSandboxProcess({ SANDBOX_RATE_MULTIPLIER: '1000' });
    t = await buildTestApp({ env: sandbox.env, clock: systemClock });
    const { companyId } = await insertUser(t.db, { email: EMAIL, password: PASSWORD, verified: true });
    storeId = (await sandbox.connectStore(t.db, companyId, SELLER, MARKETPLACE, { ads: false })).id;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user_name: EMAIL, password: PASSWORD },
    });
    token = login.json().accessToken;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.stop();
  });

  it('without Ads consent: "Advertising not connected", no Ads data, no Ads call, and the import is done', async () => {
    const before = await adsCalls();
    await runInitialImport(deps(), { channelId: storeId });
    const store = await statusOfStore();
    expect(store.signup_step).toBe('done');
    expect(store.ads).toEqual({ connected: false, profile_id: null, account_name: null });
    const ads = store.stages.find((s) => s.stage === 'ads');
    expect(ads).toMatchObject({ status: 'skipped', reason: 'ads_not_connected' });
    expect(IMPORT_STAGE_REASONS[ads?.reason ?? '']).toBe('Advertising not connected');
    const others = store.stages.filter((s) => s.stage !== 'ads');
    expect(others.map((s) => s.status)).toEqual(Array(IMPORT_STAGES.length - 1).fill('done'));
    expect(await adsRows()).toBe(0);
    expect(await adsCalls()).toBe(before);
    // The scheduled Ads sync makes no call either.
    await syncAdsJob.handler({ ...deps(), queue: t.queue }, { channelId: storeId });
    expect(await adsCalls()).toBe(before);
  }, 180_000);

  it('after the Ads consent the store shows its profile and its Ads data arrives', async () => {
    const started = await api('POST', '/api/market/amazon/ads/state', { channel_id: storeId });
    expect(started.statusCode).toBe(200);
    const { code, state } = await allowAtAmazon(started.json().data.consent_url);
    expect(state).toBe(started.json().data.state);
    const connected = await api('POST', '/api/market/amazon/ads', { channel_id: storeId, code, state });
    expect(connected.statusCode).toBe(200);
    expect(connected.json().data).toMatchObject({ connected: true, profile_id: expect.any(String) });
    // The token is stored sealed, never as Amazon sent it.
    const [grant] = await t.db.select().from(adsGrants).where(eq(adsGrants.channelId, storeId));
    expect(grant?.refreshTokenEnc.startsWith('v1.')).toBe(true);
    expect(grant?.refreshTokenEnc).not.toContain('Atzr|');

    // The state is single use.
    const replay = await api('POST', '/api/market/amazon/ads', { channel_id: storeId, code, state });
    expect(replay.statusCode).toBe(400);

    // The consent queued the store's Ads import (sync-ads, whole history while its stage is not done).
    await syncAdsJob.handler({ ...deps(), queue: t.queue }, { channelId: storeId });
    const store = await statusOfStore();
    expect(store.ads).toEqual(connected.json().data);
    expect(store.stages.find((s) => s.stage === 'ads')).toMatchObject({ status: 'done', reason: null });
    expect(await adsRows()).toBeGreaterThan(0);
  }, 180_000);

  it('disconnecting advertising forgets the token and the store shows not connected again', async () => {
    const res = await api('POST', '/api/market/amazon/ads/disconnect', { channel_id: storeId });
    expect(res.statusCode).toBe(200);
    const store = await statusOfStore();
    expect(store.ads.connected).toBe(false);
    expect(store.stages.find((s) => s.stage === 'ads')).toMatchObject({ status: 'skipped' });
    expect(await t.db.select().from(adsGrants).where(eq(adsGrants.channelId, storeId))).toEqual([]);
  });

  it("refuses another store's id and a state issued for another store", async () => {
    const foreign = await api('POST', '/api/market/amazon/ads/state', { channel_id: crypto.randomUUID() });
    expect(foreign.statusCode).toBe(403);
    const bad = await api('POST', '/api/market/amazon/ads', {
      channel_id: storeId,
      code: 'x',
      state: 'nope',
    });
    expect(bad.statusCode).toBe(400);
  });
});
