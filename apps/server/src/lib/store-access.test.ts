import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, companies, users } from '../db/schema/index.ts';
import { insertUser, type TSeededUser } from '../testing/accounts.ts';
import { insertChannel, UK_MARKETPLACE as UK, US_MARKETPLACE as US } from '../testing/channels.ts';
import { createTestDatabase, type TTestDatabase } from '../testing/test-database.ts';
import { createCallerStores } from './caller-stores.ts';
import { callerStore, canSeeStore, storeVisibleTo } from './store-access.ts';

const PASSWORD = 'Corr3ct!horse';

// The access policy in both its forms, on one set of users and stores: whatever the SQL condition lists
// for a user (in the request's auth statement, or walking users for mail recipients) is exactly what the
// predicate lets them open, and what callerStore lets a store-scoped call through for.
describe('store access policy', () => {
  let database: TTestDatabase;
  let admin: TSeededUser; // Acme, list unset: every live store of Acme
  let member: TSeededUser; // Acme, limited to A1ONE: both its marketplaces
  let memberNone: TSeededUser; // Acme, empty list: nothing
  let rival: TSeededUser; // another company, list unset: only its own
  const store: Record<'one' | 'oneUk' | 'two' | 'gone' | 'rival', string> = {
    one: '',
    oneUk: '',
    two: '',
    gone: '',
    rival: '',
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    admin = await insertUser(db, { email: 'admin@acme.test', password: PASSWORD, companyName: 'Acme' });
    member = await insertUser(db, {
      email: 'member@acme.test',
      password: PASSWORD,
      companyId: admin.companyId,
      accessChannelList: ['A1ONE', 'A1GONE'],
    });
    memberNone = await insertUser(db, {
      email: 'none@acme.test',
      password: PASSWORD,
      companyId: admin.companyId,
      accessChannelList: [],
    });
    rival = await insertUser(db, { email: 'owner@rival.test', password: PASSWORD, companyName: 'Rival' });
    const add = async (companyId: string, sellerId: string, marketplaceId = US) =>
      (await insertChannel(db, { companyId, sellerId, marketplaceId })).id;
    store.one = await add(admin.companyId, 'A1ONE');
    store.oneUk = await add(admin.companyId, 'A1ONE', UK);
    store.two = await add(admin.companyId, 'A1TWO');
    store.gone = await add(admin.companyId, 'A1GONE');
    // The rival's seller is on the member's list too: the company still keeps it out.
    store.rival = await add(rival.companyId, 'A1ONE');
    await db.update(channels).set({ deletedAt: new Date() }).where(eq(channels.id, store.gone));
  }, 60_000);

  afterAll(async () => {
    await database?.drop();
  });

  const expected = () => ({
    admin: [store.one, store.oneUk, store.two].sort(),
    member: [store.one, store.oneUk].sort(),
    memberNone: [],
    rival: [store.rival],
  });
  const viewers = () => ({ admin, member, memberNone, rival });
  // What every request knows of the user: their row, and their stores as lib/caller-stores.ts narrows the
  // company's list with the predicate (a fresh instance: nothing cached from an earlier test).
  const callerOf = async (user: TSeededUser) => {
    const [row] = await database.db
      .select({ accessChannelList: users.accessChannelList, version: companies.storesVersion })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, user.id));
    const viewer = { companyId: user.companyId, accessChannelList: row?.accessChannelList ?? null };
    const stores = await createCallerStores(database.db).visibleTo(viewer, String(row?.version));
    return { companyId: user.companyId, stores };
  };

  it("lists, for each request, the live stores of the caller's company narrowed by their list", async () => {
    for (const [name, user] of Object.entries(viewers())) {
      const ids = (await callerOf(user)).stores.map((s) => s.channelId);
      expect(ids.sort(), name).toEqual(expected()[name as keyof ReturnType<typeof expected>]);
    }
  });

  it('lists every user with their stores when the condition walks users (recipients)', async () => {
    const rows = await database.db
      .select({ userId: users.id, channelId: channels.id })
      .from(users)
      .innerJoin(channels, storeVisibleTo(users.companyId));
    for (const [name, user] of Object.entries(viewers())) {
      const ids = rows.filter((r) => r.userId === user.id).map((r) => r.channelId);
      expect(ids.sort(), name).toEqual(expected()[name as keyof ReturnType<typeof expected>]);
    }
  });

  it('answers the same for one store, as a predicate and through callerStore', async () => {
    const rows = await database.db
      .select({
        id: channels.id,
        companyId: channels.companyId,
        sellerId: channels.sellerId,
        deletedAt: channels.deletedAt,
      })
      .from(channels);
    const lists = await database.db.select({ id: users.id, list: users.accessChannelList }).from(users);
    for (const [name, user] of Object.entries(viewers())) {
      const access = {
        companyId: user.companyId,
        accessChannelList: lists.find((l) => l.id === user.id)?.list ?? null,
      };
      const allowed = expected()[name as keyof ReturnType<typeof expected>] as string[];
      const caller = await callerOf(user);
      for (const row of rows) {
        expect(canSeeStore(access, row), `${name} ${row.sellerId}`).toBe(allowed.includes(row.id));
        const outcome = callerStore(caller, row.id);
        expect(outcome.ok, `${name} resolves ${row.sellerId}`).toBe(allowed.includes(row.id));
        if (!outcome.ok) expect(outcome.error.code).toBe('forbidden');
      }
    }
  });

  it('refuses a store that does not exist', async () => {
    expect(callerStore(await callerOf(admin), '00000000-0000-0000-0000-000000000000').ok).toBe(false);
  });

  it('holds the predicate to its rule on plain values', () => {
    const live = { companyId: 'c1', sellerId: 'S1', deletedAt: null };
    expect(canSeeStore({ companyId: 'c1', accessChannelList: null }, live)).toBe(true);
    expect(canSeeStore({ companyId: 'c1', accessChannelList: ['S1'] }, live)).toBe(true);
    expect(canSeeStore({ companyId: 'c1', accessChannelList: ['S2'] }, live)).toBe(false);
    expect(canSeeStore({ companyId: 'c1', accessChannelList: [] }, live)).toBe(false);
    expect(canSeeStore({ companyId: 'c2', accessChannelList: null }, live)).toBe(false);
    expect(
      canSeeStore({ companyId: 'c1', accessChannelList: null }, { ...live, deletedAt: new Date() }),
    ).toBe(false);
  });
});
