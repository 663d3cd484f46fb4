import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';

/** GET /api/auth/mfa: whether the caller has a second factor, and whether their roles demand one. */
export const ZMfaStatus = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TMfaStatus = z.infer<typeof ZMfaStatus>;

export const mfaStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/auth/mfa',
  tags: ['auth'],
  summary: "The caller's two-step verification: on or off, and whether their roles require it",
  response: ZEnvelope(ZMfaStatus),
});
