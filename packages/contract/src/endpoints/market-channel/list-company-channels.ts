import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZModuleType } from '../user.ts';
import { ZChannel } from './model.ts';

/** Query of the store reads (spec §7 sends moduleType; default review). */
export const ZChannelListQuery = z.object({ moduleType: ZModuleType.default('review') });
export type TChannelListQuery = z.input<typeof ZChannelListQuery>;

/** GET /api/market/{companyId}/channel?moduleType — every store the caller may see, favourites first. */
export const ZCompanyChannelParams = z.object({ companyId: z.string().trim().min(1).max(100) });
export const ZChannelListResponse = ZEnvelope(z.array(ZChannel));
export type TChannelListResponse = z.infer<typeof ZChannelListResponse>;

export const listCompanyChannelsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/market/:companyId/channel',
  tags: ['market'],
  summary: "The stores of the caller's company they may see (another company's id: 403)",
  params: ZCompanyChannelParams,
  query: ZChannelListQuery,
  response: ZChannelListResponse,
});
