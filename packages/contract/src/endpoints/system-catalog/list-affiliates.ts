import type { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZAffiliate } from './affiliate-model.ts';
import { ZCatalogPage, ZCatalogPageQuery } from './paging.ts';

/** GET /api/system/affiliates?search&page&page_size */
export const ZAffiliateListQuery = ZCatalogPageQuery;
export const ZAffiliateListResponse = ZEnvelope(ZCatalogPage(ZAffiliate));
export type TAffiliateListData = z.infer<typeof ZAffiliateListResponse>['data'];

export const listAffiliatesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/affiliates',
  tags: ['system'],
  summary: 'Affiliate agents with referral counts (an agent: only their own)',
  query: ZAffiliateListQuery,
  response: ZAffiliateListResponse,
});
