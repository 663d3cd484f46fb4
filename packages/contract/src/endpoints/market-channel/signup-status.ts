import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZModuleType } from '../user.ts';
import { ZChannelSignupStep } from './model.ts';

/**
 * GET /api/market/amazon/signup/status?sellerId&moduleType — `done` once every store of the seller has
 * finished its initial import. Without sellerId: the caller's current seller. The web polls it every
 * SIGNUP_STATUS_POLL_MS until done.
 */
export const ZSignupStatusQuery = z.object({
  sellerId: z.string().trim().min(1).max(100).optional(),
  moduleType: ZModuleType.default('review'),
});
export type TSignupStatusQuery = z.input<typeof ZSignupStatusQuery>;
export const ZSignupStatusResponse = ZEnvelope(
  z.object({ seller_id: z.string().nullable(), signup_step: ZChannelSignupStep }),
);
export type TSignupStatusResponse = z.infer<typeof ZSignupStatusResponse>;

export const signupStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/market/amazon/signup/status',
  tags: ['market'],
  summary: "The seller's signup step: done once its stores have finished their initial import",
  query: ZSignupStatusQuery,
  response: ZSignupStatusResponse,
});
