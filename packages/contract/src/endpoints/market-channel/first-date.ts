import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZModuleType } from '../user.ts';

/**
 * GET /api/market/account/product/first-date?marketplaceId&sellerId&moduleType — the earliest product or
 * order date of the store (the earliest order purchase or listing open date its import wrote), read by the
 * web as data.data. null while the store has no imported products or orders yet.
 */
export const ZFirstDateQuery = z.object({
  marketplaceId: z.string().trim().min(1).max(100).optional(),
  sellerId: z.string().trim().min(1).max(100).optional(),
  moduleType: ZModuleType.default('review'),
});
export type TFirstDateQuery = z.input<typeof ZFirstDateQuery>;
/** data.data: YYYY-MM-DD, or null when there is no data yet. */
export const ZFirstDateResponse = ZEnvelope(z.object({ data: z.string().nullable() }));
export type TFirstDateResponse = z.infer<typeof ZFirstDateResponse>;

export const firstDateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/market/account/product/first-date',
  tags: ['market'],
  summary: 'The earliest product or order date of the store; null until its data is imported',
  query: ZFirstDateQuery,
  response: ZFirstDateResponse,
});
