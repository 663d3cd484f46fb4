import {
  CHANNEL_MESSAGES,
  FAVORITE_CHANNEL_CONFIG_NAME,
  ZChannelListResponse,
  ZCurrentChannelResponse,
  ZFirstDateResponse,
  ZIntegrationStatusResponse,
  ZLoginResponse,
  ZSelectChannelResponse,
  ZSignupStatusResponse,
} from '@seller-tools/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channels,
  orders,
  products,
  syncStages,
  type TSyncStageStatus,
  users,
} from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { insertMember, insertUser, TEST_PASSWORD, type TSeededUser } from '../../testing/accounts.ts';
import { UK_MARKETPLACE as UK, US_MARKETPLACE as US } from '../../testing/channels.ts';
import { runQueuedJobs } from '../../testing/jobs.ts';
import { injectAs, postLogin } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';

const CA = 'A2EUQ1WTGCTBG2';

describe('store (channel) API', () => {
  let t: TTestApp;
  let owner: TSeededUser; // Acme: sees every Acme store
  let limited: TSeededUser; // Acme: access_channel_list = [A1ACME2]
  let noStores: TSeededUser; // Acme: access_channel_list = []
  let rival: TSeededUser; // Rival Co
  const tokens: Record<string, string> = {};
  const storeIds: Record<string, string> = {};

  const signIn = async (email: string) => {
    const res = await postLogin(t.app, { user_name: email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    return ZLoginResponse.parse(res.json());
  };
  const call = (method: 'GET' | 'PUT', url: string, token: string | undefined, payload?: object) =>
    injectAs(t.app, token, method, url, payload);
  const addStore = async (
    companyId: string,
    sellerId: string,
    marketplaceId: string,
    signupStep = 'done',
  ) => {
    const [row] = await t.db
      .insert(channels)
      .values({
        companyId,
        sellerId,
        marketplaceId,
        region: 'North America',
        refreshTokenEnc: 'v1.test',
        signupStep,
      })
      .returning({ id: channels.id });
    if (!row) throw new Error('no channel row');
    storeIds[`${sellerId}/${marketplaceId}`] = row.id;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await insertUser(t.db, { email: 'owner@acme.test', companyName: 'Acme' });
    limited = await insertMember(t.db, owner, 'limited@acme.test', ['A1ACME2']);
    noStores = await insertMember(t.db, owner, 'nostores@acme.test', []);
    rival = await insertUser(t.db, { email: 'rival@rival.test', companyName: 'Rival Co' });
    await addStore(owner.companyId, 'A1ACME1', US);
    await addStore(owner.companyId, 'A1ACME1', CA);
    await addStore(owner.companyId, 'A1ACME2', UK);
    await addStore(rival.companyId, 'A9RIVAL', US);
    for (const user of [owner, limited, noStores, rival])
      tokens[user.email] = (await signIn(user.email)).accessToken;
  });
  afterAll(() => t.close());

  const tokenOf = (user: TSeededUser) => tokens[user.email];

  describe('GET /api/market/{companyId}/channel', () => {
    it("lists the company's stores with the store entry fields", async () => {
      const res = await call(
        'GET',
        `/api/market/${owner.companyId}/channel?moduleType=review`,
        tokenOf(owner),
      );
      expect(res.statusCode).toBe(200);
      const body = ZChannelListResponse.parse(res.json());
      expect(body.data.map((s) => `${s.seller_id}/${s.market_id}`).sort()).toEqual([
        `A1ACME1/${CA}`,
        `A1ACME1/${US}`,
        `A1ACME2/${UK}`,
      ]);
      const us = body.data.find((s) => s.market_id === US);
      expect(us).toMatchObject({
        company_name: 'Acme',
        country_code: 'us',
        country_name: 'United States',
        default_marketplace_id: US,
        channel_info: { code: US, value_2: 'us' },
        channel_store: 'amazon.com',
        isFavorite: false,
        signup_step: 'done',
      });
    });

    it("answers 403 for another company's id and reveals nothing", async () => {
      for (const companyId of [rival.companyId, '00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
        const res = await call('GET', `/api/market/${companyId}/channel`, tokenOf(owner));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: true, message: CHANNEL_MESSAGES.companyForbidden });
      }
    });

    it('narrows the list to access_channel_list when one is set', async () => {
      const res = await call('GET', `/api/market/${owner.companyId}/channel`, tokenOf(limited));
      const body = ZChannelListResponse.parse(res.json());
      expect(body.data.map((s) => s.seller_id)).toEqual(['A1ACME2']);
      const none = await call('GET', `/api/market/${owner.companyId}/channel`, tokenOf(noStores));
      expect(ZChannelListResponse.parse(none.json()).data).toEqual([]);
    });

    it('needs a session', async () => {
      const res = await call('GET', `/api/market/${owner.companyId}/channel`, undefined);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(true);
    });

    it('rejects an unknown moduleType with a readable 400', async () => {
      const res = await call('GET', `/api/market/${owner.companyId}/channel?moduleType=ppc`, tokenOf(owner));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: true, message: expect.stringContaining('moduleType') });
    });

    it('marks favourites from the favorite_channel config and lists them first', async () => {
      const currentBefore = await call('GET', '/api/market/channel?moduleType=review', tokenOf(owner));
      const saved = await call('PUT', '/api/user/config', tokenOf(owner), {
        name: FAVORITE_CHANNEL_CONFIG_NAME,
        data: [{ seller_id: 'A1ACME2', market_id: UK }],
      });
      expect(saved.statusCode).toBe(200);
      const res = await call('GET', `/api/market/${owner.companyId}/channel`, tokenOf(owner));
      const body = ZChannelListResponse.parse(res.json());
      expect(body.data[0]).toMatchObject({ seller_id: 'A1ACME2', market_id: UK, isFavorite: true });
      expect(body.data.filter((s) => s.isFavorite)).toHaveLength(1);
      // Starring reorders the list; it must not change which store is current.
      const currentAfter = await call('GET', '/api/market/channel?moduleType=review', tokenOf(owner));
      expect(currentAfter.json().data).toEqual(currentBefore.json().data);
    });
  });

  describe('selecting the current store', () => {
    it('saves the selection so GET /api/market/channel and a new sign-in both return it', async () => {
      const res = await call('PUT', '/api/market/user/channel', tokenOf(owner), {
        channel_info: { seller_id: 'A1ACME1', market_id: CA, company_name: 'Acme', isFavorite: false },
        moduleType: 'review',
      });
      expect(res.statusCode).toBe(200);
      expect(ZSelectChannelResponse.parse(res.json()).data).toMatchObject({
        seller_id: 'A1ACME1',
        market_id: CA,
      });

      const current = await call('GET', '/api/market/channel?moduleType=review', tokenOf(owner));
      expect(ZCurrentChannelResponse.parse(current.json()).data).toMatchObject({
        seller_id: 'A1ACME1',
        market_id: CA,
      });
      const again = await signIn(owner.email);
      expect(again.userInfo.current_channel_info).toEqual({ seller_id: 'A1ACME1', marketplace_id: CA });
    });

    it('accepts channel_info.code as the marketplace and PUT /api/market/user/seller with module_type', async () => {
      const byCode = await call('PUT', '/api/market/user/channel', tokenOf(owner), {
        channel_info: { seller_id: 'A1ACME1', channel_info: { code: US, value_2: 'us' } },
      });
      expect(ZSelectChannelResponse.parse(byCode.json()).data.market_id).toBe(US);

      const seller = await call('PUT', '/api/market/user/seller', tokenOf(owner), {
        channel_info: { seller_id: 'A1ACME2' },
        module_type: 'reimburse',
      });
      expect(seller.statusCode).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
      // The reimburse module keeps its own seller; the review selection is untouched.
      expect(row?.moduleConfig).toEqual({
        reimburse: { current_seller_info: { seller_id: 'A1ACME2', marketplace_id: UK } },
      });
      expect(row?.currentSellerId).toBe('A1ACME1');
      const reimburse = await call('GET', '/api/market/channel?moduleType=reimburse', tokenOf(owner));
      expect(ZCurrentChannelResponse.parse(reimburse.json()).data?.seller_id).toBe('A1ACME2');
    });

    it("refuses another company's store and a store outside access_channel_list, changing nothing", async () => {
      const before = (await t.db.select().from(users).where(eq(users.id, limited.id)))[0];
      const attempts = [
        { token: tokenOf(owner), body: { channel_info: { seller_id: 'A9RIVAL', market_id: US } } },
        { token: tokenOf(limited), body: { channel_info: { seller_id: 'A1ACME1', market_id: US } } },
        { token: tokenOf(limited), body: { channel_info: { seller_id: 'A1ACME2', market_id: US } } },
        { token: tokenOf(noStores), body: { channel_info: { seller_id: 'A1ACME2' } } },
      ];
      for (const { token, body } of attempts) {
        for (const url of ['/api/market/user/channel', '/api/market/user/seller']) {
          const res = await call('PUT', url, token, body);
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ error: true, message: CHANNEL_MESSAGES.storeForbidden });
        }
      }
      const after = (await t.db.select().from(users).where(eq(users.id, limited.id)))[0];
      expect(after?.currentSellerId).toBe(before?.currentSellerId);
      expect(after?.moduleConfig).toEqual(before?.moduleConfig);
    });

    it('answers 400 in the envelope for a selection without seller_id', async () => {
      const res = await call('PUT', '/api/market/user/channel', tokenOf(owner), { channel_info: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, message: expect.stringContaining('seller_id') });
    });

    it('falls back to the first permitted store when the saved one is no longer permitted', async () => {
      await t.db
        .update(users)
        .set({ currentSellerId: 'A1ACME1', currentMarketplaceId: US })
        .where(eq(users.id, limited.id));
      const res = await call('GET', '/api/market/channel', tokenOf(limited));
      expect(ZCurrentChannelResponse.parse(res.json()).data?.seller_id).toBe('A1ACME2');
      const none = await call('GET', '/api/market/channel', tokenOf(noStores));
      expect(ZCurrentChannelResponse.parse(none.json()).data).toBeNull();
      const forbidden = await call('GET', '/api/market/channel?sellerId=A9RIVAL', tokenOf(owner));
      expect(forbidden.statusCode).toBe(403);
    });
  });

  describe('signup status, integration status and first date', () => {
    it('reports importing until the initial import job has run, then done', async () => {
      await addStore(owner.companyId, 'A1ACME3', US, 'importing');
      const status = async () => {
        const res = await call(
          'GET',
          '/api/market/amazon/signup/status?sellerId=A1ACME3&moduleType=review',
          tokenOf(owner),
        );
        expect(res.statusCode).toBe(200);
        return ZSignupStatusResponse.parse(res.json()).data;
      };
      expect(await status()).toEqual({ seller_id: 'A1ACME3', signup_step: 'importing' });
      await enqueue(t.queue, 'initial-import', { channelId: storeIds[`A1ACME3/${US}`] ?? '' });
      expect(await runQueuedJobs(t, 'initial-import')).toBe(1);
      expect(await status()).toEqual({ seller_id: 'A1ACME3', signup_step: 'done' });
    });

    it('stays importing while any import stage of the seller is unfinished, even with the step done', async () => {
      await addStore(owner.companyId, 'A1ACME4', US, 'done');
      const channelId = storeIds[`A1ACME4/${US}`] ?? '';
      const status = async () =>
        ZSignupStatusResponse.parse(
          (
            await call(
              'GET',
              '/api/market/amazon/signup/status?sellerId=A1ACME4&moduleType=review',
              tokenOf(owner),
            )
          ).json(),
        ).data.signup_step;
      const setFbaReports = (status: TSyncStageStatus) =>
        t.db
          .update(syncStages)
          .set({ status })
          .where(and(eq(syncStages.channelId, channelId), eq(syncStages.stage, 'fba-reports')));
      await t.db.insert(syncStages).values([
        { channelId, stage: 'catalogue', status: 'done' },
        { channelId, stage: 'fba-reports', status: 'running' },
      ]);
      expect(await status()).toBe('importing');
      await setFbaReports('done');
      expect(await status()).toBe('done');
      // The scheduled syncs' own stages do not hold the account back.
      await t.db.insert(syncStages).values({ channelId, stage: 'sync-reports', status: 'running' });
      expect(await status()).toBe('done');
      // A failed stage is settled: its error shows on the import status, it does not read as importing.
      await setFbaReports('failed');
      expect(await status()).toBe('done');
    });

    it("uses the current seller without sellerId, connect without any store, 403 for others' sellers", async () => {
      const mine = await call('GET', '/api/market/amazon/signup/status', tokenOf(limited));
      expect(ZSignupStatusResponse.parse(mine.json()).data).toEqual({
        seller_id: 'A1ACME2',
        signup_step: 'done',
      });
      const none = await call('GET', '/api/market/amazon/signup/status', tokenOf(noStores));
      expect(ZSignupStatusResponse.parse(none.json()).data).toEqual({
        seller_id: null,
        signup_step: 'connect',
      });
      for (const [token, seller] of [
        [tokenOf(owner), 'A9RIVAL'],
        [tokenOf(limited), 'A1ACME1'],
      ] as const) {
        const res = await call('GET', `/api/market/amazon/signup/status?sellerId=${seller}`, token);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: true, message: CHANNEL_MESSAGES.storeForbidden });
      }
    });

    it('lists integration status only for permitted stores', async () => {
      const res = await call(
        'GET',
        '/api/market/amazon/integration/status?moduleType=review',
        tokenOf(limited),
      );
      const body = ZIntegrationStatusResponse.parse(res.json());
      expect(body.data).toEqual([
        expect.objectContaining({
          seller_id: 'A1ACME2',
          market_id: UK,
          status: 'connected',
          signup_step: 'done',
        }),
      ]);
      const rivalView = await call('GET', '/api/market/amazon/integration/status', tokenOf(rival));
      expect(ZIntegrationStatusResponse.parse(rivalView.json()).data.map((s) => s.seller_id)).toEqual([
        'A9RIVAL',
      ]);
    });

    it('answers the earliest product or order date of a permitted store, null without data, 403 otherwise', async () => {
      const firstDate = async (marketplaceId: string) => {
        const res = await call(
          'GET',
          `/api/market/account/product/first-date?sellerId=A1ACME1&marketplaceId=${marketplaceId}&moduleType=review`,
          tokenOf(owner),
        );
        expect(res.statusCode).toBe(200);
        return ZFirstDateResponse.parse(res.json()).data.data;
      };
      expect(await firstDate(US)).toBeNull();
      const channelId = storeIds[`A1ACME1/${US}`] ?? '';
      const order = (amazonOrderId: string, at: string) => ({
        channelId,
        amazonOrderId,
        status: 'Shipped',
        purchaseDate: new Date(at),
        lastUpdateDate: new Date(at),
      });
      await t.db
        .insert(orders)
        .values([order('111-1', '2024-05-10T12:00:00Z'), order('111-2', '2024-03-02T23:30:00Z')]);
      expect(await firstDate(US)).toBe('2024-03-02');
      await t.db
        .insert(products)
        .values({ channelId, sku: 'SKU-1', asin: 'B000000001', openDate: new Date('2023-11-20T08:00:00Z') });
      expect(await firstDate(US)).toBe('2023-11-20');
      // Another store of the same seller keeps its own (empty) history.
      expect(await firstDate(CA)).toBeNull();
      for (const query of [`sellerId=A9RIVAL&marketplaceId=${US}`, `sellerId=A1ACME1&marketplaceId=${US}`]) {
        const denied = await call('GET', `/api/market/account/product/first-date?${query}`, tokenOf(limited));
        expect(denied.statusCode).toBe(403);
      }
    });
  });
});
