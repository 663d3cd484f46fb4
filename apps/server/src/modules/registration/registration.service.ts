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
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { companies, emailCodes, signupTokens, users } from '../../db/schema/index.ts';
import type { TAuth } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TCodeHasher } from '../../lib/code-hash.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { findReferralCode } from '../../lib/referral-code.ts';
import { randomDigits, randomToken, safeEqual, sha256 } from '../../lib/tokens.ts';
import type { TMailer } from '../../mail/mailer.ts';
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

export type TRegistrationDeps = { db: TDb; clock: TClock; mailer: TMailer; hashCode: TCodeHasher };
export type TRegistrationService = ReturnType<typeof createRegistrationService>;

export function createRegistrationService({ db, clock, mailer, hashCode }: TRegistrationDeps) {
  async function findUser(email: string) {
    const [user] = await db
      .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return user ?? null;
  }

  /** The answer for an email that is taken: exact spec text when unverified, a generic one otherwise. */
  async function takenAnswer(email: string): Promise<Outcome<never>> {
    const user = await findUser(email);
    return user && !user.emailVerifiedAt
      ? failure('conflict', SIGNUP_MESSAGES.alreadyExistInEmailCode)
      : failure('conflict', REGISTRATION_MESSAGES.emailUnavailable);
  }

  return {
    /** Company + unverified user + first code, all or nothing; the code is mailed after the commit. */
    async signUp(input: TSignupInput): Promise<Outcome<{ companyId: string; userId: string }>> {
      const email = input.email;
      if (isCommonPassword(input.password)) return failure('invalid', COMMON_PASSWORD_MESSAGE);
      // The sign-in name is the email; a user name that looks like another address would squat on it.
      const userName = (input.user_name || email).toLowerCase();
      if (userName.includes('@') && userName !== email) {
        return failure('invalid', REGISTRATION_MESSAGES.userNameNotEmail);
      }
      if (await findUser(email)) return takenAnswer(email);

      const passwordHash = await hashPassword(input.password);
      const code = randomDigits(VERIFY_CODE_LENGTH);
      const now = clock.now();
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
        // Another sign-up with this email (or user name) committed first; the transaction left nothing.
        if (isUniqueViolation(err)) return takenAnswer(email);
        throw err;
      }
      await mailer.send(verificationMail(email, code));
      return success(created);
    },

    /**
     * A new code, voiding the previous one. Sends (email_codes rows, sign-up's first code included) are
     * at least RESEND_CODE_MIN_INTERVAL_MS apart and at most RESEND_CODE_MAX_PER_HOUR in any hour.
     */
    async resend(email: string, moduleType: TModule): Promise<Outcome<void>> {
      const now = clock.now();
      const outcome = await db.transaction(async (tx): Promise<Outcome<string>> => {
        // Locking the user row serialises concurrent resends of one email, so the throttle cannot be raced.
        const [user] = await tx
          .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt, deletedAt: users.deletedAt })
          .from(users)
          .where(eq(users.email, email))
          .limit(1)
          .for('update');
        if (!user || user.emailVerifiedAt || user.deletedAt)
          return failure('invalid', REGISTRATION_MESSAGES.resendUnavailable);

        const sends = await tx
          .select({ createdAt: emailCodes.createdAt })
          .from(emailCodes)
          .where(
            and(eq(emailCodes.email, email), gt(emailCodes.createdAt, new Date(now.getTime() - HOUR_MS))),
          )
          .orderBy(desc(emailCodes.createdAt));
        const latest = sends[0];
        if (latest) {
          const waitMs = latest.createdAt.getTime() + RESEND_CODE_MIN_INTERVAL_MS - now.getTime();
          if (waitMs > 0)
            return tooMany(REGISTRATION_MESSAGES.resendTooSoon(Math.ceil(waitMs / 1000)), waitMs);
        }
        // The send that has to leave the one-hour window before another is allowed.
        const blocking = sends[RESEND_CODE_MAX_PER_HOUR - 1];
        if (blocking) {
          const waitMs = blocking.createdAt.getTime() + HOUR_MS - now.getTime();
          return tooMany(REGISTRATION_MESSAGES.resendHourlyLimit(Math.ceil(waitMs / 60_000)), waitMs);
        }

        // The old code is voided, not deleted: its wrong tries stay on its row and are never reset.
        await tx
          .update(emailCodes)
          .set({ voidedAt: now })
          .where(and(eq(emailCodes.email, email), isNull(emailCodes.usedAt), isNull(emailCodes.voidedAt)));
        const code = randomDigits(VERIFY_CODE_LENGTH);
        await tx.insert(emailCodes).values(newCodeRow(hashCode, email, user.id, code, moduleType, now));
        return success(code);
      });
      if (!outcome.ok) return outcome;
      await mailer.send(verificationMail(email, outcome.value));
      return success(undefined);
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
