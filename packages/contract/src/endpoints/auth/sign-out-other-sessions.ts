import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';

/** POST /api/auth/sessions/sign-out-others — ends every session of the caller but the one asking. */
export const ZSignOutOtherSessionsResponse = ZEnvelope(z.object({ signed_out: z.number().int() }));

export const signOutOtherSessionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sessions/sign-out-others',
  tags: ['auth'],
  summary: 'Sign out everywhere else',
  response: ZSignOutOtherSessionsResponse,
});
