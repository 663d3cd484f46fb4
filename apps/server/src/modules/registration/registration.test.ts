import {
  REGISTRATION_MESSAGES,
  RESEND_CODE_MAX_PER_HOUR,
  RESEND_CODE_MIN_INTERVAL_MS,
  SIGNUP_MESSAGES,
  VALIDATION_MESSAGES,
  VERIFY_CODE_MAX_WRONG_TRIES,
  VERIFY_CODE_TTL_MS,
} from '@seller-tools/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, emailCodes, signupTokens, users } from '../../db/schema/index.ts';
import { createCodeHasher } from '../../lib/code-hash.ts';
import { encryptionKeyOf } from '../../lib/encryption-key.ts';
import { COMMON_PASSWORD_MESSAGE } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/tokens.ts';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../plugins/authenticate.ts';
import { expectEnvelopeError } from '../../testing/envelope-error.ts';
import {
  createTestSession,
  latestMailedCode,
  mailCount,
  mailsTo,
  STRONG_PASSWORD,
  signUpAndVerify,
  signupBody,
  uniqueEmail,
} from '../../testing/registration-fixtures.ts';
import { settledCount } from '../../testing/settled-count.ts';
import { buildTestApp, TEST_NOW, type TTestApp, testConfig } from '../../testing/test-app.ts';
import { EXISTING_ACCOUNT_SUBJECT } from './existing-account-mail.ts';

const INVALID_CODE = SIGNUP_MESSAGES.invalidCodeTitle;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('registration API', () => {
  let t: TTestApp;
  let clock: TTestApp['clock'] & { advance(ms: number): void };

  beforeAll(async () => {
    t = await buildTestApp();
    clock = t.clock as typeof clock;
  });
  afterAll(() => t.close());

  const signUp = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/signup', payload });
  const verify = (email: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/email/codeverify', payload: { email, code } });
  const resend = (email: string, product: 'review' | 'reimburse' = 'review') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/email/${product}/codeverify`,
      payload: { email, module_type: product },
    });
  const codesOf = (email: string) =>
    t.db.select().from(emailCodes).where(eq(emailCodes.email, email)).orderBy(asc(emailCodes.createdAt));
  const userOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
  const companyCount = async () => (await t.db.select({ id: companies.id }).from(companies)).length;
  // A resend issues its code after its answer: wait until the outbox or the code rows have caught up.
  const mailsSettled = (email: string, count: number) =>
    settledCount(() => mailCount(t.db, email), count, 'mails');
  const codesSettled = (email: string, count: number) => settledCount(() => codesOf(email), count, 'codes');

  describe('POST /api/signup', () => {
    it('creates the company and an unverified user, and mails a 6-digit code stored only as a hash', async () => {
      const email = uniqueEmail('New.Seller');
      const res = await signUp(
        signupBody(email.toUpperCase(), { name: 'Jane Seller', company_name: 'Acme Goods' }),
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        error: false,
        data: { company_id: expect.any(String), user_id: expect.any(String) },
      });

      const user = await userOf(email.toLowerCase());
      expect(user).toMatchObject({
        id: body.data.user_id,
        companyId: body.data.company_id,
        email: email.toLowerCase(),
        userName: email.toLowerCase(),
        name: 'Jane Seller',
        emailVerifiedAt: null,
        signupStep: 'verify-email',
      });
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user?.passwordHash).not.toContain(STRONG_PASSWORD);
      const [company] = await t.db.select().from(companies).where(eq(companies.id, body.data.company_id));
      expect(company?.name).toBe('Acme Goods');

      const code = await latestMailedCode(t.db, email.toLowerCase());
      expect(code).toMatch(/^\d{6}$/);
      const [row] = await codesOf(email.toLowerCase());
      // Keyed (HMAC under the server's key, bound to the email), not a plain SHA-256 anyone can invert.
      expect(row?.codeHash).toBe(createCodeHasher(encryptionKeyOf(testConfig()))(email.toLowerCase(), code));
      expect(row?.codeHash).not.toBe(sha256(code));
      expect(row?.codeHash).not.toContain(code);
      expect(row?.expiresAt.getTime()).toBe(TEST_NOW.getTime() + VERIFY_CODE_TTL_MS);
    });

    it('mails a subject, text and HTML that carry the code and its 10-minute expiry', async () => {
      const email = uniqueEmail();
      await signUp(signupBody(email));
      const code = await latestMailedCode(t.db, email);
      const mailbox = await t.app.inject({
        method: 'GET',
        url: `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
      });
      const [mail] = mailbox.json().data;
      expect(mail.subject).toBe('Your Seller Tools verification code');
      expect(mail.text).toContain(code);
      expect(mail.text).toContain('expires in 10 minutes');
      expect(mail.html).toContain(code);
      expect(mail.html).toContain('expires in 10 minutes');
    });

    it.each([
      ['a short name', { name: 'Al' }, `name: ${VALIDATION_MESSAGES.nameMin}`],
      ['a short company name', { company_name: 'AB' }, `company_name: ${VALIDATION_MESSAGES.companyNameMin}`],
      ['an invalid email', { email: 'seller@' }, `email: ${VALIDATION_MESSAGES.email}`],
      ['an email with a space', { email: 'sel ler@example.com' }, `email: ${VALIDATION_MESSAGES.email}`],
      ['a 7-character password', { password: 'Ab1!xyz' }, `password: ${VALIDATION_MESSAGES.passwordMin}`],
      ['no uppercase', { password: 'seller#tools1' }, `password: ${VALIDATION_MESSAGES.passwordUpper}`],
      ['no number', { password: 'Seller#Tools' }, `password: ${VALIDATION_MESSAGES.passwordNumber}`],
      [
        'no special character',
        { password: 'SellerTools1' },
        `password: ${VALIDATION_MESSAGES.passwordSpecial}`,
      ],
      [
        'a 51-character password',
        { password: `Aa1!${'x'.repeat(47)}` },
        `password: ${VALIDATION_MESSAGES.passwordMax}`,
      ],
    ])('refuses %s with the spec message and writes nothing', async (_case, overrides, message) => {
      const before = await companyCount();
      const body = signupBody(uniqueEmail(), overrides);
      if ('password' in overrides) body.passwordConfirm = body.password;
      const res = await signUp(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, message });
      expect(await companyCount()).toBe(before);
    });

    it('refuses a confirmation that does not match', async () => {
      const res = await signUp(signupBody(uniqueEmail(), { passwordConfirm: 'Other#Pass2026' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: true,
        message: `passwordConfirm: ${VALIDATION_MESSAGES.passwordMismatch}`,
      });
    });

    it('refuses a common password with a clear message', async () => {
      const email = uniqueEmail();
      const res = await signUp(signupBody(email, { password: 'Password1!', passwordConfirm: 'Password1!' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, message: COMMON_PASSWORD_MESSAGE });
      expect(await userOf(email)).toBeUndefined();
    });

    // Issue 17, M5: 409 with one message for unverified and another for verified emails, 200 for new ones.
    it('answers a new, an unverified and a verified email identically', async () => {
      const unverified = uniqueEmail();
      expect((await signUp(signupBody(unverified))).statusCode).toBe(200);
      const verified = (await signUpAndVerify(t.app, t.db)).email;
      clock.advance(RESEND_CODE_MIN_INTERVAL_MS);
      const answers = await Promise.all(
        [uniqueEmail(), unverified.toUpperCase(), verified].map((email) => signUp(signupBody(email))),
      );
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.data.company_id).toMatch(uuid);
        expect(body.data.user_id).toMatch(uuid);
        expect({ ...body, data: {} }).toEqual({ error: false, data: {} });
        expect(Object.keys(body.data)).toEqual(['company_id', 'user_id']);
        expect(res.headers['content-type']).toBe(answers[0]?.headers['content-type']);
      }
    });

    it('refuses a password from the bundled list beyond the first 10 000 (Minecraft1!)', async () => {
      const email = uniqueEmail();
      const res = await signUp(
        signupBody(email, { password: 'Minecraft1!', passwordConfirm: 'Minecraft1!' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, message: COMMON_PASSWORD_MESSAGE });
      expect(await userOf(email)).toBeUndefined();
    });

    it('mails the owner of an unverified email a new code instead, and creates nothing', async () => {
      const email = uniqueEmail();
      const first = (await signUp(signupBody(email))).json().data;
      clock.advance(RESEND_CODE_MIN_INTERVAL_MS);
      const companiesBefore = await companyCount();
      const res = await signUp(signupBody(email.toUpperCase(), { company_name: 'Another Co' }));
      expect(res.statusCode).toBe(200);
      // Ids of the same shape, not the account's: they are never used to find it.
      expect(res.json().data.user_id).not.toBe(first.user_id);
      expect(await companyCount()).toBe(companiesBefore);
      expect(await mailCount(t.db, email)).toBe(2);
      const [old, fresh] = await codesOf(email);
      expect(old?.voidedAt).toEqual(clock.now());
      expect(fresh?.voidedAt).toBeNull();
      // Its owner finishes with the new code, as the web's verify step does.
      const verified = await verify(email, await latestMailedCode(t.db, email));
      expect(verified.statusCode).toBe(200);
      expect(verified.json().data.user_id).toBe(first.user_id);
    });

    it('mails the owner of a verified email a notice instead, and changes nothing', async () => {
      const { email, userId } = await signUpAndVerify(t.app, t.db);
      clock.advance(RESEND_CODE_MIN_INTERVAL_MS);
      const mailsBefore = await mailCount(t.db, email);
      const [before] = await t.db.select().from(users).where(eq(users.id, userId));
      const companiesBefore = await companyCount();
      const res = await signUp(
        signupBody(email, { password: 'Other#Pass2026', passwordConfirm: 'Other#Pass2026' }),
      );
      expect(res.statusCode).toBe(200);
      expect(await companyCount()).toBe(companiesBefore);
      expect(await t.db.select().from(users).where(eq(users.id, userId))).toEqual([before]);
      expect(await mailCount(t.db, email)).toBe(mailsBefore + 1);
      const [notice] = await mailsTo(t.db, email);
      expect(notice?.subject).toBe(EXISTING_ACCOUNT_SUBJECT);
      expect(notice?.text).toContain('no new account was created');
      expect(notice?.text).toContain('/login/forgotpassword');
      expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    });

    it('leaves nothing half-written when the user row fails after the company row', async () => {
      const taken = `seller-${Date.now()}`;
      expect((await signUp(signupBody(uniqueEmail(), { user_name: taken }))).statusCode).toBe(200);
      const before = await companyCount();
      const email = uniqueEmail();
      const res = await signUp(signupBody(email, { user_name: taken, company_name: 'Half Written Ltd' }));
      expectEnvelopeError(res, 409, REGISTRATION_MESSAGES.emailUnavailable);
      expect(await companyCount()).toBe(before);
      expect(await userOf(email)).toBeUndefined();
      expect(await codesOf(email)).toHaveLength(0);
      expect(await mailCount(t.db, email)).toBe(0);
    });

    it('refuses a user name that is somebody else’s email address', async () => {
      const res = await signUp(signupBody(uniqueEmail(), { user_name: 'ceo@bigbrand.example' }));
      expectEnvelopeError(res, 400, REGISTRATION_MESSAGES.userNameNotEmail);
    });
  });

  describe('POST /api/email/codeverify', () => {
    it('accepts the code at 9:59 and answers a signup token stored only as a hash', async () => {
      const email = uniqueEmail();
      const signup = (await signUp(signupBody(email))).json().data;
      const code = await latestMailedCode(t.db, email);
      clock.advance(9 * MINUTE + 59 * SECOND);
      const res = await verify(email, code);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        error: false,
        data: { user_id: signup.user_id, company_id: signup.company_id, signup_token: expect.any(String) },
      });
      const user = await userOf(email);
      expect(user?.emailVerifiedAt).toEqual(clock.now());
      expect(user?.signupStep).toBe('connect');
      const [token] = await t.db.select().from(signupTokens).where(eq(signupTokens.userId, signup.user_id));
      expect(token?.tokenHash).toBe(sha256(body.data.signup_token));
      expect(token?.expiresAt.getTime()).toBe(clock.now().getTime() + 60 * MINUTE);
      const [row] = await codesOf(email);
      expect(row?.usedAt).toEqual(clock.now());
    });

    it('refuses a code stored as the plain SHA-256 of before (outstanding codes end with the change)', async () => {
      const email = uniqueEmail();
      await signUp(signupBody(email));
      const code = await latestMailedCode(t.db, email);
      await t.db
        .update(emailCodes)
        .set({ codeHash: sha256(code) })
        .where(eq(emailCodes.email, email));
      const res = await verify(email, code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, message: INVALID_CODE });
    });

    it('refuses the code at 10:01', async () => {
      const email = uniqueEmail();
      await signUp(signupBody(email));
      const code = await latestMailedCode(t.db, email);
      clock.advance(10 * MINUTE + SECOND);
      const res = await verify(email, code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, message: INVALID_CODE });
      expect((await userOf(email))?.emailVerifiedAt).toBeNull();
    });

    it('accepts a code once only', async () => {
      const email = uniqueEmail();
      await signUp(signupBody(email));
      const code = await latestMailedCode(t.db, email);
      expect((await verify(email, code)).statusCode).toBe(200);
      const again = await verify(email, code);
      expectEnvelopeError(again, 400, INVALID_CODE);
    });

    it('kills a code after 5 wrong tries, counting each in the database, until a resend', async () => {
      const email = uniqueEmail();
      await signUp(signupBody(email));
      const code = await latestMailedCode(t.db, email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= VERIFY_CODE_MAX_WRONG_TRIES; i++) {
        const res = await verify(email, wrong);
        expectEnvelopeError(res, 400, INVALID_CODE);
        expect((await codesOf(email))[0]?.wrongTries).toBe(i);
      }
      const right = await verify(email, code);
      expectEnvelopeError(right, 400, INVALID_CODE);
      expect((await userOf(email))?.emailVerifiedAt).toBeNull();

      clock.advance(RESEND_CODE_MIN_INTERVAL_MS);
      expect((await resend(email)).statusCode).toBe(200);
      const [old, fresh] = await codesSettled(email, 2);
      // The dead code keeps its count on its voided row; the new code starts its own.
      expect(old).toMatchObject({ wrongTries: VERIFY_CODE_MAX_WRONG_TRIES, voidedAt: clock.now() });
      expect(fresh).toMatchObject({ wrongTries: 0, voidedAt: null });
      await mailsSettled(email, 2);
      expect((await verify(email, await latestMailedCode(t.db, email))).statusCode).toBe(200);
    });

    it('counts parallel wrong guesses one by one', async () => {
      const email = uniqueEmail();
      await signUp(signupBody(email));
      const code = await latestMailedCode(t.db, email);
      const wrong = code === '000000' ? '111111' : '000000';
      const results = await Promise.all(Array.from({ length: 8 }, () => verify(email, wrong)));
      expect(results.every((r) => r.statusCode === 400)).toBe(true);
      expect((await codesOf(email))[0]?.wrongTries).toBe(VERIFY_CODE_MAX_WRONG_TRIES);
      expect((await verify(email, code)).statusCode).toBe(400);
    });

    it('answers the same for an unknown email', async () => {
      const res = await verify(uniqueEmail(), '123456');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, message: INVALID_CODE });
    });

    it('refuses a code that is not 6 digits with the spec message', async () => {
      const res = await verify(uniqueEmail(), '12a45');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, message: `code: ${VALIDATION_MESSAGES.verifyCode}` });
    });
  });

  describe('PUT /api/email/{review,reimburse}/codeverify', () => {
    it('sends a new code that voids the previous one', async () => {
      const email = uniqueEmail();
      await signUp(signupBody(email));
      const first = await latestMailedCode(t.db, email);
      clock.advance(RESEND_CODE_MIN_INTERVAL_MS);
      const res = await resend(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: false, message: SIGNUP_MESSAGES.resendSuccessMessage });
      await mailsSettled(email, 2);
      const second = await latestMailedCode(t.db, email);
      // Codes are random; on the 1-in-a-million repeat the old one is still refused as voided.
      if (second !== first) expect((await verify(email, first)).statusCode).toBe(400);
      expect((await verify(email, second)).statusCode).toBe(200);
    });

    it('works for the reimbursement product too, recording which product asked', async () => {
      const email = uniqueEmail();
      await signUp(signupBody(email));
      clock.advance(RESEND_CODE_MIN_INTERVAL_MS);
      expect((await resend(email, 'reimburse')).statusCode).toBe(200);
      expect((await codesSettled(email, 2)).map((c) => c.moduleType)).toEqual(['review', 'reimburse']);
    });

    it('keeps resends at least 60 s apart, saying how long to wait', async () => {
      const email = uniqueEmail();
      await signUp(signupBody(email));
      clock.advance(15 * SECOND);
      const early = await resend(email);
      expect(early.statusCode).toBe(429);
      expect(early.json()).toEqual({ error: true, message: REGISTRATION_MESSAGES.resendTooSoon(45) });
      expect(early.json().message).toBe('Please wait 45 seconds before requesting another code.');
      expect(early.headers['retry-after']).toBe('45');
      expect(await mailCount(t.db, email)).toBe(1);
      clock.advance(45 * SECOND);
      expect((await resend(email)).statusCode).toBe(200);
    });

    it('allows at most 5 sends an hour per email, sign-up included', async () => {
      const email = uniqueEmail();
      await signUp(signupBody(email));
      for (let i = 1; i < RESEND_CODE_MAX_PER_HOUR; i++) {
        clock.advance(RESEND_CODE_MIN_INTERVAL_MS);
        expect((await resend(email)).statusCode).toBe(200);
      }
      clock.advance(RESEND_CODE_MIN_INTERVAL_MS);
      const limited = await resend(email);
      expect(limited.statusCode).toBe(429);
      // The first send (5 minutes ago) leaves the hour in 55 minutes.
      expect(limited.json().message).toBe(REGISTRATION_MESSAGES.resendHourlyLimit(55));
      expect(limited.json().message).toBe(
        'Too many codes were requested for this email. Please try again in 55 minutes.',
      );
      await mailsSettled(email, RESEND_CODE_MAX_PER_HOUR);
      expect(await mailCount(t.db, email)).toBe(RESEND_CODE_MAX_PER_HOUR);
      clock.advance(55 * MINUTE);
      expect((await resend(email)).statusCode).toBe(200);
    });

    // Issue 17, M5: unknown and verified emails answered 400, unverified ones 200 or 429.
    it('answers an unknown, an unverified and a verified email alike, throttling included', async () => {
      const unknown = uniqueEmail();
      const unverified = uniqueEmail();
      await signUp(signupBody(unverified));
      const { email: verified } = await signUpAndVerify(t.app, t.db);
      clock.advance(RESEND_CODE_MIN_INTERVAL_MS);
      const verifiedMails = await mailCount(t.db, verified);
      const emails = [unknown, unverified, verified];

      const first = await Promise.all(emails.map((email) => resend(email)));
      for (const res of first) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ error: false, message: SIGNUP_MESSAGES.resendSuccessMessage });
      }
      clock.advance(20 * SECOND);
      const again = await Promise.all(emails.map((email) => resend(email)));
      for (const res of again) {
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({ error: true, message: REGISTRATION_MESSAGES.resendTooSoon(40) });
        expect(res.headers['retry-after']).toBe('40');
      }
      // Only the unverified account gets a code.
      await mailsSettled(unverified, 2);
      expect(await mailCount(t.db, unknown)).toBe(0);
      expect(await mailCount(t.db, verified)).toBe(verifiedMails);
    });
  });

  describe('PUT /api/user/signup-step', () => {
    it('needs a signed-in caller', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/signup-step',
        payload: { email: uniqueEmail(), signup_step: 'complete' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: true, message: SIGN_IN_REQUIRED_MESSAGE });
    });

    it("sets the caller's own step and refuses anybody else's", async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const other = await signUpAndVerify(t.app, t.db);
      const token = await createTestSession(t.db, t.clock, me.userId);
      const put = (email: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/user/signup-step',
          headers: { authorization: `Bearer ${token}` },
          payload: { email, signup_step: 'complete' },
        });
      const own = await put(me.email.toUpperCase());
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ error: false, data: { email: me.email, signup_step: 'complete' } });
      expect((await userOf(me.email))?.signupStep).toBe('complete');

      const theirs = await put(other.email);
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json()).toEqual({ error: true, message: 'You can only change your own account.' });
      expect((await userOf(other.email))?.signupStep).toBe('connect');
    });
  });
});
