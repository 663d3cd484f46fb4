import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZOkEnvelope } from '../../envelope.ts';
import { ZServerUserInfo } from '../user.ts';

/** POST /api/auth/login */
export const ZLoginRequest = z.object({
  user_name: z.string().trim().min(1, 'Please enter your email.').max(320),
  password: z.string().min(1, 'Please enter your password.').max(1024),
  remember_me: z.boolean().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** The sign-in response of spec §3; its fields sit beside `error`, not under `data`. */
export const ZLoginResponse = ZOkEnvelope.extend({
  accessToken: z.string(),
  /** UTC, ISO 8601. */
  expiredDate: z.string(),
  userInfo: ZServerUserInfo,
  isNeedPasswordChange: z.boolean(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/**
 * The answer for a user with a second factor (issue 17): the password was right, but there is no session
 * yet; POST /api/auth/login/mfa with the token and a code completes the sign-in.
 */
export const ZMfaRequiredResponse = ZOkEnvelope.extend({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
});
export type TMfaRequiredResponse = z.infer<typeof ZMfaRequiredResponse>;

/** Either the usual answer (a session) or the second-factor step. */
export const ZSignInResponse = z.union([ZLoginResponse, ZMfaRequiredResponse]);
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

export function isMfaRequired(answer: TSignInResponse): answer is TMfaRequiredResponse {
  return 'mfaRequired' in answer && answer.mfaRequired === true;
}

export const signInEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  tags: ['auth'],
  summary:
    'Sign in with email (or user name) and password; answers a new bearer token, or the second-factor step',
  body: ZLoginRequest,
  response: ZSignInResponse,
});
