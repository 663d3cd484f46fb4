import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZModuleType } from '../user.ts';
import { ZChannel } from './model.ts';

/**
 * GET /api/market/channel?moduleType[&sellerId] — the caller's current store for the module (the one
 * saved by PUT /api/market/user/channel or /seller), or, with sellerId, that seller's store. When the saved
 * store is gone or no longer permitted, the first store the caller may see; null when there is none.
 */
export const ZCurrentChannelQuery = z.object({
  moduleType: ZModuleType.default('review'),
  sellerId: z.string().trim().min(1).max(100).optional(),
});
export type TCurrentChannelQuery = z.input<typeof ZCurrentChannelQuery>;
export const ZCurrentChannelResponse = ZEnvelope(ZChannel.nullable());
export type TCurrentChannelResponse = z.infer<typeof ZCurrentChannelResponse>;

export const currentChannelEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/market/channel',
  tags: ['market'],
  summary: "The caller's current store for the module (or the given seller's); null when none",
  query: ZCurrentChannelQuery,
  response: ZCurrentChannelResponse,
});
