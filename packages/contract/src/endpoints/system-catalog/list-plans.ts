import type { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZCatalogPage, ZCatalogPageQuery } from './paging.ts';
import { ZSystemPlan } from './plan-model.ts';

/** GET /api/system/plans?search&page&page_size */
export const ZSystemPlanListQuery = ZCatalogPageQuery;
export const ZSystemPlanListResponse = ZEnvelope(ZCatalogPage(ZSystemPlan));
export type TSystemPlanListData = z.infer<typeof ZSystemPlanListResponse>['data'];

export const listSystemPlansEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/plans',
  tags: ['system'],
  summary: 'Every plan, with how many companies it is assigned to',
  query: ZSystemPlanListQuery,
  response: ZSystemPlanListResponse,
});
