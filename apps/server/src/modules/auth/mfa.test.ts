import {
  endpointPath,
  MFA_MESSAGES,
  mappsLoginEndpoint,
  ROLES,
  SYSTEM_USER_MESSAGES,
  ZLoginResponse,
  ZMfaRequiredResponse,
} from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginThrottles, mfaChallenges, mfaRecoveryCodes, sessions, userMfa } from '../../db/schema/index.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { totpCode } from '../../lib/totp.ts';
import { insertUser, TEST_PASSWORD, TEST_TOTP_SECRET, type TSeededUser } from '../../testing/accounts.ts';
import { expectEnvelopeError } from '../../testing/envelope-error.ts';
import { freshTotpCode, injectAs, postLogin, signInToken } from '../../testing/sign-in.ts';
import { buildTestApp, TEST_ENCRYPTION_KEY, TEST_NOW, type TTestApp } from '../../testing/test-app.ts';
import { MFA_ATTEMPT_LIMIT } from './mfa.service.ts';

const STEP_MS = 30_000;

describe('second factor (TOTP)', () => {
  let t: TTestApp;
  const clock = fixedClock(TEST_NOW);
  let seq = 0;
  const seed = (roles: string[] = [], totpSecret?: string | null) =>
    insertUser(t.db, {
      email: `mfa${++seq}@mfa.test`,
      roles,
      ...(totpSecret !== undefined ? { totpSecret } : {}),
    });
  const login = (user: TSeededUser) => postLogin(t.app, { user_name: user.email, password: TEST_PASSWORD });
  const mfaStep = (mfaToken: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/mfa', payload: { mfaToken, code } });
  const challenge = async (user: TSeededUser) =>
    ZMfaRequiredResponse.parse((await login(user)).json()).mfaToken;
  const sessionCount = async (userId: string) =>
    (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  beforeEach(async () => {
    clock.set(TEST_NOW);
    // Every test starts with no throttled key and every step unspent.
    await t.db.delete(loginThrottles);
    await t.db.update(userMfa).set({ lastUsedStep: null });
  });
  afterAll(() => t.close());

  it('answers mfaRequired (no session) to a user with a factor; a right code completes the sign-in once', async () => {
    const user = await seed([], TEST_TOTP_SECRET);
    const res = await login(user);
    expect(res.statusCode).toBe(200);
    const body = ZMfaRequiredResponse.parse(res.json());
    expect(body).toEqual({ error: false, mfaRequired: true, mfaToken: expect.stringMatching(/^[\w-]{43}$/) });
    expect(res.json()).not.toHaveProperty('accessToken');
    expect(await sessionCount(user.id)).toBe(0);
    // Only the token's hash is stored.
    const [stored] = await t.db.select().from(mfaChallenges).where(eq(mfaChallenges.userId, user.id));
    expect(stored?.tokenHash).not.toBe(body.mfaToken);

    const done = await mfaStep(body.mfaToken, totpCode(TEST_TOTP_SECRET, clock.now()));
    expect(done.statusCode).toBe(200);
    const session = ZLoginResponse.parse(done.json());
    expect(session.userInfo.user_id).toBe(user.id);
    expect((await injectAs(t.app, session.accessToken, 'GET', '/api/user')).statusCode).toBe(200);

    // The token is single-use, even with the next step's right code.
    clock.advance(STEP_MS);
    const again = await mfaStep(body.mfaToken, totpCode(TEST_TOTP_SECRET, clock.now()));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: true, message: MFA_MESSAGES.challengeExpired });
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('refuses a wrong code, a replayed code and an expired challenge', async () => {
    const user = await seed([], TEST_TOTP_SECRET);
    const token = await challenge(user);
    const wrong = await mfaStep(
      token,
      '000000' === totpCode(TEST_TOTP_SECRET, clock.now()) ? '111111' : '000000',
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: true, message: MFA_MESSAGES.wrongCode });
    // A code two steps old is outside the window.
    const stale = await mfaStep(
      token,
      totpCode(TEST_TOTP_SECRET, new Date(clock.now().getTime() - 2 * STEP_MS)),
    );
    expect(stale.statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(0);

    const code = totpCode(TEST_TOTP_SECRET, clock.now());
    expect((await mfaStep(token, code)).statusCode).toBe(200);
    // The same code in the same step, on a new challenge: a replay.
    const replay = await mfaStep(await challenge(user), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: true, message: MFA_MESSAGES.wrongCode });

    // Five minutes later the challenge is gone, whatever the code.
    const late = await challenge(user);
    clock.advance(5 * 60_000 + 1);
    const expired = await mfaStep(late, totpCode(TEST_TOTP_SECRET, clock.now()));
    expect(expired.json()).toEqual({ error: true, message: MFA_MESSAGES.challengeExpired });
  });

  it(`throttles wrong codes: after ${MFA_ATTEMPT_LIMIT} tries even the right code is 429`, async () => {
    const user = await seed([], TEST_TOTP_SECRET);
    const token = await challenge(user);
    const right = totpCode(TEST_TOTP_SECRET, clock.now());
    const wrongCode = right === '123456' ? '654321' : '123456';
    // Parallel guesses cannot get past the limit: each try is counted before it is checked.
    const tries = await Promise.all(
      Array.from({ length: MFA_ATTEMPT_LIMIT + 3 }, () => mfaStep(token, wrongCode)),
    );
    const statuses = tries.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MFA_ATTEMPT_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const blocked = await mfaStep(token, right);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: true, message: MFA_MESSAGES.tooManyAttempts });
    expect(await sessionCount(user.id)).toBe(0);
    // The window ends.
    clock.advance(15 * 60_000 + 1);
    const later = await mfaStep(await challenge(user), totpCode(TEST_TOTP_SECRET, clock.now()));
    expect(later.statusCode).toBe(200);
  });

  it('enrols a seller: secret and QR URI, a code turns it on with 10 recovery codes; each works once', async () => {
    const user = await seed();
    const token = await signInToken(t.app, user.email, TEST_PASSWORD);
    const status = async () => (await injectAs(t.app, token, 'GET', '/api/auth/mfa')).json().data;
    expect(await status()).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });

    const start = await injectAs(t.app, token, 'POST', '/api/auth/mfa/enrolment');
    expect(start.statusCode).toBe(200);
    expect(start.headers['cache-control']).toBe('no-store');
    const { secret, otpauth_uri } = start.json().data as { secret: string; otpauth_uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(
      `otpauth://totp/Seller%20Tools:${encodeURIComponent(user.email)}?issuer=Seller%20Tools&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // Stored sealed, never as typed into the app.
    const [row] = await t.db.select().from(userMfa).where(eq(userMfa.userId, user.id));
    expect(row?.secretSealed).not.toContain(secret);
    expect(createSecretBox(Buffer.from(TEST_ENCRYPTION_KEY, 'hex')).open(row?.secretSealed ?? '')).toBe(
      secret,
    );
    // Not on yet: sign-in is still one step.
    expect(ZLoginResponse.safeParse((await login(user)).json()).success).toBe(true);

    const wrong = await injectAs(t.app, token, 'POST', '/api/auth/mfa/enrolment/confirm', { code: '12345x' });
    // 400, not 401: the session is fine (a 401 signs the web app out).
    expect(wrong.statusCode).toBe(400);
    const confirm = await injectAs(t.app, token, 'POST', '/api/auth/mfa/enrolment/confirm', {
      code: totpCode(secret, clock.now()),
    });
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes = await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    expect(hashes.map((h) => h.codeHash)).not.toContain(codes[0]);
    expect(await status()).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    expect((await injectAs(t.app, token, 'POST', '/api/auth/mfa/enrolment')).statusCode).toBe(409);

    // A recovery code (any case, with or without the dash) signs in once.
    const recovery = codes[0] ?? '';
    const first = await mfaStep(await challenge(user), recovery.toUpperCase().replace('-', ''));
    expect(first.statusCode).toBe(200);
    const second = await mfaStep(await challenge(user), recovery);
    expect(second.statusCode).toBe(401);
    expect(await status()).toMatchObject({ recovery_codes_left: 9 });

    // Turning it off takes a current code.
    const noCode = await injectAs(t.app, token, 'POST', '/api/auth/mfa/disable', { code: '000000' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({ error: true, message: MFA_MESSAGES.wrongCode });
    clock.advance(STEP_MS);
    const off = await injectAs(t.app, token, 'POST', '/api/auth/mfa/disable', {
      code: totpCode(secret, clock.now()),
    });
    expect(off.statusCode).toBe(200);
    expect(await status()).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    expect(ZLoginResponse.safeParse((await login(user)).json()).success).toBe(true);
  });

  it('asks a super-admin without a factor to enrol before any system API; staff cannot turn it off', async () => {
    const admin = await seed([ROLES.superAdmin], null);
    const token = await signInToken(t.app, admin.email, TEST_PASSWORD);
    for (const url of [
      '/api/system/roles',
      '/api/system/users',
      '/api/system/codes',
      '/api/system/affiliates',
    ]) {
      const res = await injectAs(t.app, token, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: true, message: MFA_MESSAGES.enrolmentRequired });
    }
    // Their own pages still work, and the status says why.
    expect((await injectAs(t.app, token, 'GET', '/api/user')).statusCode).toBe(200);
    expect((await injectAs(t.app, token, 'GET', '/api/auth/mfa')).json().data).toEqual({
      enabled: false,
      required: true,
      recovery_codes_left: 0,
    });

    const { secret } = (await injectAs(t.app, token, 'POST', '/api/auth/mfa/enrolment')).json().data;
    await injectAs(t.app, token, 'POST', '/api/auth/mfa/enrolment/confirm', {
      code: totpCode(secret, clock.now()),
    });
    // The same session, at once.
    expect((await injectAs(t.app, token, 'GET', '/api/system/roles')).statusCode).toBe(200);

    clock.advance(STEP_MS);
    const off = await injectAs(t.app, token, 'POST', '/api/auth/mfa/disable', {
      code: totpCode(secret, clock.now()),
    });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ error: true, message: MFA_MESSAGES.staffCannotDisable });
  });

  it('holds every staff role to it (an affiliate agent, a case manager), and no seller', async () => {
    const agent = await seed([ROLES.affiliateAgent], null);
    const agentToken = await signInToken(t.app, agent.email, TEST_PASSWORD);
    const refused = await injectAs(t.app, agentToken, 'GET', '/api/system/affiliates');
    expect(refused.json()).toEqual({ error: true, message: MFA_MESSAGES.enrolmentRequired });
    const cases = await seed([ROLES.caseManager], null);
    const casesToken = await signInToken(t.app, cases.email, TEST_PASSWORD);
    expect((await injectAs(t.app, casesToken, 'GET', '/api/auth/mfa')).json().data.required).toBe(true);
    const seller = await seed([ROLES.violationUser]);
    const sellerToken = await signInToken(t.app, seller.email, TEST_PASSWORD);
    expect((await injectAs(t.app, sellerToken, 'GET', '/api/auth/mfa')).json().data.required).toBe(false);
  });

  it('asks for a fresh code (step-up) before granting a role or deleting a user', async () => {
    const admin = await seed([ROLES.superAdmin]);
    const target = await seed();
    const token = await signInToken(t, admin.email, TEST_PASSWORD);
    const grant = (body: object) =>
      injectAs(t.app, token, 'PUT', `/api/system/users/${target.id}/roles`, {
        role: ROLES.advertisingAdmin,
        action: 'grant',
        ...body,
      });
    const missing = await grant({});
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ error: true, message: MFA_MESSAGES.stepUpRequired });
    const wrong = await grant({
      mfa_code: '000000' === totpCode(TEST_TOTP_SECRET, clock.now()) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: true, message: MFA_MESSAGES.wrongCode });
    const granted = await grant({ mfa_code: await freshTotpCode(t) });
    expectEnvelopeError(granted, 200, SYSTEM_USER_MESSAGES.granted);
    // Revoking takes no code.
    const revoked = await injectAs(t.app, token, 'PUT', `/api/system/users/${target.id}/roles`, {
      role: ROLES.advertisingAdmin,
      action: 'revoke',
    });
    expect(revoked.statusCode).toBe(200);

    const del = (body: object) => injectAs(t.app, token, 'PUT', `/api/user/delete/${target.id}`, body);
    expect((await del({ action: 'delete' })).json()).toEqual({
      error: true,
      message: MFA_MESSAGES.stepUpRequired,
    });
    const deleted = await del({ action: 'delete', mfa_code: await freshTotpCode(t) });
    expect(deleted.json()).toMatchObject({ error: false, message: SYSTEM_USER_MESSAGES.deleted });
    // Restoring takes no code.
    expect((await del({ action: 'restore' })).statusCode).toBe(200);
  });

  it('asks a company admin with a factor for a fresh code to remove a team member', async () => {
    const owner = await seed([], TEST_TOTP_SECRET);
    const member = await insertUser(t.db, { email: `member${++seq}@mfa.test`, companyId: owner.companyId });
    const token = await signInToken(t, owner.email, TEST_PASSWORD);
    const remove = (body: object) =>
      injectAs(t.app, token, 'PUT', '/api/user/delete', { user_email: member.email, ...body });
    expect((await remove({})).json()).toEqual({ error: true, message: MFA_MESSAGES.stepUpRequired });
    const removed = await remove({ mfa_code: await freshTotpCode(t) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.email).toBe(member.email);
  });

  it('refuses the embedded app sign-in for an account with a factor (it has no second step)', async () => {
    const user = await seed([], TEST_TOTP_SECRET);
    const res = await t.app.inject({
      method: 'POST',
      url: endpointPath(mappsLoginEndpoint),
      payload: { user_name: user.email, password: TEST_PASSWORD, redirect: 'http://localhost:8080/cb' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: true, message: MFA_MESSAGES.useWebSignIn });
    expect(await sessionCount(user.id)).toBe(0);
  });
});
