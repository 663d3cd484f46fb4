import { CHANNEL_STATUS, CONNECT_MESSAGES, DISCONNECT_MESSAGES } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEncryptionKey } from '../../config.ts';
import { channels, oauthStates } from '../../db/schema/index.ts';
import { LwaError } from '../../integrations/amazon/lwa.ts';
import { createLogger } from '../../lib/logger.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { TMarketplace } from '../../sync/marketplace.ts';
import { runStage } from '../../sync/run-stage.ts';
import { findSyncStore } from '../../sync/sync-store.ts';
import { insertMember, insertUser, type TSeededUser } from '../../testing/accounts.ts';
import { UK_MARKETPLACE as UK, US_MARKETPLACE as US } from '../../testing/channels.ts';
import { createTestSession, createTestSessions } from '../../testing/registration-fixtures.ts';
import { injectAs } from '../../testing/sign-in.ts';
import { buildTestAppWithLwa, TEST_ENCRYPTION_KEY, type TLwaTestApp } from '../../testing/test-app.ts';

// Settings → Integrations on the server: a signed-in company administrator connects another marketplace
// through the same consent calls as registration, a store whose refresh token Amazon refuses is marked
// reconnect-needed by the sync, and consenting again replaces the token and sets it back to connected.
describe('integrations: connect, reconnect and disconnect for a signed-in seller', () => {
  let t: TLwaTestApp;
  let owner: TSeededUser;
  let member: TSeededUser;
  let rival: TSeededUser;
  let tokens: Map<string, string>;
  let codeSeq = 0;
  const key = decodeEncryptionKey(TEST_ENCRYPTION_KEY);
  if (!key) throw new Error('bad test key');
  const box = createSecretBox(key);

  const call = (method: 'POST' | 'PUT' | 'GET', url: string, who: TSeededUser, payload?: object) =>
    injectAs(t.app, tokens.get(who.id), method, url, payload);
  const consentCode = (refreshToken = `Atzr|integrations-${++codeSeq}`) => {
    const code = `ANint${++codeSeq}`;
    t.lwa.issueCode(code, refreshToken);
    return { code, refreshToken };
  };
  /** The whole consent round trip of the Integrations page: state, then connect. */
  const connectStore = async (who: TSeededUser, sellerId: string, marketplace: string) => {
    const state = await call('POST', '/api/market/amazon/state', who, { code: marketplace });
    expect(state.statusCode).toBe(200);
    const consent = consentCode();
    const res = await call('POST', '/api/market/amazon', who, {
      admin_email: who.email,
      seller_id: sellerId,
      sp_api_auth_code: consent.code,
      code: marketplace,
      state: state.json().data.state,
    });
    return { res, refreshToken: consent.refreshToken };
  };
  const storesOf = (companyId: string) =>
    t.db.select().from(channels).where(eq(channels.companyId, companyId));
  const statusOf = async (who: TSeededUser) => {
    const res = await call('GET', '/api/market/amazon/integration/status?moduleType=review', who);
    expect(res.statusCode).toBe(200);
    return res.json().data as { seller_id: string; market_id: string; status: string }[];
  };

  beforeAll(async () => {
    t = await buildTestAppWithLwa();
    owner = await insertUser(t.db, { email: 'owner@int.test', companyName: 'Int' });
    member = await insertMember(t.db, owner, 'member@int.test', ['A1INTSELLER']);
    rival = await insertUser(t.db, { email: 'owner@rival-int.test', companyName: 'R' });
    tokens = await createTestSessions(t.db, t.clock, [owner, member, rival]);
  });
  afterAll(() => t.close());

  it('connects a first and a second marketplace for a signed-in administrator', async () => {
    const us = await connectStore(owner, 'A1INTSELLER', US);
    expect(us.res.statusCode).toBe(200);
    const uk = await connectStore(owner, 'A1INTSELLER', UK);
    expect(uk.res.statusCode).toBe(200);
    expect(uk.res.json().data).toMatchObject({ seller_id: 'A1INTSELLER', marketplace_id: UK });
    const listed = await statusOf(owner);
    expect(listed.map((s) => [s.market_id, s.status]).sort()).toEqual([
      [UK, CHANNEL_STATUS.connected],
      [US, CHANNEL_STATUS.connected],
    ]);
    const rows = await storesOf(owner.companyId);
    expect(rows.map((r) => box.open(r.refreshTokenEnc)).sort()).toEqual(
      [us.refreshToken, uk.refreshToken].sort(),
    );
  });

  it('refuses members who are not company admins, whatever their store list: no state, nothing stored', async () => {
    const everyStore = await insertUser(t.db, {
      email: 'all-stores@int.test',
      companyId: owner.companyId,
      accessChannelList: null,
    });
    tokens.set(everyStore.id, await createTestSession(t.db, t.clock, everyStore.id));
    const before = (await t.db.select().from(oauthStates)).length;
    for (const who of [member, everyStore]) {
      const res = await call('POST', '/api/market/amazon/state', who, { code: UK });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: true, message: CONNECT_MESSAGES.adminOnly });
    }
    expect(await t.db.select().from(oauthStates)).toHaveLength(before);
  });

  it('keeps tenants apart: another company cannot disconnect the store, and its own connect is its own', async () => {
    const [usStore] = (await storesOf(owner.companyId)).filter((r) => r.marketplaceId === US);
    const res = await call('PUT', '/api/market/amazon/market', rival, {
      seller_id: 'A1INTSELLER',
      code: US,
      del_yn: 'Y',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: true, message: DISCONNECT_MESSAGES.storeForbidden });
    // The same seller authorized by another company is that company's store; ours is untouched.
    const theirs = await connectStore(rival, 'A1INTSELLER', US);
    expect(theirs.res.statusCode).toBe(200);
    const [after] = (await storesOf(owner.companyId)).filter((r) => r.marketplaceId === US);
    expect(after).toMatchObject({
      id: usStore?.id,
      deletedAt: null,
      status: CHANNEL_STATUS.connected,
      refreshTokenEnc: usStore?.refreshTokenEnc,
    });
    expect((await statusOf(owner)).map((s) => s.market_id).sort()).toEqual([UK, US].sort());
    expect((await statusOf(rival)).map((s) => s.market_id)).toEqual([US]);
  });

  it('marks a store reconnect-needed when LWA refuses its refresh token, and only then', async () => {
    const [ukStore] = (await storesOf(owner.companyId)).filter((r) => r.marketplaceId === UK);
    const store = await findSyncStore(t.db, ukStore?.id ?? '');
    if (!store) throw new Error('no store');
    const deps = {
      db: t.db,
      clock: t.clock,
      logger: createLogger('silent'),
      marketplace: {} as TMarketplace,
    };
    const failing = (err: Error) => ({
      name: 'sync-orders',
      run: async () => {
        throw err;
      },
    });
    await expect(runStage(deps, store, failing(new Error('Amazon could not be reached')))).rejects.toThrow();
    expect((await statusOf(owner)).find((s) => s.market_id === UK)?.status).toBe(CHANNEL_STATUS.connected);

    const refused = new LwaError('invalid_grant: The refresh token is invalid', {
      code: 'invalid_grant',
      status: 400,
    });
    await expect(runStage(deps, store, failing(refused))).rejects.toThrow(refused);
    expect((await statusOf(owner)).find((s) => s.market_id === UK)?.status).toBe(
      CHANNEL_STATUS.reconnectNeeded,
    );
  });

  it('reconnecting replaces the refresh token on the same store and sets it back to connected', async () => {
    const [before] = (await storesOf(owner.companyId)).filter((r) => r.marketplaceId === UK);
    expect(before?.status).toBe(CHANNEL_STATUS.reconnectNeeded);
    const again = await connectStore(owner, 'A1INTSELLER', UK);
    expect(again.res.statusCode).toBe(200);
    const rows = (await storesOf(owner.companyId)).filter((r) => r.marketplaceId === UK);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: before?.id, status: CHANNEL_STATUS.connected, deletedAt: null });
    expect(box.open(rows[0]?.refreshTokenEnc ?? '')).toBe(again.refreshToken);
    expect(rows[0]?.refreshTokenEnc).not.toBe(before?.refreshTokenEnc);
  });

  it('disconnects the second marketplace and keeps the first', async () => {
    const res = await call('PUT', '/api/market/amazon/market', owner, {
      admin_email: owner.email,
      seller_id: 'A1INTSELLER',
      code: UK,
      del_yn: 'Y',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(DISCONNECT_MESSAGES.disconnected);
    expect((await statusOf(owner)).map((s) => s.market_id)).toEqual([US]);
  });
});
