import { ZChannelListResponse, ZLoginResponse } from '@seller-tools/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_CLASSES } from '../db/reference-data.ts';
import { channels, companies, generalCode, referenceVersions } from '../db/schema/index.ts';
import { insertUser, TEST_PASSWORD, type TSeededUser } from '../testing/accounts.ts';
import { insertChannel, UK_MARKETPLACE as UK, US_MARKETPLACE as US } from '../testing/channels.ts';
import { buildTestApp, type TTestApp } from '../testing/test-app.ts';
import { createCallerStores } from './caller-stores.ts';

// The stores each request knows are kept per process and keyed by counters the database bumps in the same
// transaction as any change: these tests change the rows behind the process's back (plain SQL, as another
// process or an operator would) and expect the very next read to see it.
describe('caller stores kept per version', () => {
  let t: TTestApp;
  let owner: TSeededUser;
  let other: TSeededUser;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await insertUser(t.db, {
      email: 'owner@cache.test',
      password: TEST_PASSWORD,
      companyName: 'Cache',
    });
    other = await insertUser(t.db, {
      email: 'owner@other.test',
      password: TEST_PASSWORD,
      companyName: 'Other',
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  const versionOf = async (companyId: string) => {
    const [row] = await t.db
      .select({ stores: companies.storesVersion, reference: referenceVersions.version })
      .from(companies)
      .leftJoin(referenceVersions, eq(referenceVersions.name, 'general_code'))
      .where(eq(companies.id, companyId));
    return `${row?.stores}:${row?.reference ?? 0}`;
  };
  const viewer = (user: TSeededUser) => ({ companyId: user.companyId, accessChannelList: null });

  it('bumps the company counter on every insert, update and delete of its stores, and only its own', async () => {
    const before = await versionOf(owner.companyId);
    const otherBefore = await versionOf(other.companyId);
    const { id } = await insertChannel(t.db, {
      companyId: owner.companyId,
      sellerId: 'A1VERSION',
      marketplaceId: US,
    });
    const afterInsert = await versionOf(owner.companyId);
    expect(afterInsert).not.toBe(before);
    await t.db.update(channels).set({ signupStep: 'done' }).where(eq(channels.id, id));
    const afterUpdate = await versionOf(owner.companyId);
    expect(afterUpdate).not.toBe(afterInsert);
    await t.db.delete(channels).where(eq(channels.id, id));
    expect(await versionOf(owner.companyId)).not.toBe(afterUpdate);
    expect(await versionOf(other.companyId)).toBe(otherBefore);
  });

  it('keeps the list while the version holds and reads it again when it moves', async () => {
    const stores = createCallerStores(t.db);
    await insertChannel(t.db, { companyId: owner.companyId, sellerId: 'A1KEPT', marketplaceId: US });
    const v1 = await versionOf(owner.companyId);
    const first = await stores.visibleTo(viewer(owner), v1);
    expect(first.map((s) => s.sellerId)).toEqual(['A1KEPT']);

    // A change the counter does not see (its trigger switched off) proves the list is not read again…
    await t.db.execute(sql`alter table channels disable trigger channels_bump_stores_version`);
    try {
      await t.db.update(channels).set({ status: 'stale-on-purpose' }).where(eq(channels.sellerId, 'A1KEPT'));
    } finally {
      await t.db.execute(sql`alter table channels enable trigger channels_bump_stores_version`);
    }
    expect((await stores.visibleTo(viewer(owner), v1))[0]?.status).toBe('connected');

    // …and any counted change is seen by the very next read.
    await t.db.update(channels).set({ signupStep: 'done' }).where(eq(channels.sellerId, 'A1KEPT'));
    const v2 = await versionOf(owner.companyId);
    expect(v2).not.toBe(v1);
    const fresh = await stores.visibleTo(viewer(owner), v2);
    expect(fresh[0]).toMatchObject({ status: 'stale-on-purpose', signupStep: 'done' });
  });

  it("reads the stores again when a marketplace's reference row changes", async () => {
    const stores = createCallerStores(t.db);
    await insertChannel(t.db, { companyId: other.companyId, sellerId: 'A1UK', marketplaceId: UK });
    const v1 = await versionOf(other.companyId);
    const before = await stores.visibleTo(viewer(other), v1);
    const renamed = `${before[0]?.countryName ?? 'UK'} (renamed)`;
    await t.db
      .update(generalCode)
      .set({ name: renamed })
      .where(and(eq(generalCode.class, CODE_CLASSES.marketplace), eq(generalCode.code, UK)));
    const v2 = await versionOf(other.companyId);
    expect(v2).not.toBe(v1);
    expect((await stores.visibleTo(viewer(other), v2))[0]?.countryName).toBe(renamed);
  });

  it('narrows the company list to the viewer and shares one read between concurrent misses', async () => {
    const stores = createCallerStores(t.db);
    const version = await versionOf(owner.companyId);
    const [all, limited, none] = await Promise.all([
      stores.visibleTo(viewer(owner), version),
      stores.visibleTo({ companyId: owner.companyId, accessChannelList: ['A1KEPT'] }, version),
      stores.visibleTo({ companyId: owner.companyId, accessChannelList: [] }, version),
    ]);
    expect(all.map((s) => s.sellerId)).toContain('A1KEPT');
    expect(limited.map((s) => s.sellerId)).toEqual(['A1KEPT']);
    expect(none).toEqual([]);
    expect(stores.size).toBe(1);
  });

  it('holds at most its size of companies, dropping the least recently used', async () => {
    const stores = createCallerStores(t.db, { maxCompanies: 1 });
    await stores.visibleTo(viewer(owner), await versionOf(owner.companyId));
    await stores.visibleTo(viewer(other), await versionOf(other.companyId));
    expect(stores.size).toBe(1);
  });

  it('answers a signed-in request with a store added behind its back on the very next call', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user_name: other.email, password: TEST_PASSWORD },
    });
    const { accessToken } = ZLoginResponse.parse(login.json());
    const list = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/market/${other.companyId}/channel`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(res.statusCode).toBe(200);
      return ZChannelListResponse.parse(res.json());
    };
    const before = JSON.stringify(await list());
    await insertChannel(t.db, {
      companyId: other.companyId,
      sellerId: 'A1LATE',
      marketplaceId: US,
      signupStep: 'done',
    });
    const after = JSON.stringify(await list());
    expect(before).not.toContain('A1LATE');
    expect(after).toContain('A1LATE');
  });
});
