import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZMfaCode } from './mfa-common.ts';
import { ZLoginResponse } from './sign-in.ts';

/** POST /api/auth/login/mfa: the second step of a sign-in that answered `mfaRequired`. */
export const ZLoginMfaRequest = z.object({
  mfaToken: z.string().min(1).max(128),
  code: ZMfaCode,
});
export type TLoginMfaRequest = z.input<typeof ZLoginMfaRequest>;

export const signInMfaEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login/mfa',
  tags: ['auth'],
  summary: 'Complete a sign-in with a code from the authenticator app (or a recovery code)',
  body: ZLoginMfaRequest,
  response: ZLoginResponse,
});
