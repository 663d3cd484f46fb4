import { SESSION_MESSAGES, ZListSessionsResponse, ZLoginResponse } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { fixedClock } from '../../lib/clock.ts';
import { LAST_SEEN_RESOLUTION_MS, SESSION_IDLE_TIMEOUT_MS } from '../../lib/session-policy.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { insertUser, TEST_PASSWORD } from '../../testing/accounts.ts';
import { postLogin } from '../../testing/sign-in.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../testing/test-app.ts';

const MINUTE = 60_000;
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('sessions: idle timeout and signed-in devices', () => {
  let t: TTestApp;
  let clock: ReturnType<typeof fixedClock>;
  let seq = 0;

  beforeAll(async () => {
    clock = fixedClock(TEST_NOW);
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());

  const seedUser = () => insertUser(t.db, { email: `device${++seq}@example.com` });

  async function signIn(email: string, options: { rememberMe?: boolean; agent?: string; ip?: string } = {}) {
    const res = await postLogin(
      t.app,
      { user_name: email, password: TEST_PASSWORD, remember_me: options.rememberMe ?? false },
      { ip: options.ip ?? `10.9.0.${seq}`, headers: { 'user-agent': options.agent ?? CHROME_WINDOWS } },
    );
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
    return ZLoginResponse.parse(res.json()).accessToken;
  }

  const as = (token: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
  const me = (token: string) => as(token, 'GET', '/api/user');
  const lastSeenOf = async (sessionId: string) => {
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    return row?.lastSeenAt ?? null;
  };
  const listOf = async (token: string) => {
    const res = await as(token, 'GET', '/api/auth/sessions');
    expect(res.statusCode).toBe(200);
    return ZListSessionsResponse.parse(res.json()).data;
  };

  it('ends a session without remember-me after 30 minutes without a request, and only then', async () => {
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(30 * MINUTE);
    const user = await seedUser();
    const plain = await signIn(user.email);
    const remembered = await signIn(user.email, { rememberMe: true });
    // Requests every 25 minutes keep it alive well past the idle timeout.
    for (let i = 0; i < 4; i++) {
      clock.advance(25 * MINUTE);
      expect((await me(plain)).statusCode).toBe(200);
    }
    clock.advance(SESSION_IDLE_TIMEOUT_MS + 1000);
    expect((await me(plain)).statusCode).toBe(401);
    // The refused request did not bring it back.
    expect((await me(plain)).statusCode).toBe(401);
    // Remember-me is the user's choice to stay signed in: idling ends it only at its expiry.
    expect((await me(remembered)).statusCode).toBe(200);
  });

  it('moves last_seen_at in the sign-in statement, at most once a minute', async () => {
    const user = await seedUser();
    const token = await signIn(user.email);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    if (!session) throw new Error('no session');
    const started = clock.now();

    clock.advance(LAST_SEEN_RESOLUTION_MS / 2);
    expect((await me(token)).statusCode).toBe(200);
    // Under a minute after the sign-in: nothing written.
    expect(await lastSeenOf(session.id)).toBeNull();

    clock.advance(LAST_SEEN_RESOLUTION_MS);
    const firstBump = clock.now();
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastSeenOf(session.id)).toEqual(firstBump);

    clock.advance(LAST_SEEN_RESOLUTION_MS / 2);
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastSeenOf(session.id)).toEqual(firstBump);
    expect(firstBump.getTime()).toBeGreaterThan(started.getTime());
  });

  it("lists the caller's live sessions with device, IP and times, marking this one", async () => {
    const user = await seedUser();
    const other = await seedUser();
    const laptop = await signIn(user.email, { agent: CHROME_WINDOWS, ip: '10.20.0.1' });
    clock.advance(2 * MINUTE);
    const phone = await signIn(user.email, { agent: SAFARI_IPHONE, ip: '10.20.0.2', rememberMe: true });
    await signIn(other.email);
    const revoked = await signIn(user.email);
    await as(revoked, 'POST', '/api/auth/logout');
    clock.advance(2 * MINUTE);
    expect((await me(laptop)).statusCode).toBe(200);

    const list = await listOf(phone);
    expect(list).toHaveLength(2);
    const laptopRow = list.find((s) => !s.current);
    const phoneRow = list.find((s) => s.current);
    expect(laptopRow).toMatchObject({
      device: 'Chrome on Windows',
      ip: '10.20.0.1',
      remember_me: false,
      created_at: new Date(clock.now().getTime() - 4 * MINUTE).toISOString(),
      last_seen_at: clock.now().toISOString(),
    });
    expect(phoneRow).toMatchObject({
      device: 'Safari on iPhone',
      ip: '10.20.0.2',
      remember_me: true,
      created_at: new Date(clock.now().getTime() - 2 * MINUTE).toISOString(),
    });
    expect((await as(undefined, 'GET', '/api/auth/sessions')).statusCode).toBe(401);
  });

  it("signs out one of the caller's sessions, never another user's", async () => {
    const user = await seedUser();
    const other = await seedUser();
    const mine = await signIn(user.email);
    const second = await signIn(user.email, { agent: SAFARI_IPHONE });
    const theirs = await signIn(other.email);
    const [theirSession] = await listOf(theirs);
    const secondId = (await listOf(second)).find((s) => s.current)?.id;
    if (!theirSession || !secondId) throw new Error('sessions missing');

    const foreign = await as(mine, 'DELETE', `/api/auth/sessions/${theirSession.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: true, message: SESSION_MESSAGES.notFound });
    expect((await me(theirs)).statusCode).toBe(200);

    const res = await as(mine, 'DELETE', `/api/auth/sessions/${secondId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, message: SESSION_MESSAGES.signedOut });
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(200);
    // Already ended: the same answer as a stranger's.
    expect((await as(mine, 'DELETE', `/api/auth/sessions/${secondId}`)).statusCode).toBe(404);
    expect((await as(mine, 'DELETE', '/api/auth/sessions/not-a-uuid')).statusCode).toBe(400);
  });

  it('signs out everywhere else, keeping this session and other users’ sessions', async () => {
    const user = await seedUser();
    const other = await seedUser();
    const here = await signIn(user.email);
    const elsewhere = [await signIn(user.email), await signIn(user.email, { rememberMe: true })];
    const theirs = await signIn(other.email);

    const res = await as(here, 'POST', '/api/auth/sessions/sign-out-others');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: false,
      message: SESSION_MESSAGES.signedOutOthers(2),
      data: { signed_out: 2 },
    });
    for (const token of elsewhere) expect((await me(token)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(theirs)).statusCode).toBe(200);
    expect((await listOf(here)).map((s) => s.current)).toEqual([true]);
    expect((await as(undefined, 'POST', '/api/auth/sessions/sign-out-others')).statusCode).toBe(401);
  });

  it('names devices from their user agent', () => {
    expect(describeUserAgent(CHROME_WINDOWS)).toBe('Chrome on Windows');
    expect(describeUserAgent(SAFARI_IPHONE)).toBe('Safari on iPhone');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      ),
    ).toBe('Edge on macOS');
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox on Linux',
    );
    expect(describeUserAgent(null)).toBe('Unknown device');
    expect(describeUserAgent('vitest-agent')).toBe('Unknown device');
  });
});
