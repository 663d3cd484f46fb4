import { randomUUID } from 'node:crypto';
import {
  DEFAULT_MODULE,
  REGISTRATION_MESSAGES,
  RESEND_CODE_MAX_PER_HOUR,
  RESEND_CODE_MIN_INTERVAL_MS,
  SIGNUP_MESSAGES,
  SIGNUP_STEPS,
  SIGNUP_TOKEN_TTL_MS,
  type TModule,
  VERIFY_CODE_LENGTH,
  VERIFY_CODE_MAX_WRONG_TRIES,
  VERIFY_CODE_TTL_MS,
} from '@seller-tools/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { companies, emailCodes, signupTokens, users } from '../../db/schema/index.ts';
import type { TAuth } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TCodeHasher } from '../../lib/code-hash.ts';
import type { TLogger } from '../../lib/logger.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { findReferralCode } from '../../lib/referral-code.ts';
import { randomDigits, randomToken, safeEqual, sha256 } from '../../lib/tokens.ts';
import { hitWindow } from '../../lib/windowed-counter.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { existingAccountMail } from './existing-account-mail.ts';
import { verificationMail } from './verification-mail.ts';

const HOUR_MS = 60 * 60_000;

const invalidCode = () => failure('invalid', SIGNUP_MESSAGES.invalidCodeTitle);

export type TSignupInput = {
  name: string;
  user_name?: string | undefined;
  email: string;
  company_name: string;
  password: string;
  referral_code?: string | undefined;
};

export type TRegistrationDeps = {
  db: TDb;
  clock: TClock;
  mailer: TMailer;
  logger: TLogger;
  /** Where the web app is served, for the sign-in link in the existing-account notice. */
  publicUrl: string;
  /** Keyed hash of the emailed codes (lib/code-hash.ts). */
  hashCode: TCodeHasher;
};
export type TRegistrationService = ReturnType<typeof createRegistrationService>;

export function createRegistrationService({
  db,
  clock,
  mailer,
  logger,
  publicUrl,
  hashCode,
}: TRegistrationDeps) {
  // Work that runs after its response has gone out (resend); drain() waits for it.
  const pending = new Set<Promise<void>>();

  function afterResponse(work: () => Promise<void>, what: string): void {
    const running = work()
      .catch((err: unknown) => logger.error({ err }, `${what} failed`))
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  async function findUser(email: string) {
    const [user] = await db
      .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return user ?? null;
  }

  /**
   * Counts a request for a code mail to `email` (a sign-up or a resend) and answers whether one may go out
   * now: at least RESEND_CODE_MIN_INTERVAL_MS apart, at most RESEND_CODE_MAX_PER_HOUR in an hour's window.
   * It counts requests per address, not accounts, so that a new, an unverified, a verified and an unknown
   * address get the same answers (issue 17, M5); the atomic counters also serialise parallel requests.
   */
  async function codeRequest(email: string, now: Date): Promise<Outcome<void>> {
    const interval = await hitWindow(db, `code-interval:${email}`, RESEND_CODE_MIN_INTERVAL_MS, now);
    if (interval.count > 1) {
      const waitMs = interval.windowEnd.getTime() - now.getTime();
      return tooMany(REGISTRATION_MESSAGES.resendTooSoon(Math.ceil(waitMs / 1000)), waitMs);
    }
    const hourly = await hitWindow(db, `code-hour:${email}`, HOUR_MS, now);
    if (hourly.count > RESEND_CODE_MAX_PER_HOUR) {
      const waitMs = hourly.windowEnd.getTime() - now.getTime();
      return tooMany(REGISTRATION_MESSAGES.resendHourlyLimit(Math.ceil(waitMs / 60_000)), waitMs);
    }
    return success(undefined);
  }

  /** A new code for an unverified user, voiding the previous one, and its mail. */
  async function issueCode(email: string, userId: string, moduleType: TModule, now: Date): Promise<void> {
    const code = randomDigits(VERIFY_CODE_LENGTH);
    await db.transaction(async (tx) => {
      // The old code is voided, not deleted: its wrong tries stay on its row and are never reset.
      await tx
        .update(emailCodes)
        .set({ voidedAt: now })
        .where(and(eq(emailCodes.email, email), isNull(emailCodes.usedAt), isNull(emailCodes.voidedAt)));
      await tx.insert(emailCodes).values(newCodeRow(hashCode, email, userId, code, moduleType, now));
    });
    await mailer.send(verificationMail(email, code));
  }

  /**
   * Sign-up with an email that has an account answers as a new sign-up does (issue 17, M5), with ids of
   * the same shape, and the address's owner hears of it instead: a new code when the account is still
   * unverified (its owner can then finish), a notice when it is verified; nothing for a deleted one.
   */
  async function answerTaken(
    user: { id: string; emailVerifiedAt: Date | null; deletedAt: Date | null },
    email: string,
    mayMail: boolean,
    now: Date,
  ): Promise<Outcome<{ companyId: string; userId: string }>> {
    if (mayMail && !user.deletedAt) {
      if (user.emailVerifiedAt) await mailer.send(existingAccountMail(email, publicUrl));
      else await issueCode(email, user.id, DEFAULT_MODULE, now);
    }
    return success({ companyId: randomUUID(), userId: randomUUID() });
  }

  return {
    /**
     * Company + unverified user + first code, all or nothing; the code is mailed after the commit. An
     * email that has an account gets the same answer (see answerTaken), after the same hashing.
     */
    async signUp(input: TSignupInput): Promise<Outcome<{ companyId: string; userId: string }>> {
      const email = input.email;
      if (isCommonPassword(input.password)) return failure('invalid', COMMON_PASSWORD_MESSAGE);
      // The sign-in name is the email; a user name that looks like another address would squat on it.
      const userName = (input.user_name || email).toLowerCase();
      if (userName.includes('@') && userName !== email) {
        return failure('invalid', REGISTRATION_MESSAGES.userNameNotEmail);
      }
      // Hashed whether or not the email is taken, so that both answers take the argon2 run's time.
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      // Counted for every sign-up, so that a resend right after it waits the same for everyone.
      const mayMail = (await codeRequest(email, now)).ok;
      const existing = await findUser(email);
      if (existing) return answerTaken(existing, email, mayMail, now);

      const code = randomDigits(VERIFY_CODE_LENGTH);
      let created: { companyId: string; userId: string };
      try {
        created = await db.transaction(async (tx) => {
          const referralCode = await findReferralCode(tx, input.referral_code);
          const [company] = await tx
            .insert(companies)
            .values({ name: input.company_name, referralCode, createdAt: now })
            .returning({ id: companies.id });
          if (!company) throw new Error('company insert returned no row');
          const [user] = await tx
            .insert(users)
            .values({
              companyId: company.id,
              email,
              userName,
              name: input.name,
              passwordHash,
              // Whoever registers the company manages its team.
              isCompanyAdmin: true,
              signupStep: SIGNUP_STEPS.verifyEmail,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: users.id });
          if (!user) throw new Error('user insert returned no row');
          await tx.insert(emailCodes).values(newCodeRow(hashCode, email, user.id, code, DEFAULT_MODULE, now));
          return { companyId: company.id, userId: user.id };
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Another sign-up with this email committed first (the transaction left nothing): as above.
        const raced = await findUser(email);
        if (raced) return answerTaken(raced, email, mayMail, now);
        // The user name (not the email) is taken.
        return failure('conflict', REGISTRATION_MESSAGES.emailUnavailable);
      }
      // A new account's first code goes out whatever the counters say: without it nothing can go on.
      await mailer.send(verificationMail(email, code));
      return success(created);
    },

    /**
     * A new code, voiding the previous one, for an unverified account. Every address gets the same answer
     * (issue 17, M5): the counters of codeRequest, then success; the code is issued after the response, so
     * that an address with an account answers as fast as one without.
     */
    async resend(email: string, moduleType: TModule): Promise<Outcome<void>> {
      const now = clock.now();
      const allowed = await codeRequest(email, now);
      if (!allowed.ok) return allowed;
      afterResponse(async () => {
        const user = await findUser(email);
        if (user && !user.emailVerifiedAt && !user.deletedAt)
          await issueCode(email, user.id, moduleType, now);
      }, 'resend code');
      return success(undefined);
    },

    /** Waits for work still running after its response (resend mails). */
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    /**
     * Checks the latest live code of the email. A code is good for VERIFY_CODE_TTL_MS, once, and takes at
     * most VERIFY_CODE_MAX_WRONG_TRIES wrong entries; then it is dead until a resend issues a new one.
     * Wrong tries count on the code's own row: a resend voids that row (keeping its count) and starts a
     * new row at zero; the old count is never reset, so voiding cannot be used to revive a dead code.
     */
    async verify(
      email: string,
      code: string,
    ): Promise<Outcome<{ userId: string; companyId: string; signupToken: string }>> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        // The row lock makes check-and-count atomic: parallel guesses queue up instead of all reading 0 tries.
        const [row] = await tx
          .select({
            id: emailCodes.id,
            userId: emailCodes.userId,
            codeHash: emailCodes.codeHash,
            wrongTries: emailCodes.wrongTries,
            expiresAt: emailCodes.expiresAt,
          })
          .from(emailCodes)
          .where(and(eq(emailCodes.email, email), isNull(emailCodes.usedAt), isNull(emailCodes.voidedAt)))
          .orderBy(desc(emailCodes.createdAt))
          .limit(1)
          .for('update');
        if (
          !row ||
          row.expiresAt.getTime() <= now.getTime() ||
          row.wrongTries >= VERIFY_CODE_MAX_WRONG_TRIES
        ) {
          return invalidCode();
        }
        if (!safeEqual(row.codeHash, hashCode(email, code))) {
          await tx
            .update(emailCodes)
            .set({ wrongTries: sql`${emailCodes.wrongTries} + 1` })
            .where(eq(emailCodes.id, row.id));
          return invalidCode();
        }

        const [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: now, signupStep: SIGNUP_STEPS.connect, updatedAt: now })
          .where(and(eq(users.id, row.userId), isNull(users.deletedAt)))
          .returning({ id: users.id, companyId: users.companyId });
        if (!user) return invalidCode();
        await tx.update(emailCodes).set({ usedAt: now }).where(eq(emailCodes.id, row.id));
        const signupToken = randomToken();
        await tx.insert(signupTokens).values({
          userId: user.id,
          tokenHash: sha256(signupToken),
          expiresAt: new Date(now.getTime() + SIGNUP_TOKEN_TTL_MS),
          createdAt: now,
        });
        return success({ userId: user.id, companyId: user.companyId, signupToken });
      });
    },

    /** The signed-in caller's own sign-up step; nobody else's. */
    async setSignupStep(
      auth: TAuth,
      email: string,
      step: string,
    ): Promise<Outcome<{ email: string; step: string }>> {
      if (email !== auth.email) return failure('forbidden', REGISTRATION_MESSAGES.ownAccountOnly);
      const now = clock.now();
      await db.update(users).set({ signupStep: step, updatedAt: now }).where(eq(users.id, auth.userId));
      return success({ email: auth.email, step });
    },
  };
}

function newCodeRow(
  hashCode: TCodeHasher,
  email: string,
  userId: string,
  code: string,
  moduleType: string,
  now: Date,
) {
  return {
    email,
    userId,
    // Only a keyed hash is stored (lib/code-hash.ts); the code exists in the mail alone.
    codeHash: hashCode(email, code),
    moduleType,
    expiresAt: new Date(now.getTime() + VERIFY_CODE_TTL_MS),
    // From the injected clock, not the database's now(): the resend throttle counts these.
    createdAt: now,
  };
}

function tooMany(message: string, waitMs: number) {
  return failure('rate-limited', message, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}
