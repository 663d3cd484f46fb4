import { ZLoginResponse, ZMfaRequiredResponse } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOTP_SECRET_FORMAT, ConfigError } from '../config.ts';
import { companies, userMfa, users } from '../db/schema/index.ts';
import { insertUser, TEST_TOTP_SECRET } from '../testing/accounts.ts';
import { buildTestApp, type TTestApp, testConfig } from '../testing/test-app.ts';
import { DEV_ADMIN_EMAIL, ensureFirstAdmin } from './admin-bootstrap.ts';
import { createLogger } from './logger.ts';
import { COMMON_PASSWORD_MESSAGE, verifyPassword } from './passwords.ts';
import { totpCode } from './totp.ts';

describe('first administrator', () => {
  let t: TTestApp;
  const logger = createLogger('silent');
  const run = (env: Record<string, string>, print = vi.fn()) =>
    ensureFirstAdmin({ db: t.db, config: testConfig(env), logger, clock: t.clock, print });
  const signIn = (user_name: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { user_name, password } });

  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  it('creates the ADMIN_EMAIL account once, as a verified super-admin of "Seller Tools"', async () => {
    const env = { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'Adm1n!Sellertools' };
    const print = vi.fn();
    expect(await run(env, print)).toBe('created');
    expect(print).not.toHaveBeenCalled();

    const [admin] = await t.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(admin).toMatchObject({ roles: ['super-admin'], signupStep: 'done', isNeedPasswordChange: false });
    expect(admin?.emailVerifiedAt).not.toBeNull();
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, admin?.companyId ?? ''));
    expect(company?.name).toBe('Seller Tools');

    const res = await signIn('boss@example.com', 'Adm1n!Sellertools');
    expect(res.statusCode).toBe(200);
    expect(res.json().userInfo).toMatchObject({ role: 'super-admin', company_name: 'Seller Tools' });

    // A second start, even with another password, leaves the account exactly as it is.
    expect(await run({ ...env, ADMIN_PASSWORD: 'Other!Passw0rd9' })).toBe('exists');
    expect(await t.db.select().from(users)).toHaveLength(1);
    expect((await signIn('boss@example.com', 'Adm1n!Sellertools')).statusCode).toBe(200);
  });

  it('refuses a common or rule-breaking ADMIN_PASSWORD, or only one of the two, with one line', async () => {
    const refusals: [Record<string, string>, string][] = [
      [
        { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'password' },
        `Invalid environment variable ADMIN_PASSWORD: ${COMMON_PASSWORD_MESSAGE}`,
      ],
      [
        // On the bundled list, beyond the first 10 000.
        { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'Blahblah#2024' },
        `Invalid environment variable ADMIN_PASSWORD: ${COMMON_PASSWORD_MESSAGE}`,
      ],
      [
        { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'longenough1!' },
        'Invalid environment variable ADMIN_PASSWORD: Must contain at least 1 uppercase character',
      ],
      [
        { ADMIN_EMAIL: 'boss@example.com' },
        'Invalid environment variable ADMIN_PASSWORD: set ADMIN_EMAIL and ADMIN_PASSWORD together',
      ],
      [
        { ADMIN_PASSWORD: 'Adm1n!Sellertools' },
        'Invalid environment variable ADMIN_EMAIL: set ADMIN_EMAIL and ADMIN_PASSWORD together',
      ],
    ];
    for (const [env, message] of refusals) {
      const error = await run(env).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toBe(message);
      expect((error as Error).message).not.toContain('\n');
    }
    expect(await t.db.select().from(users)).toEqual([]);
  });

  it('outside production, without ADMIN_*, creates admin@seller-tools.local and prints its password once', async () => {
    const print = vi.fn();
    expect(await run({ NODE_ENV: 'development' }, print)).toBe('created');
    expect(print).toHaveBeenCalledTimes(1);
    const line = String(print.mock.calls[0]?.[0]);
    const match =
      /^First administrator: admin@seller-tools\.local \/ (\S+) — change it after signing in\.$/.exec(line);
    expect(match).not.toBeNull();
    const password = match?.[1] ?? '';

    const [admin] = await t.db.select().from(users).where(eq(users.email, DEV_ADMIN_EMAIL));
    expect(admin).toMatchObject({ roles: ['super-admin'], signupStep: 'done', isNeedPasswordChange: true });
    expect(await verifyPassword(admin?.passwordHash ?? '', password)).toBe(true);
    const res = await signIn(DEV_ADMIN_EMAIL, password);
    expect(res.statusCode).toBe(200);
    expect(res.json().isNeedPasswordChange).toBe(true);

    // Every later start finds the super-admin and prints nothing.
    const again = vi.fn();
    expect(await run({ NODE_ENV: 'development' }, again)).toBe('exists');
    expect(await run({}, again)).toBe('exists');
    expect(again).not.toHaveBeenCalled();
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it('prints nothing when a super-admin exists already', async () => {
    await insertUser(t.db, {
      email: 'owner@example.com',
      password: 'Adm1n!Sellertools',
      roles: ['super-admin'],
    });
    const print = vi.fn();
    expect(await run({ NODE_ENV: 'development' }, print)).toBe('exists');
    expect(print).not.toHaveBeenCalled();
  });

  it('in production without ADMIN_* only warns', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const print = vi.fn();
    expect(await run({ NODE_ENV: 'production' }, print)).toBe('skipped');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(print).not.toHaveBeenCalled();
    expect(await t.db.select().from(users)).toEqual([]);
  });

  it('enrols the ADMIN_EMAIL administrator with ADMIN_TOTP_SECRET: sign-in asks for a code of that secret', async () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const env = {
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'Adm1n!Sellertools',
      // Pasted as an app may show it: lower case, in groups.
      ADMIN_TOTP_SECRET: secret
        .toLowerCase()
        .replace(/(.{4})/g, '$1 ')
        .trim(),
    };
    expect(await run(env)).toBe('created');
    const first = await signIn('boss@example.com', 'Adm1n!Sellertools');
    const { mfaToken } = ZMfaRequiredResponse.parse(first.json());
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/mfa',
      payload: { mfaToken, code: totpCode(TEST_TOTP_SECRET, t.clock.now()) },
    });
    expect(wrong.statusCode).toBe(401);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/mfa',
      payload: { mfaToken, code: totpCode(secret, t.clock.now()) },
    });
    expect(done.statusCode).toBe(200);
    const token = ZLoginResponse.parse(done.json()).accessToken;
    // Enrolled: the system pages answer at once.
    const roles = await t.app.inject({
      method: 'GET',
      url: '/api/system/roles',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(roles.statusCode).toBe(200);

    // A later start with another secret never replaces the factor.
    const [before] = await t.db.select().from(userMfa);
    expect(await run({ ...env, ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' })).toBe('exists');
    expect(await t.db.select().from(userMfa)).toEqual([before]);
  });

  it('enrols an existing ADMIN_EMAIL super-admin who has no factor yet', async () => {
    const admin = await insertUser(t.db, {
      email: 'boss@example.com',
      password: 'Adm1n!Sellertools',
      roles: ['super-admin'],
      totpSecret: null,
    });
    const env = {
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'Adm1n!Sellertools',
      ADMIN_TOTP_SECRET: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
    };
    expect(await run(env)).toBe('exists');
    const [factor] = await t.db.select().from(userMfa);
    expect(factor).toMatchObject({ userId: admin.id });
    expect(factor?.enabledAt).not.toBeNull();
  });

  it('refuses a malformed ADMIN_TOTP_SECRET, or one without ADMIN_EMAIL, with one line naming it', async () => {
    for (const value of ['not base32!', 'ABCDEFGH', '0189ABCDEFGHIJKLMNOP']) {
      const error = (() => {
        try {
          testConfig({ ADMIN_TOTP_SECRET: value });
          return null;
        } catch (err) {
          return err as Error;
        }
      })();
      expect(error, value).toBeInstanceOf(ConfigError);
      expect(error?.message).toBe(
        `Invalid environment variable ADMIN_TOTP_SECRET: ${ADMIN_TOTP_SECRET_FORMAT}`,
      );
    }
    const alone = await run({ ADMIN_TOTP_SECRET: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' }).catch(
      (err: unknown) => err,
    );
    expect(alone).toBeInstanceOf(ConfigError);
    expect((alone as Error).message).toBe(
      'Invalid environment variable ADMIN_TOTP_SECRET: set it together with ADMIN_EMAIL and ADMIN_PASSWORD',
    );
    expect(await t.db.select().from(users)).toEqual([]);
  });
});
