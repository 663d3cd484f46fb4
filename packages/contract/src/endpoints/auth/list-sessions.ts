import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZSignedInSession } from './session-model.ts';

/** GET /api/auth/sessions — the caller's live sessions, the most recently used first. */
export const ZListSessionsResponse = ZEnvelope(z.array(ZSignedInSession));

export const listSessionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/auth/sessions',
  tags: ['auth'],
  summary: "The caller's signed-in devices",
  response: ZListSessionsResponse,
});
