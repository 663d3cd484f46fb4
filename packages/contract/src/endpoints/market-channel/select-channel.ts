import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZModuleType } from '../user.ts';
import { ZChannel } from './model.ts';

/**
 * The store being selected. The web may send the whole store entry; only these fields are read.
 * market_id (or channel_info.code) picks the marketplace; without it the seller's first store is chosen.
 */
export const ZChannelSelection = z.object({
  seller_id: z.string().trim().min(1, 'channel_info.seller_id is required.').max(100),
  market_id: z.string().trim().min(1).max(100).optional(),
  channel_info: z
    .object({ code: z.string().trim().min(1).max(100) })
    .partial()
    .optional(),
});
export type TChannelSelection = z.input<typeof ZChannelSelection>;

/** PUT /api/market/user/channel — select the current store (saved on the user: survives reload and sign-in). */
export const ZSelectChannelRequest = z.object({
  channel_info: ZChannelSelection,
  moduleType: ZModuleType.default('review'),
});
export type TSelectChannelRequest = z.input<typeof ZSelectChannelRequest>;

/** PUT /api/market/user/seller — the same selection, spelled module_type (spec §7). */
export const ZSelectSellerRequest = z.object({
  channel_info: ZChannelSelection,
  module_type: ZModuleType.default('review'),
});
export type TSelectSellerRequest = z.input<typeof ZSelectSellerRequest>;

/** Both selections answer with the store now current. */
export const ZSelectChannelResponse = ZEnvelope(ZChannel);
export type TSelectChannelResponse = z.infer<typeof ZSelectChannelResponse>;

export const selectChannelEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/market/user/channel',
  tags: ['market'],
  summary: 'Select the current store (saved on the user)',
  body: ZSelectChannelRequest,
  response: ZSelectChannelResponse,
});

export const selectSellerEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/market/user/seller',
  tags: ['market'],
  summary: 'Select the current seller of a module (saved on the user)',
  body: ZSelectSellerRequest,
  response: ZSelectChannelResponse,
});
