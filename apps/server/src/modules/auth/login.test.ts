import { ZLoginResponse } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles, sessions, users } from '../../db/schema/index.ts';
import { fixedClock } from '../../lib/clock.ts';
import { sha256 } from '../../lib/tokens.ts';
import { insertUser, TEST_PASSWORD, type TUserSeed } from '../../testing/accounts.ts';
import { expectEnvelopeError } from '../../testing/envelope-error.ts';
import { postLogin } from '../../testing/sign-in.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../testing/test-app.ts';
import { AUTH_MESSAGES } from './auth.service.ts';
import { ACCOUNT_MAX_DELAY_MS, accountDelayMs, IP_FAILURE_LIMIT, IP_WINDOW_MS } from './login-throttle.ts';

const HOUR = 60 * 60_000;

describe('sign-in', () => {
  let t: TTestApp;
  let clock: ReturnType<typeof fixedClock>;
  let seq = 0;
  // Each test signs in from its own address so that the per-IP counter of one never reaches another.
  let ip = '10.0.0.1';

  const seedUser = (seed: Partial<TUserSeed> = {}) =>
    insertUser(t.db, { email: `seller${++seq}@example.com`, password: TEST_PASSWORD, ...seed });

  const login = (body: Record<string, unknown>, from = ip) =>
    postLogin(t.app, body, { ip: from, headers: { 'user-agent': 'vitest-agent' } });

  beforeAll(async () => {
    clock = fixedClock(TEST_NOW);
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());

  let ipSeq = 0;
  const nextIp = () => {
    ip = `10.0.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
    return ip;
  };

  it('answers the sign-in response of spec §3 with a 24-hour session', async () => {
    nextIp();
    const user = await seedUser({
      name: 'Jane Seller',
      companyName: 'Jane Trading',
      roles: ['super-admin', 'case-manager'],
      currentSellerId: 'A1SELLER',
      // Without a second factor: the one-step answer (a staff user without one still gets a session).
      totpSecret: null,
    });
    const res = await login({ user_name: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = ZLoginResponse.parse(res.json());
    expect(body.error).toBe(false);
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expiredDate).toBe(new Date(clock.now().getTime() + 24 * HOUR).toISOString());
    expect(body.isNeedPasswordChange).toBe(false);
    expect(body.userInfo).toEqual({
      user_id: user.id,
      email: user.email,
      user_name: user.email,
      name: 'Jane Seller',
      company_id: user.companyId,
      company_name: 'Jane Trading',
      image: null,
      role: 'super-admin,case-manager',
      is_need_password_change: false,
      is_subscribed_marketing: {
        general_newsletter_email: false,
        new_feature_guide_email: false,
        recent_update_email: false,
      },
      unsubscribe_req_date: null,
      ppc_timezone: 'America/Los_Angeles',
      stripe_customer_id: null,
      module_config: null,
      current_channel_info: { seller_id: 'A1SELLER', marketplace_id: null },
      signup_step: 'done',
      is_marketing_preference_set: false,
      plan_list: [{ plan_name: 'review', modules: ['review'] }],
      access_channel_list: null,
      is_company_admin: true,
    });

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLoginAt?.toISOString()).toBe(clock.now().toISOString());
  });

  it('stores only the SHA-256 of the token, with the address and user agent', async () => {
    nextIp();
    const user = await seedUser();
    const res = await login({ user_name: user.email, password: TEST_PASSWORD });
    const token = res.json().accessToken as string;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]).toMatchObject({ ip, userAgent: 'vitest-agent', rememberMe: false, revokedAt: null });
  });

  it('gives a new token at every sign-in', async () => {
    nextIp();
    const user = await seedUser();
    const a = (await login({ user_name: user.email, password: TEST_PASSWORD })).json().accessToken;
    const b = (await login({ user_name: user.email, password: TEST_PASSWORD })).json().accessToken;
    expect(a).not.toBe(b);
  });

  it('keeps a remember-me session for 7 days (the cookie expiry), otherwise 24 hours', async () => {
    nextIp();
    const user = await seedUser();
    const remembered = await login({ user_name: user.email, password: TEST_PASSWORD, remember_me: true });
    const now = clock.now().getTime();
    expect(remembered.json().expiredDate).toBe(new Date(now + 7 * 24 * HOUR).toISOString());
    const plain = await login({ user_name: user.email, password: TEST_PASSWORD, remember_me: false });
    expect(plain.json().expiredDate).toBe(new Date(now + 24 * HOUR).toISOString());

    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    clock.advance(24 * HOUR + 1000);
    expect((await me(plain.json().accessToken)).statusCode).toBe(401);
    expect((await me(remembered.json().accessToken)).statusCode).toBe(200);
    clock.advance(6 * 24 * HOUR);
    expect((await me(remembered.json().accessToken)).statusCode).toBe(401);
  });

  it('accepts the email or the user name, case-insensitively', async () => {
    nextIp();
    const user = await seedUser({ userName: 'Jane.Doe' });
    expect((await login({ user_name: user.email.toUpperCase(), password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await login({ user_name: '  jane.doe ', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('answers an unknown user and a wrong password alike, in about the same time', async () => {
    nextIp();
    const user = await seedUser();
    const unknown = await login({ user_name: 'nobody@example.com', password: TEST_PASSWORD });
    const wrong = await login({ user_name: user.email, password: 'Wr0ng!password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: true, message: 'Incorrect email or password.' });
    expect(wrong.json()).toEqual(unknown.json());

    // An unknown name still costs one argon2 verification: without it, it would answer many times faster.
    const median = async (body: Record<string, unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await login(body, nextIp());
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2] ?? 0;
    };
    const unknownMs = await median({ user_name: 'ghost@example.com', password: 'Wr0ng!password' });
    const wrongMs = await median({ user_name: user.email, password: 'Wr0ng!password' });
    expect(unknownMs).toBeGreaterThan(wrongMs * 0.5);
  });

  it('tells about an unverified email only after a correct password', async () => {
    nextIp();
    const user = await seedUser({ verified: false });
    const wrong = await login({ user_name: user.email, password: 'Wr0ng!password' });
    expectEnvelopeError(wrong, 401, AUTH_MESSAGES.signInFailed);
    const right = await login({ user_name: user.email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: true, message: 'Please verify your email before signing in.' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('accepts a temporary password until it expires, then refuses it like a wrong one', async () => {
    nextIp();
    const user = await seedUser({
      isNeedPasswordChange: true,
      passwordExpiresAt: new Date(clock.now().getTime() + HOUR),
    });
    const before = await login({ user_name: user.email, password: TEST_PASSWORD });
    expect(before.statusCode).toBe(200);
    expect(before.json().isNeedPasswordChange).toBe(true);
    expect(before.json().userInfo.is_need_password_change).toBe(true);

    clock.advance(HOUR);
    const after = await login({ user_name: user.email, password: TEST_PASSWORD });
    expectEnvelopeError(after, 401, AUTH_MESSAGES.signInFailed);
  });

  it('does not sign in a deleted user', async () => {
    nextIp();
    const user = await seedUser();
    await t.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, user.id));
    const res = await login({ user_name: user.email, password: TEST_PASSWORD });
    expectEnvelopeError(res, 401, AUTH_MESSAGES.signInFailed);
  });

  it('answers a malformed request with 400 in the envelope', async () => {
    nextIp();
    const res = await login({ user_name: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: true,
      message: expect.stringContaining('Please enter your email.'),
    });
    const noBody = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error).toBe(true);
  });
});

describe('sign-in throttling', () => {
  let t: TTestApp;
  let clock: ReturnType<typeof fixedClock>;
  beforeAll(async () => {
    clock = fixedClock(TEST_NOW);
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());

  const login = (user_name: string, password: string, ip: string) =>
    postLogin(t.app, { user_name, password }, { ip });

  it('grows the delay from 1 minute, doubling, to at most 15 minutes', () => {
    expect([9, 10, 11, 12, 13, 14, 15, 40, 1000].map((n) => accountDelayMs(n) / 60_000)).toEqual([
      0, 1, 2, 4, 8, 15, 15, 15, 15,
    ]);
    expect(ACCOUNT_MAX_DELAY_MS).toBe(15 * 60_000);
  });

  it('blocks an account after 10 failures with growing delays that end, and a success clears it', async () => {
    const user = await insertUser(t.db, { email: 'target@example.com' });
    // Failures from many addresses: the account counter is what matters here.
    for (let i = 0; i < 10; i++) {
      const res = await login(user.email, `Wr0ng!guess${i}`, `192.0.2.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    // Refused before any password check, even the right password.
    const blocked = await login(user.email, TEST_PASSWORD, '192.0.2.50');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: true,
      message: 'Too many sign-in attempts. Please try again in 1 minute.',
    });

    clock.advance(60_000);
    expect((await login(user.email, 'Wr0ng!again', '192.0.2.51')).statusCode).toBe(401);
    const longer = await login(user.email, TEST_PASSWORD, '192.0.2.52');
    expectEnvelopeError(longer, 429, 'Too many sign-in attempts. Please try again in 2 minutes.');

    clock.advance(2 * 60_000);
    const ok = await login(user.email, TEST_PASSWORD, '192.0.2.53');
    expect(ok.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(loginThrottles)
        .where(eq(loginThrottles.key, `account:${user.id}`)),
    ).toEqual([]);
    // The count starts again from zero: one more failure is just a failure.
    expect((await login(user.email, 'Wr0ng!again', '192.0.2.54')).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, '192.0.2.55')).statusCode).toBe(200);
  });

  it('never blocks an account for longer than 15 minutes at a time', async () => {
    const user = await insertUser(t.db, { email: 'patient@example.com' });
    for (let round = 0; round < 16; round++) {
      const res = await login(user.email, `Wr0ng!guess${round}`, `198.51.100.${round + 1}`);
      expect(res.statusCode).toBe(401);
      clock.advance(15 * 60_000);
    }
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.99')).statusCode).toBe(200);
  });

  it('throttles an unknown name exactly like a known one', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login('ghost@example.com', 'Wr0ng!x', `203.0.113.${i + 1}`)).statusCode).toBe(401);
    }
    const res = await login('GHOST@example.com', 'Wr0ng!x', '203.0.113.99');
    expectEnvelopeError(res, 429, 'Too many sign-in attempts. Please try again in 1 minute.');
    clock.advance(60_000);
  });

  it(`blocks an address after ${IP_FAILURE_LIMIT} failures in 15 minutes, until the window ends`, async () => {
    const user = await insertUser(t.db, { email: 'bystander@example.com' });
    const attacker = '172.16.0.9';
    // Distinct names, so that no account reaches its own limit.
    for (let batch = 0; batch < IP_FAILURE_LIMIT / 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => login(`spray${batch}-${i}@example.com`, 'Wr0ng!x', attacker)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(401));
    }
    const blocked = await login(user.email, TEST_PASSWORD, attacker);
    expectEnvelopeError(blocked, 429, 'Too many sign-in attempts. Please try again in 15 minutes.');
    // Another address is not affected.
    expect((await login(user.email, TEST_PASSWORD, '172.16.0.10')).statusCode).toBe(200);

    clock.advance(IP_WINDOW_MS);
    expect((await login(user.email, TEST_PASSWORD, attacker)).statusCode).toBe(200);
  });
});
