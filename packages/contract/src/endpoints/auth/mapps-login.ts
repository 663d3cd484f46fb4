import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { MAPPS_MESSAGES, MAPPS_STATE_MAX_LENGTH, ZMappsRedirect } from './mapps-model.ts';
import { ZLoginRequest } from './sign-in.ts';

/** POST: sign in and get the callback URL carrying the session. */
export const MAPPS_LOGIN_PATH = '/api/auth/login/mapps';

export const ZMappsLoginRequest = ZLoginRequest.omit({ remember_me: true }).extend({
  redirect: ZMappsRedirect,
  state: z.string().max(MAPPS_STATE_MAX_LENGTH, MAPPS_MESSAGES.stateTooLong).optional(),
});
export type TMappsLoginRequest = z.input<typeof ZMappsLoginRequest>;

export const ZMappsLoginResponse = ZEnvelope(
  /** Where the browser goes next: the allowed callback with the session in its fragment. */
  z.object({ redirect_url: z.string() }),
);
export type TMappsLoginResponse = z.infer<typeof ZMappsLoginResponse>;

export const mappsLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: MAPPS_LOGIN_PATH,
  tags: ['auth'],
  summary: 'Sign in for the embedded app; answers its callback URL with the session in the fragment',
  body: ZMappsLoginRequest,
  response: ZMappsLoginResponse,
});
