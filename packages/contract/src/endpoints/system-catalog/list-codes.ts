import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZSystemCode } from './code-model.ts';
import { ZCatalogPage, ZCatalogPageQuery } from './paging.ts';

/** GET /api/system/codes?class&search&page&page_size — every row, active or not, of one class or all. */
export const ZSystemCodeListQuery = ZCatalogPageQuery.extend({
  class: z.string().trim().max(64).optional(),
});
export type TSystemCodeListQuery = z.input<typeof ZSystemCodeListQuery>;

export const ZSystemCodeListResponse = ZEnvelope(
  ZCatalogPage(ZSystemCode).extend({ classes: z.array(z.string()) }),
);
export type TSystemCodeListData = z.infer<typeof ZSystemCodeListResponse>['data'];

export const listSystemCodesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/codes',
  tags: ['system'],
  summary: 'Code list rows, active or not, by class and search',
  query: ZSystemCodeListQuery,
  response: ZSystemCodeListResponse,
});
