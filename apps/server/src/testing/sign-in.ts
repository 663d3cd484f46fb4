import { ZLoginResponse } from '@seller-tools/contract';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../db/client.ts';
import { insertUser, type TSeededUser, type TUserSeed } from './accounts.ts';

/** Signs in through the real endpoint and answers the session token (API tests). */
export async function signInToken(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { user_name: email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.body}`);
  return ZLoginResponse.parse(res.json()).accessToken;
}

/** A user written straight to the database, then signed in through the real endpoint (API tests). */
export async function insertSignedInUser(
  app: FastifyInstance,
  db: TDb,
  seed: TUserSeed,
): Promise<TSeededUser & { token: string }> {
  const user = await insertUser(db, seed);
  return { ...user, token: await signInToken(app, user.email, user.password) };
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
