import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginThrottles } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { insertUser, TEST_PASSWORD } from '../../testing/accounts.ts';
import { postLogin } from '../../testing/sign-in.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { AUTH_MESSAGES } from './auth.service.ts';
import { ACCOUNT_FAILURE_LIMIT, IP_FAILURE_LIMIT, IP_WINDOW_MS, ipKey } from './login-throttle.ts';

// Every argon2 verification the server runs goes through this spy, so a test can count the hashes.
vi.mock('../../lib/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/passwords.ts')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verifications = vi.mocked(verifyPassword);

// Issue 17, H1: the throttle was checked before hashing and counted after, so parallel guesses all passed
// the check before the first was counted (100 wrong passwords at once: 100 hashes, 100 × 401).
describe('sign-in throttling under parallel guesses', () => {
  const t = useTestApp();
  beforeEach(() => verifications.mockClear());

  const login = (user_name: string, password: string, ip: string) =>
    postLogin(t.app, { user_name, password }, { ip });

  it(`hashes at most ${ACCOUNT_FAILURE_LIMIT} of 100 parallel wrong passwords for one account; the rest get 429`, async () => {
    const user = await insertUser(t.db, { email: 'raced@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(user.email, `Wr0ng!guess${i}`, `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - ACCOUNT_FAILURE_LIMIT);
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(ACCOUNT_FAILURE_LIMIT);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json()).toEqual({ error: true, message: AUTH_MESSAGES.tooManyAttempts(60_000) });
    // The right password is refused too while the block lasts.
    expect((await login(user.email, TEST_PASSWORD, '10.1.9.9')).statusCode).toBe(429);
  });

  it(`hashes at most ${IP_FAILURE_LIMIT} parallel wrong passwords from one address`, async () => {
    const attacker = '10.2.0.1';
    // Distinct names, so that no account reaches its own limit.
    const answers = await Promise.all(
      Array.from({ length: IP_FAILURE_LIMIT + 30 }, (_, i) =>
        login(`spray${i}@example.com`, 'Wr0ng!x', attacker),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(IP_FAILURE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(IP_FAILURE_LIMIT);
  }, 60_000); // 100 argon2 runs: slow on a shared machine

  it('gives the reservation back on a correct password: successes never use up an address', async () => {
    const user = await insertUser(t.db, { email: 'busy-office@example.com' });
    const office = '10.3.0.1';
    // An address one failure short of its limit (an office behind one NAT, say).
    await t.db.insert(loginThrottles).values({
      key: ipKey(office),
      failures: IP_FAILURE_LIMIT - 1,
      lastFailureAt: t.clock.now(),
      blockedUntil: new Date(t.clock.now().getTime() + IP_WINDOW_MS),
    });
    for (let i = 0; i < 20; i++)
      expect((await login(user.email, TEST_PASSWORD, office)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.key, ipKey(office)));
    expect(row?.failures).toBe(IP_FAILURE_LIMIT - 1);
    // The one failure left is still there, and then the address is blocked.
    expect((await login(user.email, 'Wr0ng!guess', office)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, office)).statusCode).toBe(429);
  });

  it('throttles the current password of PUT /api/auth/login/password like a sign-in', async () => {
    const user = await insertUser(t.db, { email: 'changer@example.com' });
    const signedIn = await login(user.email, TEST_PASSWORD, '10.4.0.1');
    const token = signedIn.json().accessToken as string;
    verifications.mockClear();
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/login/password',
        headers: { authorization: `Bearer ${token}` },
        payload: { email: user.email, current_password: current, new_password: 'N3w!Batterystaple' },
        remoteAddress: '10.4.0.2',
      });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => change(`Wr0ng!current${i}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - ACCOUNT_FAILURE_LIMIT);
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(ACCOUNT_FAILURE_LIMIT);
    const refused = answers.find((a) => a.statusCode === 429);
    // The change-password UI drops the first 4 characters of an error (spec §8): a code goes first.
    expect(refused?.json()).toEqual({
      error: true,
      message: `E06 ${AUTH_MESSAGES.tooManyAttempts(60_000)}`,
    });
    // The account's sign-in shares the count.
    expect((await login(user.email, TEST_PASSWORD, '10.4.0.3')).statusCode).toBe(429);
  });
});
