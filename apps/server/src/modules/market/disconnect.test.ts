import { CHANNEL_MESSAGES, CONNECT_MESSAGES, DISCONNECT_MESSAGES } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, orders, syncStages } from '../../db/schema/index.ts';
import { scheduleStoreSyncs } from '../../jobs/definitions/store-schedules.ts';
import { STORE_SYNC_JOBS } from '../../jobs/queues.ts';
import { insertMember, insertUser, type TSeededUser } from '../../testing/accounts.ts';
import { insertStore, UK_MARKETPLACE as UK, US_MARKETPLACE as US } from '../../testing/channels.ts';
import { runQueuedJobs } from '../../testing/jobs.ts';
import { createTestSession, createTestSessions } from '../../testing/registration-fixtures.ts';
import { injectAs } from '../../testing/sign-in.ts';
import { buildTestAppWithLwa, type TLwaTestApp } from '../../testing/test-app.ts';
import { testSyncCrons } from '../../testing/test-config.ts';

const CRONS = testSyncCrons();

describe('PUT /api/market/amazon/market (disconnect a store)', () => {
  let t: TLwaTestApp;
  let owner: TSeededUser; // Acme, every store: a company administrator
  let member: TSeededUser; // Acme, limited to A1ACME1: uses it, may not remove it
  let outsider: TSeededUser; // Acme, limited to another seller
  let rival: TSeededUser; // another company
  let acmeStore: string;
  let acmeUk: string;
  let rivalStore: string;
  let tokens: Map<string, string>;

  const put = (body: unknown, who?: TSeededUser) =>
    injectAs(t.app, who && tokens.get(who.id), 'PUT', '/api/market/amazon/market', body);
  const body = (sellerId: string, code = US, extra: Record<string, unknown> = {}) => ({
    seller_id: sellerId,
    code,
    del_yn: 'Y',
    moduleType: 'review',
    ...extra,
  });
  const storeRow = async (id: string) => (await t.db.select().from(channels).where(eq(channels.id, id)))[0];
  const schedulesOf = async (id: string) =>
    (await t.queue.getSchedules()).filter((s) => s.key === id).map((s) => s.name);
  const forbidden = { error: true, message: DISCONNECT_MESSAGES.storeForbidden };

  beforeAll(async () => {
    t = await buildTestAppWithLwa();
    owner = await insertUser(t.db, { email: 'owner@acme.test', companyName: 'Acme' });
    member = await insertMember(t.db, owner, 'member@acme.test', ['A1ACME1']);
    outsider = await insertMember(t.db, owner, 'outsider@acme.test', ['A1ACME9']);
    rival = await insertUser(t.db, { email: 'owner@rival.test', companyName: 'Rival' });
    tokens = await createTestSessions(t.db, t.clock, [owner, member, outsider, rival]);
    acmeStore = await insertStore(t.db, { companyId: owner.companyId, sellerId: 'A1ACME1' });
    acmeUk = await insertStore(t.db, { companyId: owner.companyId, sellerId: 'A1ACME1', marketplaceId: UK });
    rivalStore = await insertStore(t.db, { companyId: rival.companyId, sellerId: 'A9RIVAL' });
    for (const id of [acmeStore, acmeUk, rivalStore]) {
      await scheduleStoreSyncs(t.queue, CRONS, id);
      await t.db
        .insert(syncStages)
        .values({ channelId: id, stage: 'orders', status: 'done', counts: { orders: 1 } });
      await t.db.insert(orders).values({
        channelId: id,
        amazonOrderId: `111-${id.slice(0, 7)}-0000001`,
        status: 'Shipped',
        purchaseDate: t.clock.now(),
        lastUpdateDate: t.clock.now(),
      });
    }
  });
  afterAll(() => t.close());

  it('refuses another company, revealing nothing, and changes nothing', async () => {
    const theirs = await put(body('A1ACME1'), rival);
    const nobodys = await put(body('A0NOBODY'), rival);
    for (const res of [theirs, nobodys]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    expect(await storeRow(acmeStore)).toMatchObject({ deletedAt: null, status: 'connected' });
    expect(await schedulesOf(acmeStore)).toHaveLength(STORE_SYNC_JOBS.length);
  });

  it('lets only a company administrator disconnect, and only their own account', async () => {
    const limited = await put(body('A1ACME1'), member);
    expect(limited.statusCode).toBe(403);
    expect(limited.json()).toEqual({ error: true, message: DISCONNECT_MESSAGES.adminOnly });
    // A member who sees every store is still not an admin.
    const everyStore = await insertUser(t.db, {
      email: 'all-stores@acme.test',
      password: 'Corr3ct!horse',
      companyId: member.companyId,
      accessChannelList: null,
    });
    tokens.set(everyStore.id, await createTestSession(t.db, t.clock, everyStore.id));
    const notAdmin = await put(body('A1ACME1'), everyStore);
    expect(notAdmin.json()).toEqual({ error: true, message: DISCONNECT_MESSAGES.adminOnly });
    // Outside their list, the store does not exist for them.
    const hidden = await put(body('A1ACME1'), outsider);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toEqual(forbidden);
    const impostor = await put(body('A1ACME1', US, { admin_email: rival.email }), owner);
    expect(impostor.statusCode).toBe(403);
    expect(impostor.json()).toEqual({ error: true, message: DISCONNECT_MESSAGES.ownAccountOnly });
    const anonymous = await put(body('A1ACME1'));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(true);
    expect(await storeRow(acmeStore)).toMatchObject({ deletedAt: null });
  });

  it('answers a bad body with a 400 envelope', async () => {
    for (const bad of [
      { code: US, del_yn: 'Y' },
      body('A1ACME1', US, { del_yn: 'N' }),
      body('A1ACME1', ''),
      body('A1ACME1', US, { moduleType: 'nope' }),
    ]) {
      const res = await put(bad, owner);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toEqual({ error: true, message: expect.any(String) });
    }
    const broken = await t.app.inject({
      method: 'PUT',
      url: '/api/market/amazon/market',
      headers: { authorization: `Bearer ${tokens.get(owner.id)}`, 'content-type': 'application/json' },
      payload: '{"seller_id": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: true, message: expect.any(String) });
    const nothing = await put(body('A1ACME1', US, { del_yn: '' }), owner);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ error: true, message: DISCONNECT_MESSAGES.reconnectThroughConsent });
    expect(await storeRow(acmeStore)).toMatchObject({ deletedAt: null });
  });

  it('disconnects the store: it leaves the lists, its schedules stop, its history stays', async () => {
    const res = await put(body('A1ACME1', US, { admin_email: owner.email, login_email: owner.email }), owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: false,
      message: DISCONNECT_MESSAGES.disconnected,
      data: {
        seller_id: 'A1ACME1',
        marketplace_id: US,
        del_yn: 'Y',
        disconnected_at: t.clock.now().toISOString(),
      },
    });
    expect(await storeRow(acmeStore)).toMatchObject({ deletedAt: t.clock.now(), status: 'disconnected' });
    expect(await schedulesOf(acmeStore)).toEqual([]);
    // The seller's other marketplace and the other company are untouched.
    expect(await schedulesOf(acmeUk)).toHaveLength(STORE_SYNC_JOBS.length);
    expect(await schedulesOf(rivalStore)).toHaveLength(STORE_SYNC_JOBS.length);
    expect(await t.db.select().from(orders).where(eq(orders.channelId, acmeStore))).toHaveLength(1);
    expect(await t.db.select().from(syncStages).where(eq(syncStages.channelId, acmeStore))).toHaveLength(1);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/market/${owner.companyId}/channel`,
      headers: { authorization: `Bearer ${tokens.get(owner.id)}` },
    });
    expect(list.json().data.map((s: { market_id: string }) => s.market_id)).toEqual([UK]);
    const again = await put(body('A1ACME1'), owner);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(forbidden);
    expect(CHANNEL_MESSAGES.storeForbidden).toBe(DISCONNECT_MESSAGES.storeForbidden);
  });

  it('connecting it again revives the same store with its data and imports again', async () => {
    const token = tokens.get(owner.id);
    const state = await t.app.inject({
      method: 'POST',
      url: '/api/market/amazon/state',
      headers: { authorization: `Bearer ${token}` },
      payload: { code: US },
    });
    expect(state.statusCode).toBe(200);
    t.lwa.issueCode('ANreconnect', 'Atzr|again');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/market/amazon',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        admin_email: owner.email,
        seller_id: 'A1ACME1',
        sp_api_auth_code: 'ANreconnect',
        code: US,
        moduleType: 'review',
        state: state.json().data.state,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CONNECT_MESSAGES.connected);
    expect(await storeRow(acmeStore)).toMatchObject({
      deletedAt: null,
      status: 'connected',
      signupStep: 'importing',
    });
    // The kept data is there, and the import starts over it from the first stage.
    expect(await t.db.select().from(orders).where(eq(orders.channelId, acmeStore))).toHaveLength(1);
    const [stage] = await t.db.select().from(syncStages).where(eq(syncStages.channelId, acmeStore));
    expect(stage).toMatchObject({ stage: 'orders', status: 'waiting', checkpoint: null });
    expect(await runQueuedJobs(t, 'initial-import')).toBe(1);
    expect((await storeRow(acmeStore))?.signupStep).toBe('done');
  });
});
