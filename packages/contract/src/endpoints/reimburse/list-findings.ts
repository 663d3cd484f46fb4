import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { commaList, ZStoreQuery } from '../reviews/common.ts';
import { ZFinding, ZFindingKind, ZFindingStatus } from './common.ts';

// GET /api/reimburse/findings (issue 19, path and item shape fixed): a store's findings, nearest claim
// deadline first, one keyset page at a time (cursor opaque to the web).

export const FINDINGS_PAGE_SIZE = 50;
export const FINDINGS_PAGE_MAX = 200;

export const ZFindingListQuery = ZStoreQuery.extend({
  kind: commaList(ZFindingKind),
  status: commaList(ZFindingStatus),
  /** SKU, FNSKU, ASIN, shipment or order id, part of it. */
  q: z.string().trim().max(60).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(FINDINGS_PAGE_MAX).default(FINDINGS_PAGE_SIZE),
});
export type TFindingListQuery = z.input<typeof ZFindingListQuery>;

export const ZFindingListResponse = ZEnvelope(
  z.object({ items: z.array(ZFinding), next_cursor: z.string().nullable() }),
);
export type TFindingListResponse = z.infer<typeof ZFindingListResponse>;

export const listFindingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/findings',
  tags: ['reimburse'],
  summary: "A store's reimbursement findings with their evidence and claim deadline, keyset-paged",
  query: ZFindingListQuery,
  response: ZFindingListResponse,
});
