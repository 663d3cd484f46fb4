import {
  isMfaRequiredFor,
  MFA_MESSAGES,
  MFA_RECOVERY_CODE_COUNT,
  type TMfaConfirmation,
  type TMfaEnrolment,
  type TMfaStatus,
} from '@seller-tools/contract';
import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { mfaChallenges, mfaRecoveryCodes, sessions, userMfa, users } from '../../db/schema/index.ts';
import type { TAuth } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import type { TSecretBox } from '../../lib/secret-box.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import {
  isTotpShaped,
  newRecoveryCode,
  newTotpSecret,
  normalizeRecoveryCode,
  totpStep,
  totpUri,
} from '../../lib/totp.ts';
import { loadServerUserInfo } from '../../lib/user-info.ts';
import { REMEMBER_ME_SESSION_TTL_MS, SESSION_TTL_MS } from './auth.service.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { sessionAnswer, type TSessionAnswer } from './session-answer.ts';

/** Codes tried per user in MFA_WINDOW_MS (right ones give the count back); more answer 429. */
export const MFA_ATTEMPT_LIMIT = 5;
export const MFA_WINDOW_MS = 15 * 60_000;

export type TMfaServiceDeps = {
  db: TDb;
  clock: TClock;
  secretBox: TSecretBox;
};

/** The second factor: enrolment, the sign-in's second step, step-up and turning it off (issue 17 M7). */
export function createMfaService(deps: TMfaServiceDeps) {
  const { db, clock, secretBox } = deps;
  // The sign-in throttle's windowed counter, under a key of its own per user.
  const throttle = createLoginThrottle({ db });
  const throttleKey = (userId: string) => `mfa:${userId}`;

  async function factorOf(userId: string) {
    const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId)).limit(1);
    return row ?? null;
  }

  /**
   * Checks a code of an enabled factor: a TOTP code of a step not used before, or an unused recovery code
   * (spent here). Every try is counted first, atomically, so parallel guesses cannot exceed the limit; a
   * right code gives the count back.
   */
  async function checkCode(
    userId: string,
    code: string,
    options: { recoveryCodes: boolean; enabledOnly: boolean },
  ): Promise<Outcome<void>> {
    const now = clock.now();
    const tries = await throttle.countInWindow(throttleKey(userId), MFA_WINDOW_MS, now);
    if (tries > MFA_ATTEMPT_LIMIT) {
      return failure('rate-limited', MFA_MESSAGES.tooManyAttempts, {
        retryAfterSeconds: Math.ceil(MFA_WINDOW_MS / 1000),
      });
    }
    const factor = await factorOf(userId);
    if (!factor || (options.enabledOnly && !factor.enabledAt))
      return failure('invalid', MFA_MESSAGES.notEnabled);
    let accepted = false;
    if (isTotpShaped(code)) {
      const step = totpStep(secretBox.open(factor.secretSealed), code, now);
      if (step !== null) {
        // Accepted once: a step at or before the last accepted one is a replay.
        const moved = await db
          .update(userMfa)
          .set({ lastUsedStep: step })
          .where(
            and(eq(userMfa.userId, userId), or(isNull(userMfa.lastUsedStep), lt(userMfa.lastUsedStep, step))),
          )
          .returning({ userId: userMfa.userId });
        accepted = moved.length > 0;
      }
    } else if (options.recoveryCodes) {
      const spent = await db
        .update(mfaRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(mfaRecoveryCodes.userId, userId),
            eq(mfaRecoveryCodes.codeHash, sha256(normalizeRecoveryCode(code))),
            isNull(mfaRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: mfaRecoveryCodes.id });
      accepted = spent.length > 0;
    }
    if (!accepted) return failure('unauthenticated', MFA_MESSAGES.wrongCode);
    await throttle.forget(throttleKey(userId));
    return success(undefined);
  }

  /** POST /api/auth/login/mfa: the challenge's user gets a session for a right code. */
  async function completeSignIn(input: {
    mfaToken: string;
    code: string;
    ip: string;
    userAgent: string | null;
  }): Promise<Outcome<TSessionAnswer>> {
    const now = clock.now();
    const [challenge] = await db
      .select()
      .from(mfaChallenges)
      .where(
        and(
          eq(mfaChallenges.tokenHash, sha256(input.mfaToken)),
          isNull(mfaChallenges.usedAt),
          gt(mfaChallenges.expiresAt, now),
        ),
      )
      .limit(1);
    if (!challenge) return failure('unauthenticated', MFA_MESSAGES.challengeExpired);
    const checked = await checkCode(challenge.userId, input.code, { recoveryCodes: true, enabledOnly: true });
    if (!checked.ok) return checked;

    const accessToken = randomToken();
    const expiresAt = new Date(
      now.getTime() + (challenge.rememberMe ? REMEMBER_ME_SESSION_TTL_MS : SESSION_TTL_MS),
    );
    const started = await db.transaction(async (tx) => {
      // Spent inside the transaction: two requests with one token make one session at most.
      const spent = await tx
        .update(mfaChallenges)
        .set({ usedAt: now })
        .where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.usedAt)))
        .returning({ id: mfaChallenges.id });
      if (spent.length === 0) return false;
      await tx.insert(sessions).values({
        userId: challenge.userId,
        tokenHash: sha256(accessToken),
        rememberMe: challenge.rememberMe,
        expiresAt,
        ip: input.ip,
        userAgent: input.userAgent?.slice(0, 512) ?? null,
        createdAt: now,
      });
      await tx
        .update(users)
        .set({ lastLoginAt: now })
        .where(and(eq(users.id, challenge.userId), isNull(users.deletedAt)));
      return true;
    });
    if (!started) return failure('unauthenticated', MFA_MESSAGES.challengeExpired);
    const userInfo = await loadServerUserInfo(db, challenge.userId);
    return success(sessionAnswer(accessToken, expiresAt, userInfo));
  }

  async function status(auth: TAuth): Promise<TMfaStatus> {
    const factor = await factorOf(auth.userId);
    const [left] = await db
      .select({ n: count() })
      .from(mfaRecoveryCodes)
      .where(and(eq(mfaRecoveryCodes.userId, auth.userId), isNull(mfaRecoveryCodes.usedAt)));
    return {
      enabled: Boolean(factor?.enabledAt),
      required: isMfaRequiredFor(auth.roles),
      recovery_codes_left: factor?.enabledAt ? (left?.n ?? 0) : 0,
    };
  }

  /** A new secret, unconfirmed until a code from the app proves the user has it. */
  async function startEnrolment(auth: TAuth): Promise<Outcome<TMfaEnrolment>> {
    const now = clock.now();
    const factor = await factorOf(auth.userId);
    if (factor?.enabledAt) return failure('conflict', MFA_MESSAGES.alreadyEnabled);
    const secret = newTotpSecret();
    const values = { secretSealed: secretBox.seal(secret), enabledAt: null, lastUsedStep: null };
    await db
      .insert(userMfa)
      .values({ userId: auth.userId, createdAt: now, ...values })
      .onConflictDoUpdate({ target: userMfa.userId, set: values });
    return success({ secret, otpauth_uri: totpUri(secret, auth.email) });
  }

  async function confirmEnrolment(auth: TAuth, code: string): Promise<Outcome<TMfaConfirmation>> {
    const now = clock.now();
    const factor = await factorOf(auth.userId);
    if (factor?.enabledAt) return failure('conflict', MFA_MESSAGES.alreadyEnabled);
    if (!factor) return failure('invalid', MFA_MESSAGES.noEnrolment);
    const checked = signedIn(
      await checkCode(auth.userId, code, { recoveryCodes: false, enabledOnly: false }),
    );
    if (!checked.ok) return checked;
    const codes = Array.from({ length: MFA_RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      await tx.update(userMfa).set({ enabledAt: now }).where(eq(userMfa.userId, auth.userId));
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, auth.userId));
      await tx
        .insert(mfaRecoveryCodes)
        .values(codes.map((c) => ({ userId: auth.userId, codeHash: sha256(normalizeRecoveryCode(c)) })));
    });
    return success({ recovery_codes: codes });
  }

  async function disable(auth: TAuth, code: string): Promise<Outcome<{ enabled: false }>> {
    if (isMfaRequiredFor(auth.roles)) return failure('forbidden', MFA_MESSAGES.staffCannotDisable);
    const checked = signedIn(await checkCode(auth.userId, code, { recoveryCodes: true, enabledOnly: true }));
    if (!checked.ok) return checked;
    await db.transaction(async (tx) => {
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, auth.userId));
      await tx.delete(userMfa).where(eq(userMfa.userId, auth.userId));
    });
    return success({ enabled: false as const });
  }

  /**
   * Step-up before a sensitive action (granting roles, deleting users): a caller with a factor re-enters a
   * code. A wrong or missing one is 403, not 401: the session itself is fine.
   */
  async function stepUp(auth: TAuth, code: string | undefined): Promise<Outcome<void>> {
    if (!auth.mfaEnabled) return success(undefined);
    if (!code) return failure('forbidden', MFA_MESSAGES.stepUpRequired);
    const checked = await checkCode(auth.userId, code, { recoveryCodes: true, enabledOnly: true });
    if (!checked.ok && checked.error.code === 'unauthenticated') {
      return failure('forbidden', MFA_MESSAGES.wrongCode);
    }
    return checked;
  }

  return { completeSignIn, status, startEnrolment, confirmEnrolment, disable, stepUp };
}

export type TMfaService = ReturnType<typeof createMfaService>;

/**
 * A wrong code from a signed-in caller is a 400, not a 401: the session is fine, and a 401 would sign the
 * web app out.
 */
function signedIn(outcome: Outcome<void>): Outcome<void> {
  if (outcome.ok || outcome.error.code !== 'unauthenticated') return outcome;
  return failure('invalid', outcome.error.message);
}
