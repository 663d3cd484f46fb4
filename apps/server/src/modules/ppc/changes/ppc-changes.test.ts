import { ROLES, ZApplyPpcChangesResponse, ZPpcChangeListResponse } from '@seller-tools/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsGrants, adsProfiles } from '../../../db/schema/index.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { insertStore } from '../../../testing/channels.ts';
import { expectEnvelopeError } from '../../../testing/envelope-error.ts';
import { fakeAdsSp } from '../../../testing/fake-ads-sp.ts';
import { injectAs, insertSignedInUser } from '../../../testing/sign-in.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../../testing/test-app.ts';

// The write side's API (issue 21): roles, the store policy, validation, the per-item outcome, the change
// log's filters and keyset pages, and undo.

const PROFILE = '2718281828459045';
const clock = fixedClock(TEST_NOW);
const amazon = fakeAdsSp(clock);

describe('PPC changes API', () => {
  let t: TTestApp;
  let storeId: string;
  let otherStoreId: string;
  let adminToken: string;
  let sellerToken: string;
  let outsiderToken: string;

  const edit = (keywordId: string, cents: number) => ({
    entity_type: 'keyword',
    entity_id: keywordId,
    field: 'bid',
    old_value: '120',
    new_value: String(cents),
    reason: 'Bid edited by hand',
  });
  /** The change log as `token` sees it: GET /api/ppc/changes?channel_id=`query`. */
  const changeLog = (token: string | undefined, query: string) =>
    injectAs(t.app, token, 'GET', `/api/ppc/changes?channel_id=${query}`);
  /** POST /api/ppc/changes as `token`: `body` for the store `channelId`. */
  const sendChanges = (token: string, channelId: string, body: object) =>
    injectAs(t.app, token, 'POST', '/api/ppc/changes', { channel_id: channelId, ...body });
  /** POST `path`/undo as `token` for the store `channelId`. */
  const undo = (token: string, path: string, channelId: string) =>
    injectAs(t.app, token, 'POST', `${path}/undo`, { channel_id: channelId });

  beforeAll(async () => {
    t = await buildTestApp({ clock, ppcSp: amazon });
    const admin = await insertSignedInUser(t.app, t.db, {
      email: 'ads-admin@example.com',
      name: 'Ada Admin',
      roles: [ROLES.advertisingAdmin],
    });
    adminToken = admin.token;
    storeId = await insertStore(t.db, { companyId: admin.companyId, sellerId: 'A1ADSADMIN' });
    await t.db
      .insert(adsGrants)
      .values({ channelId: storeId, refreshTokenEnc: 'sealed', profileId: PROFILE });
    await t.db.insert(adsProfiles).values({
      channelId: storeId,
      profileId: PROFILE,
      marketplaceId: 'ATVPDKIKX0DER',
      currencyCode: 'USD',
    });
    sellerToken = (
      await insertSignedInUser(t.app, t.db, { email: 'plain@example.com', companyId: admin.companyId })
    ).token;
    const outsider = await insertSignedInUser(t.app, t.db, {
      email: 'outsider@example.com',
      roles: [ROLES.advertisingAdmin],
    });
    outsiderToken = outsider.token;
    otherStoreId = await insertStore(t.db, { companyId: outsider.companyId, sellerId: 'A1OUTSIDER' });
    for (const id of ['501', '502', '503'])
      amazon.seed('keywords', {
        keywordId: id,
        adGroupId: '61',
        campaignId: '71',
        keywordText: `kw ${id}`,
        matchType: 'EXACT',
        state: 'ENABLED',
        bid: 1.2,
        extendedData: { lastUpdateDateTime: '2026-10-01T00:00:00Z' },
      });
  });
  afterAll(() => t.close());

  it('applies a user’s edits and answers each one’s outcome, Amazon’s refusal included', async () => {
    const res = await sendChanges(adminToken, storeId, { changes: [edit('501', 95), edit('502', 500_000)] });
    expect(res.statusCode).toBe(200);
    const body = ZApplyPpcChangesResponse.parse(res.json());
    expect(body.message).toBe('Some changes were not applied; see each one.');
    expect(body.data.items.map((c) => [c.status, c.amazon_message])).toEqual([
      ['applied', null],
      ['rejected', 'Bid must be between 0.02 and 1000'],
    ]);
    expect(body.data.items[0]).toMatchObject({ source: 'user', actor_name: 'Ada Admin', old_value: '120' });
  });

  it('sends nothing twice for a retried request with the same key', async () => {
    const payload = { channel_id: storeId, changes: [edit('503', 99)], idempotency_key: 'browser-tab-1' };
    const first = await injectAs(t.app, adminToken, 'POST', '/api/ppc/changes', payload);
    const writes = amazon.calls.write;
    const again = await injectAs(t.app, adminToken, 'POST', '/api/ppc/changes', payload);
    expect(again.json().data.items[0].id).toBe(first.json().data.items[0].id);
    expect(amazon.calls.write).toBe(writes);
  });

  it('refuses bad input with a readable 400 and writes nothing', async () => {
    const bad = await sendChanges(adminToken, storeId, {
      changes: [{ ...edit('501', 95), field: 'state', new_value: 'ARCHIVED' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: true, message: 'State must be ENABLED or PAUSED.' });
    const empty = await sendChanges(adminToken, storeId, { changes: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Nothing to change/);
    const noAds = await sendChanges(outsiderToken, otherStoreId, { changes: [edit('501', 95)] });
    expectEnvelopeError(noAds, 400, 'Connect Amazon Advertising for this store first.');
  });

  it('is for super-admin and advertising-admin only, and for the caller’s own stores', async () => {
    expect((await changeLog(undefined, storeId)).statusCode).toBe(401);
    expect((await changeLog(sellerToken, storeId)).statusCode).toBe(403);
    expect((await sendChanges(sellerToken, storeId, { changes: [edit('501', 90)] })).statusCode).toBe(403);
    // Another company's advertising admin sees neither the log nor can edit the store.
    expect((await changeLog(outsiderToken, storeId)).statusCode).toBe(403);
    expect((await sendChanges(outsiderToken, storeId, { changes: [edit('501', 90)] })).statusCode).toBe(403);
    const own = await changeLog(outsiderToken, otherStoreId);
    expect(own.json().data.items).toEqual([]);
  });

  it('lists the change log newest first with filters and keyset pages', async () => {
    clock.advance(60_000);
    await sendChanges(adminToken, storeId, { changes: [edit('501', 88)] });
    const first = await changeLog(adminToken, `${storeId}&limit=2`);
    expect(first.statusCode).toBe(200);
    const page = ZPpcChangeListResponse.parse(first.json()).data;
    expect(page.items).toHaveLength(2);
    expect(page.items[0]?.new_value).toBe('88');
    expect(page.next_cursor).not.toBeNull();
    const second = ZPpcChangeListResponse.parse(
      (await changeLog(adminToken, `${storeId}&limit=2&cursor=${page.next_cursor}`)).json(),
    ).data;
    const all = [...page.items, ...second.items].map((c) => c.id);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(4);
    const rejected = await changeLog(adminToken, `${storeId}&status=rejected`);
    expect(rejected.json().data.items.map((c: { entity_id: string }) => c.entity_id)).toEqual(['502']);
    const badCursor = await changeLog(adminToken, `${storeId}&cursor=nope`);
    expect(badCursor.statusCode).toBe(400);
    const badStatus = await changeLog(adminToken, `${storeId}&status=maybe`);
    expect(badStatus.statusCode).toBe(400);
  });

  it('undoes a change through the API; another store’s change is not found', async () => {
    const log = (await changeLog(adminToken, `${storeId}&status=applied`)).json().data.items;
    const latest = log[0];
    const foreign = await undo(outsiderToken, `/api/ppc/changes/${latest.id}`, otherStoreId);
    expect(foreign.statusCode).toBe(404);
    const res = await undo(adminToken, `/api/ppc/changes/${latest.id}`, storeId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items[0]).toMatchObject({ source: 'undo', status: 'applied', undo_of: latest.id });
    const again = await undo(adminToken, `/api/ppc/changes/${latest.id}`, storeId);
    expect(again.statusCode).toBe(409);
    const noRun = await undo(adminToken, '/api/ppc/rule-runs/run-none', storeId);
    expect(noRun.statusCode).toBe(409);
    const badId = await undo(adminToken, '/api/ppc/changes/not-a-uuid', storeId);
    expect(badId.statusCode).toBe(400);
  });
});
