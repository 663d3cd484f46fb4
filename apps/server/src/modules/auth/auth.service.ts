import {
  CHANGE_PASSWORD_ERROR_CODES as CODES,
  COOKIE_EXPIRY_DAYS,
  NEW_PASSWORD_RULES,
  type TServerUserInfo,
  validate,
} from '@seller-tools/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import { companies, sessions, users } from '../../db/schema/index.ts';
import { createBoundedWork } from '../../lib/bounded-work.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  dummyPasswordHash,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from '../../lib/passwords.ts';
import { revokeSessionsOf } from '../../lib/revoke-sessions.ts';
import { randomTemporaryPassword, randomToken, sha256 } from '../../lib/tokens.ts';
import { loadServerUserInfo, loadUserPlans, toServerUserInfo } from '../../lib/user-info.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { accountKey, createLoginThrottle, ipKey } from './login-throttle.ts';
import { startMfaChallengeIfEnrolled } from './mfa-challenge.ts';
import { sessionAnswer, type TSessionAnswer } from './session-answer.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** A session without remember-me lasts a day; with it, the spec's cookie expiry. */
export const SESSION_TTL_MS = DAY_MS;
export const REMEMBER_ME_SESSION_TTL_MS = COOKIE_EXPIRY_DAYS * DAY_MS;
/**
 * A forgot-password temporary password works for this long, once (issue 17, M2): short, since anyone who
 * can read the mail can use it. Once used it is the password until this moment, and must be changed.
 */
export const TEMPORARY_PASSWORD_TTL_MS = HOUR_MS;
/** Forgot-password mails per email and hour; further requests get the same answer and no mail. */
export const FORGOT_PASSWORD_MAILS_PER_HOUR = 3;
/** Forgot-password mails being prepared at once (each hashes a password); more are dropped. */
export const FORGOT_PASSWORD_PENDING_MAX = 50;

export const AUTH_MESSAGES = {
  signInFailed: 'Incorrect email or password.',
  verifyEmailFirst: 'Please verify your email before signing in.',
  tooManyAttempts: (waitMs: number) => {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
  emailMismatch: 'This email does not belong to the signed-in account.',
  wrongCurrentPassword: 'Current password is incorrect.',
  samePassword: 'The new password must be different from the current password.',
  passwordChanged: 'Your password has been changed.',
  temporaryPasswordExpired: 'Your temporary password has expired. Please request a new one.',
  temporaryPasswordSubject: 'Your temporary Seller Tools password',
} as const;

/** A temporary password stops working at its expiry moment. */
function isExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

type TUserRow = typeof users.$inferSelect;

export type TAuthServiceDeps = {
  db: TDb;
  clock: TClock;
  mailer: TMailer;
  logger: TLogger;
  /** Where the web app is served, for the sign-in link in mails. */
  publicUrl: string;
};

export function createAuthService(deps: TAuthServiceDeps) {
  const { db, clock } = deps;
  const throttle = createLoginThrottle({ db });
  // Work that runs after its response has gone out (forgot password), bounded: beyond the limit a
  // request is answered alike and its mail dropped (issue 17, M8); close() waits for the rest.
  const pending = createBoundedWork({
    name: 'forgot password',
    max: FORGOT_PASSWORD_PENDING_MAX,
    logger: deps.logger,
  });
  // Computed now, so that the first unknown name is not slower than the rest.
  void dummyPasswordHash();

  // The sign-in path as two prepared statements (built and planned once, not per request): sign-in is
  // bound by its argon2 hash, and whatever else it spends comes out of the hashing's share of the CPU.
  const candidate = alias(users, 'candidate');
  const nameParam = sql.placeholder('name');
  // User names are stored lower-cased like emails, so both compare with the lower-cased name through
  // their unique indexes. A name that is one user's email and another's user name means the email's owner.
  const matchingUserId = db
    .select({ id: candidate.id })
    .from(candidate)
    .where(
      and(isNull(candidate.deletedAt), or(eq(candidate.email, nameParam), eq(candidate.userName, nameParam))),
    )
    .orderBy(sql`${candidate.email} = ${nameParam} desc`)
    .limit(1);
  // One row whether or not the name is known: the user (or nulls).
  const signInLookup = db
    .select({ user: users, companyName: companies.name })
    .from(sql`(select 1) as one`)
    .leftJoin(users, eq(users.id, sql`(${matchingUserId})`))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .prepare('sign_in_lookup');
  // The session and the user's last sign-in in one statement: one round trip, atomic.
  const newSession = db.$with('new_session').as(
    db
      .insert(sessions)
      .values({
        userId: sql.placeholder('userId'),
        tokenHash: sql.placeholder('tokenHash'),
        rememberMe: sql.placeholder('rememberMe'),
        expiresAt: sql.placeholder('expiresAt'),
        ip: sql.placeholder('ip'),
        userAgent: sql.placeholder('userAgent'),
        createdAt: sql.placeholder('now'),
      })
      .returning({ userId: sessions.userId }),
  );
  const startSession = db
    .with(newSession)
    .update(users)
    .set({ lastLoginAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(users.id, sql`(select ${newSession.userId} from ${newSession})`))
    .prepare('start_session');

  /** Whether `password` is the user's unused, unexpired forgot-password temporary password. */
  async function isTemporaryPassword(
    user: Pick<TUserRow, 'temporaryPasswordHash' | 'temporaryPasswordExpiresAt'>,
    password: string,
    now: Date,
  ): Promise<boolean> {
    if (!user.temporaryPasswordHash || isExpired(user.temporaryPasswordExpiresAt, now)) return false;
    return verifyPassword(user.temporaryPasswordHash, password);
  }

  /**
   * Spends the temporary password: it replaces the password, keeping its expiry, and the change-password
   * flow follows. Only the sign-in that still finds this very hash spends it, so it works once.
   */
  async function consumeTemporaryPassword(
    user: Pick<TUserRow, 'id' | 'temporaryPasswordHash' | 'temporaryPasswordExpiresAt'>,
    now: Date,
  ): Promise<boolean> {
    if (!user.temporaryPasswordHash) return false;
    const spent = await db
      .update(users)
      .set({
        passwordHash: user.temporaryPasswordHash,
        passwordExpiresAt: user.temporaryPasswordExpiresAt,
        isNeedPasswordChange: true,
        temporaryPasswordHash: null,
        temporaryPasswordExpiresAt: null,
        updatedAt: now,
      })
      .where(and(eq(users.id, user.id), eq(users.temporaryPasswordHash, user.temporaryPasswordHash)))
      .returning({ id: users.id });
    return spent.length === 1;
  }

  async function login(input: {
    userName: string;
    password: string;
    rememberMe: boolean;
    ip: string;
    userAgent: string | null;
  }): Promise<Outcome<TSessionAnswer | { mfaRequired: true; mfaToken: string }>> {
    const now = clock.now();
    const name = input.userName.trim().toLowerCase();
    const [found] = await signInLookup.execute({ name });
    const user = found?.user ?? null;
    const keys = { account: accountKey(user?.id ?? name), ip: ipKey(input.ip) };

    // Reserved before any hashing, atomically (issue 17, H1): parallel guesses cannot all pass a check
    // made before the first of them is counted, and a throttled caller costs one query, not an argon2 run.
    const reservation = await throttle.reserve(keys, now);
    if (!reservation.granted)
      return failure('rate-limited', AUTH_MESSAGES.tooManyAttempts(reservation.waitMs));

    // Unknown names verify against a dummy hash, so they take as long as a wrong password.
    const passwordOk = await verifyPassword(
      user?.passwordHash ?? (await dummyPasswordHash()),
      input.password,
    );
    const realOk = Boolean(user) && passwordOk && !isExpired(user?.passwordExpiresAt ?? null, now);
    // Not the password: perhaps the forgot-password temporary one, a credential of its own (issue 17, M2).
    const temporaryOk = !realOk && user !== null && (await isTemporaryPassword(user, input.password, now));
    // A failure keeps its reservation: it was counted before the hash.
    if (!user || !(realOk || temporaryOk)) return failure('unauthenticated', AUTH_MESSAGES.signInFailed);
    await throttle.release(keys, now);
    // Only someone who knows the password learns that the email is unverified.
    if (!user.emailVerifiedAt) return failure('forbidden', AUTH_MESSAGES.verifyEmailFirst);
    // Used once, the temporary password becomes the password (the real one ends here), to be changed.
    if (temporaryOk && !(await consumeTemporaryPassword(user, now))) {
      return failure('unauthenticated', AUTH_MESSAGES.signInFailed);
    }
    // A second factor (issue 17): no session yet, only a challenge for POST /api/auth/login/mfa.
    const mfaToken = await startMfaChallengeIfEnrolled(db, {
      userId: user.id,
      rememberMe: input.rememberMe,
      now,
    });
    if (mfaToken) return success({ mfaRequired: true as const, mfaToken });
    const signedIn = temporaryOk ? { ...user, isNeedPasswordChange: true } : user;

    const accessToken = randomToken();
    const expiresAt = new Date(
      now.getTime() + (input.rememberMe ? REMEMBER_ME_SESSION_TTL_MS : SESSION_TTL_MS),
    );
    await startSession.execute({
      userId: user.id,
      tokenHash: sha256(accessToken),
      rememberMe: input.rememberMe,
      expiresAt,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      now,
    });
    const userInfo = toServerUserInfo(
      signedIn,
      found?.companyName ?? '',
      await loadUserPlans(db, user.companyId),
    );
    return success(sessionAnswer(accessToken, expiresAt, userInfo));
  }

  async function logout(sessionId: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  async function sendTemporaryPassword(email: string): Promise<void> {
    const now = clock.now();
    const [user] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
      .limit(1);
    if (!user) return;
    const sent = await throttle.countInWindow(`forgot:${user.id}`, HOUR_MS, now);
    if (sent > FORGOT_PASSWORD_MAILS_PER_HOUR) {
      deps.logger.info({ userId: user.id }, 'forgot password: hourly mail limit reached, no mail sent');
      return;
    }
    const password = randomTemporaryPassword();
    const passwordHash = await hashPassword(password);
    // Beside the password, not instead of it (issue 17, M2): an anonymous request must not lock the owner
    // out. A newer request replaces an unused older one. Sessions end when the password is changed.
    await db
      .update(users)
      .set({
        temporaryPasswordHash: passwordHash,
        temporaryPasswordExpiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_MS),
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await deps.mailer.send({
      to: email,
      subject: AUTH_MESSAGES.temporaryPasswordSubject,
      text: temporaryPasswordMail(user.name, password, `${deps.publicUrl.replace(/\/$/, '')}/login`),
    });
  }

  /**
   * Answers at once and does the work afterwards, so that a known email (a hash, a write, a mail) answers
   * exactly as fast as an unknown one.
   */
  function forgotPassword(email: string): void {
    pending.run(() => sendTemporaryPassword(email));
  }

  async function changePassword(input: {
    userId: string;
    sessionId: string;
    callerEmail: string;
    email: string;
    currentPassword: string;
    newPassword: string;
    ip: string;
  }): Promise<Outcome<{ message: string; userInfo: TServerUserInfo }>> {
    const now = clock.now();
    if (input.email !== input.callerEmail)
      return failure('invalid', CODES.emailMismatch + AUTH_MESSAGES.emailMismatch);
    const [user] = await db
      .select({ passwordHash: users.passwordHash, passwordExpiresAt: users.passwordExpiresAt })
      .from(users)
      .where(eq(users.id, input.userId))
      .limit(1);
    if (!user) return failure('invalid', CODES.emailMismatch + AUTH_MESSAGES.emailMismatch);
    // The current password is a password guess like a sign-in, under the same throttle (issue 17, H1).
    const keys = { account: accountKey(input.userId), ip: ipKey(input.ip) };
    const reservation = await throttle.reserve(keys, now);
    if (!reservation.granted) {
      return failure(
        'rate-limited',
        CODES.tooManyAttempts + AUTH_MESSAGES.tooManyAttempts(reservation.waitMs),
      );
    }
    const currentOk = await verifyPassword(user.passwordHash, input.currentPassword);
    // An expired temporary password is no password at all, here as at sign-in.
    if (!currentOk || isExpired(user.passwordExpiresAt, now)) {
      return failure('invalid', CODES.wrongCurrent + AUTH_MESSAGES.wrongCurrentPassword);
    }
    await throttle.release(keys, now);
    // Common first: no password of the 10 000 passes the rules, and "common" is the more useful answer.
    if (isCommonPassword(input.newPassword))
      return failure('invalid', CODES.commonPassword + COMMON_PASSWORD_MESSAGE);
    const ruleMessage = validate(input.newPassword, NEW_PASSWORD_RULES);
    if (ruleMessage) return failure('invalid', CODES.weakPassword + ruleMessage);
    if (input.newPassword === input.currentPassword) {
      return failure('invalid', CODES.samePassword + AUTH_MESSAGES.samePassword);
    }

    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          passwordHash,
          isNeedPasswordChange: false,
          passwordExpiresAt: null,
          // A temporary password still unused is void once the password is chosen.
          temporaryPasswordHash: null,
          temporaryPasswordExpiresAt: null,
          updatedAt: now,
        })
        .where(eq(users.id, input.userId));
      // Whoever else held a session (perhaps the reason for the change) is signed out; this caller stays.
      await revokeSessionsOf(tx, input.userId, now, { except: input.sessionId });
    });
    return success({
      message: AUTH_MESSAGES.passwordChanged,
      userInfo: await loadServerUserInfo(db, input.userId),
    });
  }

  async function changePasswordLater(input: {
    userId: string;
    callerEmail: string;
    email: string;
  }): Promise<Outcome<{ userInfo: TServerUserInfo }>> {
    if (input.email !== input.callerEmail) return failure('invalid', AUTH_MESSAGES.emailMismatch);
    const [user] = await db
      .select({ passwordExpiresAt: users.passwordExpiresAt })
      .from(users)
      .where(eq(users.id, input.userId))
      .limit(1);
    if (!user) return failure('invalid', AUTH_MESSAGES.emailMismatch);
    if (isExpired(user.passwordExpiresAt, clock.now())) {
      return failure('invalid', AUTH_MESSAGES.temporaryPasswordExpired);
    }
    // is_need_password_change stays set, so the next sign-in asks again.
    return success({ userInfo: await loadServerUserInfo(db, input.userId) });
  }

  return {
    login,
    logout,
    forgotPassword,
    changePassword,
    changePasswordLater,
    /** Waits for work still running after its response (forgot-password mails). */
    async drain(): Promise<void> {
      await pending.drain();
    },
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;

function temporaryPasswordMail(name: string, password: string, signInUrl: string): string {
  return [
    `Hello ${name},`,
    '',
    'We received a request to reset the password of your Seller Tools account.',
    '',
    `Your temporary password: ${password}`,
    '',
    'It is valid for 1 hour and works once. Sign in with it and you must change it at your first sign-in.',
    `Sign in: ${signInUrl}`,
    '',
    'Your current password keeps working until the temporary password is used. If you did not ask for',
    'this, you can ignore this email: the temporary password expires unused.',
    '',
    'Seller Tools',
  ].join('\n');
}
