import { isMfaRequired, ZLoginResponse, ZSignInResponse } from '@seller-tools/contract';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../db/client.ts';
import { userMfa } from '../db/schema/index.ts';
import type { TClock } from '../lib/clock.ts';
import { totpCode } from '../lib/totp.ts';
import { insertUser, TEST_PASSWORD, TEST_TOTP_SECRET, type TSeededUser, type TUserSeed } from './accounts.ts';
import { createTestSession } from './registration-fixtures.ts';

/** What signs a user in: the app alone, or with its database and clock for users with a second factor. */
export type TSignInTarget = FastifyInstance | { app: FastifyInstance; db: TDb; clock: TClock };

/** POST /api/auth/login with this body, from this address (default 127.0.0.1): the answer as it is. */
export function postLogin(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  from: { ip?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    remoteAddress: from.ip,
    headers: from.headers,
  });
}

/**
 * Signs in through the real endpoints and answers the session token (API tests). A user with a second
 * factor (staff seeds) completes POST /api/auth/login/mfa with a code of TEST_TOTP_SECRET at the app's
 * clock; the target must then carry the database and clock.
 */
export async function signInToken(target: TSignInTarget, email: string, password: string): Promise<string> {
  const app = 'app' in target && 'db' in target ? target.app : (target as FastifyInstance);
  const res = await postLogin(app, { user_name: email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.body}`);
  const answer = ZSignInResponse.parse(res.json());
  if (!isMfaRequired(answer)) return answer.accessToken;
  if (!('db' in target)) throw new Error(`${email} has a second factor: pass { app, db, clock } to sign in`);
  return ZLoginResponse.parse((await passMfa(target, email, answer.mfaToken)).json()).accessToken;
}

/**
 * A right code of TEST_TOTP_SECRET at the app's clock (step-up, enrolment tests). The clock of a test app
 * is pinned, so the step a previous code spent is given back first: otherwise the server rightly refuses
 * the same step again as a replay.
 */
export async function freshTotpCode(
  target: { db: TDb; clock: TClock },
  secret = TEST_TOTP_SECRET,
): Promise<string> {
  await target.db.update(userMfa).set({ lastUsedStep: null });
  return totpCode(secret, target.clock.now());
}

/** The second step with a right code. */
export async function passMfa(
  target: { app: FastifyInstance; db: TDb; clock: TClock },
  email: string,
  mfaToken: string,
) {
  const res = await target.app.inject({
    method: 'POST',
    url: '/api/auth/login/mfa',
    payload: { mfaToken, code: await freshTotpCode(target) },
  });
  if (res.statusCode !== 200) throw new Error(`second step of ${email} failed: ${res.body}`);
  return res;
}

/** A user written straight to the database, then signed in through the real endpoint (API tests). */
export async function insertSignedInUser(
  target: TSignInTarget,
  db: TDb,
  seed: TUserSeed,
): Promise<TSeededUser & { token: string }> {
  const user = await insertUser(db, seed);
  return { ...user, token: await signInToken(target, user.email, user.password) };
}
type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request as the holder of `token` (anonymous without one); the body only when one is given. */
export function injectAs(
  app: FastifyInstance,
  token: string | undefined,
  method: TMethod,
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

/** Signs these users in one after another (see signInToken) and answers their tokens in the same order. */
export async function signInTokens<const TEmails extends readonly string[]>(
  target: TSignInTarget,
  emails: TEmails,
  password = TEST_PASSWORD,
): Promise<{ [K in keyof TEmails]: string }> {
  const tokens: string[] = [];
  for (const email of emails) tokens.push(await signInToken(target, email, password));
  return tokens as { [K in keyof TEmails]: string };
}

/**
 * Requests as the users a test names (`ids`: name → user id), each with a session made for that call:
 * tests that move the clock by hours would outlive the idle timeout of a session kept across calls.
 * `target` is read at call time (the app is built in beforeAll).
 */
export function callAsNamed(
  target: () => { app: FastifyInstance; db: TDb; clock: TClock },
  ids: Record<string, string>,
) {
  return async (who: string, method: TMethod, url: string, payload?: object) => {
    const t = target();
    return injectAs(t.app, await createTestSession(t.db, t.clock, ids[who] ?? ''), method, url, payload);
  };
}
