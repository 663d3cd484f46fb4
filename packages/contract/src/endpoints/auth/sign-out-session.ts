import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZMessageEnvelope } from '../../envelope.ts';
import { SESSION_MESSAGES } from './session-model.ts';

/** DELETE /api/auth/sessions/:sessionId — signs out one of the caller's own sessions (this one too). */
export const ZSignOutSessionParams = z.object({
  sessionId: z.uuid({ message: SESSION_MESSAGES.notFound }),
});

export const signOutSessionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/auth/sessions/:sessionId',
  tags: ['auth'],
  summary: "Sign out one of the caller's devices",
  params: ZSignOutSessionParams,
  response: ZMessageEnvelope,
});
