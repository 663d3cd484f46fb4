import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZFindingKind } from '../reimburse/common.ts';
import { commaList, ZStoreQuery } from '../reviews/common.ts';
import { ZCase, ZCaseState } from './common.ts';

// GET /api/reimburse/cases?channel_id: a store's cases (seller), nearest deadline first, keyset-paged.

export const CASES_PAGE_SIZE = 50;

export const ZCaseListQuery = ZStoreQuery.extend({
  state: commaList(ZCaseState),
  kind: commaList(ZFindingKind),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(CASES_PAGE_SIZE),
});
export type TCaseListQuery = z.input<typeof ZCaseListQuery>;

export const ZCaseListResponse = ZEnvelope(
  z.object({ items: z.array(ZCase), next_cursor: z.string().nullable() }),
);

export const listCasesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/cases',
  tags: ['reimburse-cases'],
  summary: "A store's reimbursement cases, nearest deadline first, keyset-paged",
  query: ZCaseListQuery,
  response: ZCaseListResponse,
});
