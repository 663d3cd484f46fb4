import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';

/**
 * POST /api/market/amazon/state: a single-use OAuth state (10 minutes) bound to one user, proven either
 * by a Bearer session or, during registration, by the signup token from email verification.
 */
export const ZAmazonStateRequest = z.object({
  email: z.string().trim().toLowerCase().optional(),
  signup_token: z.string().trim().min(1).optional(),
  /** The marketplace the consent is for, so the server can build the consent URL. */
  code: z.string().trim().min(1, 'Please choose a marketplace.'),
});

export const ZAmazonStateResponse = ZEnvelope(
  z.object({ state: z.string(), consent_url: z.string(), expires_at: z.string() }),
);

export const issueAmazonStateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/market/amazon/state',
  tags: ['market'],
  summary: 'Issue a single-use OAuth state and the consent URL that carries it',
  body: ZAmazonStateRequest,
  response: ZAmazonStateResponse,
});
