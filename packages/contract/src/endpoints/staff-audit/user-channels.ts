import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZChannel } from '../market-channel/model.ts';
import { STAFF_AUDIT_MESSAGES } from './common.ts';

/** GET /api/user/channel?userId: the stores that user sees, shaped as GET /api/market/{companyId}/channel's. */
export const ZUserChannelsQuery = z.object({
  userId: z.uuid({ message: STAFF_AUDIT_MESSAGES.userNotFound }),
});
export type TUserChannelsQuery = z.input<typeof ZUserChannelsQuery>;

export const ZUserChannelsResponse = ZEnvelope(z.array(ZChannel));

export const userChannelsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user/channel',
  tags: ['staff'],
  summary: "A user's stores, as the store switcher lists them (staff only)",
  query: ZUserChannelsQuery,
  response: ZUserChannelsResponse,
});
