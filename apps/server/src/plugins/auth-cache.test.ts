import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { connectDatabase } from '../db/client.ts';
import { channels, companies, companyPlans, plans, sessions, users } from '../db/schema/index.ts';
import type { TAuth } from '../lib/auth.ts';
import { fixedClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { LAST_SEEN_RESOLUTION_MS, SESSION_IDLE_TIMEOUT_MS } from '../lib/session-policy.ts';
import { createMailer } from '../mail/mailer.ts';
import { enrolTestTotp, insertUser, TEST_PASSWORD } from '../testing/accounts.ts';
import { insertChannel, US_MARKETPLACE } from '../testing/channels.ts';
import { injectAs, signInToken } from '../testing/sign-in.ts';
import { buildTestApp, TEST_NOW, type TTestApp, testConfig } from '../testing/test-app.ts';
import { waitFor } from '../testing/wait-for.ts';

// Two app instances on one database, as two server processes would be: a change made through A (its
// endpoints or its connection pool) must reach B's cached callers through the database's notices alone.

const CALLER_URL = '/test/caller';

function addCallerRoute(app: FastifyInstance): void {
  app.get(CALLER_URL, async (request) => ({ caller: request.auth }));
}

async function secondInstance(a: TTestApp, clock: ReturnType<typeof fixedClock>) {
  const database = connectDatabase(a.database.url, { max: 4 });
  const logger = createLogger('silent');
  const app = await buildApp({
    config: testConfig(),
    database,
    queue: a.queue,
    mailer: createMailer({ db: database.db, from: 'test@seller-tools.local', logger }),
    clock,
    logger,
  });
  addCallerRoute(app);
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const status = (app: FastifyInstance) => {
  if (!app.authCache) throw new Error('the auth cache is off');
  return app.authCache;
};

describe('auth cache across two processes on one database', () => {
  let a: TTestApp;
  let b: Awaited<ReturnType<typeof secondInstance>>;
  const clock = fixedClock(TEST_NOW);
  let seq = 0;

  beforeAll(async () => {
    a = await buildTestApp({ clock, routes: addCallerRoute });
    b = await secondInstance(a, clock);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const seedUser = (seed: { companyId?: string; rememberMe?: boolean } = {}) =>
    insertUser(a.db, { email: `cache${++seq}@example.com`, ...seed });
  const signIn = (email: string) => signInToken(a.app, email, TEST_PASSWORD);

  /** Every notice committed so far has reached B. */
  const delivered = () => status(b.app).barrier();

  async function callerOn(app: FastifyInstance, token: string): Promise<TAuth | null> {
    const res = await injectAs(app, token, 'GET', CALLER_URL);
    expect(res.statusCode).toBe(200);
    return (res.json() as { caller: TAuth | null }).caller;
  }

  /** The caller as B answers it from memory: the second of two requests must not run the statement. */
  async function cachedOnB(token: string): Promise<TAuth | null> {
    // Notices of earlier writes (the sign-in's own) still on their way would rightly refuse the answer.
    await delivered();
    await callerOn(b.app, token);
    const { hits, statements } = status(b.app).counts;
    const caller = await callerOn(b.app, token);
    expect(status(b.app).counts).toEqual({ hits: hits + 1, statements });
    return caller;
  }

  async function sessionIdOf(userId: string): Promise<string> {
    const [row] = await a.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
    if (!row) throw new Error('no session');
    return row.id;
  }

  it('answers a busy session from memory, running the statement again once a minute', async () => {
    const user = await seedUser();
    const token = await signIn(user.email);
    expect((await cachedOnB(token))?.userId).toBe(user.id);
    clock.advance(LAST_SEEN_RESOLUTION_MS);
    expect((await cachedOnB(token))?.userId).toBe(user.id);
    // Past the minute: the statement runs (moving last_seen_at), and its answer is kept again.
    clock.advance(1);
    const { statements } = status(b.app).counts;
    expect((await callerOn(b.app, token))?.userId).toBe(user.id);
    expect(status(b.app).counts.statements).toBe(statements + 1);
    const [row] = await a.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.lastSeenAt?.getTime()).toBe(clock.now().getTime());
    expect((await cachedOnB(token))?.userId).toBe(user.id);
  });

  it('still ends an idle session on the request that would have hit the cache', async () => {
    const user = await seedUser();
    const token = await signIn(user.email);
    expect(await cachedOnB(token)).not.toBeNull();
    clock.advance(SESSION_IDLE_TIMEOUT_MS + 1);
    const { hits } = status(b.app).counts;
    expect(await callerOn(b.app, token)).toBeNull();
    expect(status(b.app).counts.hits).toBe(hits);
  });

  it('sign-out through A signs the session out on B', async () => {
    const user = await seedUser();
    const token = await signIn(user.email);
    expect(await cachedOnB(token)).not.toBeNull();
    expect((await injectAs(a.app, token, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    await delivered();
    expect(await callerOn(b.app, token)).toBeNull();
  });

  it('a session signed out from the devices panel on A is gone on B, the others stay', async () => {
    const user = await seedUser();
    const first = await signIn(user.email);
    const firstId = await sessionIdOf(user.id);
    const second = await signIn(user.email);
    expect(await cachedOnB(first)).not.toBeNull();
    expect(await cachedOnB(second)).not.toBeNull();
    expect((await injectAs(a.app, second, 'DELETE', `/api/auth/sessions/${firstId}`)).statusCode).toBe(200);
    await delivered();
    expect(await callerOn(b.app, first)).toBeNull();
    expect(await callerOn(b.app, second)).not.toBeNull();
  });

  it('a password change on A ends the other sessions on B', async () => {
    const user = await seedUser();
    const other = await signIn(user.email);
    const current = await signIn(user.email);
    expect(await cachedOnB(other)).not.toBeNull();
    const res = await injectAs(a.app, current, 'PUT', '/api/auth/login/password', {
      email: user.email,
      current_password: TEST_PASSWORD,
      new_password: 'N3w!horse-battery',
    });
    expect(res.statusCode).toBe(200);
    await delivered();
    expect(await callerOn(b.app, other)).toBeNull();
    expect(await callerOn(b.app, current)).not.toBeNull();
  });

  it('a plan with the ppc module assigned through A makes the caller an advertising-admin on B, and back', async () => {
    const user = await seedUser();
    const token = await signIn(user.email);
    expect((await cachedOnB(token))?.roles).toEqual([]);
    const [plan] = await a.db
      .insert(plans)
      .values({ name: `ppc-cache-${seq}`, modules: ['ppc'] })
      .returning({ id: plans.id });
    if (!plan) throw new Error('no plan');
    await a.db.insert(companyPlans).values({ companyId: user.companyId, planId: plan.id });
    await delivered();
    expect((await callerOn(b.app, token))?.roles).toEqual(['advertising-admin']);
    expect((await cachedOnB(token))?.roles).toEqual(['advertising-admin']);
    // The plan itself changed (no module any more): every caller hears of it.
    await a.db
      .update(plans)
      .set({ modules: ['review'] })
      .where(eq(plans.id, plan.id));
    await delivered();
    expect((await callerOn(b.app, token))?.roles).toEqual([]);
    await a.db
      .update(plans)
      .set({ modules: ['ppc'] })
      .where(eq(plans.id, plan.id));
    await delivered();
    expect((await cachedOnB(token))?.roles).toEqual(['advertising-admin']);
    await a.db.delete(companyPlans).where(eq(companyPlans.planId, plan.id));
    await delivered();
    expect((await callerOn(b.app, token))?.roles).toEqual([]);
    await a.db.update(plans).set({ isActive: false }).where(eq(plans.id, plan.id));
  });

  it('roles, team permissions and the access list changed through A show on B', async () => {
    const user = await seedUser();
    const token = await signIn(user.email);
    expect(await cachedOnB(token)).toMatchObject({ roles: [], permissions: null, accessChannelList: null });
    await a.db
      .update(users)
      .set({ roles: ['case-manager'] })
      .where(eq(users.id, user.id));
    await delivered();
    expect((await callerOn(b.app, token))?.roles).toEqual(['case-manager']);
    expect(await cachedOnB(token)).not.toBeNull();
    await a.db
      .update(users)
      .set({ permissions: ['review'], accessChannelList: ['SELLER1'], isCompanyAdmin: false })
      .where(eq(users.id, user.id));
    await delivered();
    expect(await callerOn(b.app, token)).toMatchObject({
      permissions: ['review'],
      accessChannelList: ['SELLER1'],
      isCompanyAdmin: false,
    });
  });

  it('a store connected or removed through A changes the stores B answers', async () => {
    const user = await seedUser();
    const token = await signIn(user.email);
    expect((await cachedOnB(token))?.stores).toEqual([]);
    const store = await insertChannel(a.db, {
      companyId: user.companyId,
      sellerId: 'CACHESELLER',
      marketplaceId: US_MARKETPLACE,
      signupStep: 'done',
    });
    await delivered();
    expect((await callerOn(b.app, token))?.stores.map((s) => s.channelId)).toEqual([store.id]);
    expect((await cachedOnB(token))?.stores).toHaveLength(1);
    await a.db.update(channels).set({ deletedAt: clock.now() }).where(eq(channels.id, store.id));
    await delivered();
    expect((await callerOn(b.app, token))?.stores).toEqual([]);
  });

  it('a company renamed through A, and its other members, show on B', async () => {
    const owner = await seedUser();
    const member = await seedUser({ companyId: owner.companyId });
    const ownerToken = await signIn(owner.email);
    const memberToken = await signIn(member.email);
    await cachedOnB(ownerToken);
    await cachedOnB(memberToken);
    await a.db.update(companies).set({ name: 'Renamed Inc' }).where(eq(companies.id, owner.companyId));
    await delivered();
    expect((await callerOn(b.app, ownerToken))?.companyName).toBe('Renamed Inc');
    expect((await callerOn(b.app, memberToken))?.companyName).toBe('Renamed Inc');
  });

  it('a second factor enabled through A shows on B', async () => {
    const user = await seedUser();
    const token = await signIn(user.email);
    expect((await cachedOnB(token))?.mfaEnabled).toBe(false);
    await enrolTestTotp(a.db, user.id);
    await delivered();
    expect((await callerOn(b.app, token))?.mfaEnabled).toBe(true);
  });

  it('a favourite store saved through A shows on B', async () => {
    const user = await seedUser();
    const token = await signIn(user.email);
    expect((await cachedOnB(token))?.favoriteStores).toBeNull();
    const favourites = [{ seller_id: 'S1', market_id: 'ATVPDKIKX0DER' }];
    await a.db.execute(
      sql`insert into user_configs (user_id, name, data) values (${user.id}, 'favorite_channel', ${JSON.stringify(favourites)}::jsonb)`,
    );
    await delivered();
    expect((await callerOn(b.app, token))?.favoriteStores).toEqual(favourites);
  });

  it('a user deleted through A is signed out on B', async () => {
    const user = await seedUser();
    const token = await signIn(user.email);
    expect(await cachedOnB(token)).not.toBeNull();
    await a.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, user.id));
    await delivered();
    expect(await callerOn(b.app, token)).toBeNull();
  });

  it("reads its own writes at once: a change through B's pool shows at B's very next request", async () => {
    const user = await seedUser();
    const token = await signIn(user.email);
    expect(await cachedOnB(token)).not.toBeNull();
    await b.db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.userId, user.id));
    // No waiting for the notice here: B's own write makes its next hit catch up first.
    expect(await callerOn(b.app, token)).toBeNull();
  });

  it('flushes the cache when its listener reconnects, and notices flow again', async () => {
    const user = await seedUser();
    const token = await signIn(user.email);
    expect(await cachedOnB(token)).not.toBeNull();
    const pid = status(b.app).listenerPid;
    expect(pid).not.toBeNull();
    // The connection ended from the database's side, as a restart or a network loss would.
    await a.db.execute(sql`select pg_terminate_backend(${pid})`);
    // A change made around the loss: its notice may be lost, but the cache starts empty once back.
    await a.db
      .update(users)
      .set({ roles: ['advertising-admin'] })
      .where(eq(users.id, user.id));
    await waitFor(
      () => status(b.app).serving && status(b.app).listenerPid !== pid,
      "B's listener to reconnect",
    );
    expect((await cachedOnB(token))?.roles).toEqual(['advertising-admin']);
    await a.db.update(users).set({ roles: [] }).where(eq(users.id, user.id));
    await delivered();
    expect((await callerOn(b.app, token))?.roles).toEqual([]);
  });
});
