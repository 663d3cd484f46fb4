import { ZLoginResponse } from '@seller-tools/contract';
import type { FastifyInstance } from 'fastify';

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
