import { defineEndpoint } from '../../endpoint.ts';
import { ZOkEnvelope } from '../../envelope.ts';

/** POST /api/auth/logout: revokes the caller's session. */
export const ZLogoutResponse = ZOkEnvelope;

export const signOutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  tags: ['auth'],
  summary: "Revoke the caller's session",
  response: ZLogoutResponse,
});
