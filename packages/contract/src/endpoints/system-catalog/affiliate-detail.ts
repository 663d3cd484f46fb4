import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZAffiliate, ZAffiliateParams } from './affiliate-model.ts';
import { ZCatalogPage, ZCatalogPageQuery } from './paging.ts';

export const ZReferredCompany = z.object({
  company_id: z.string(),
  company_name: z.string(),
  created_at: z.string(),
  signed_up: z.boolean(),
  activated: z.boolean(),
  store_count: z.number().int(),
});
export type TReferredCompany = z.infer<typeof ZReferredCompany>;

/** GET /api/system/affiliates/:affiliate?page&page_size&search — :affiliate is the agent's user id. */
export const ZAffiliateDetailQuery = ZCatalogPageQuery;
export const ZAffiliateDetailResponse = ZEnvelope(
  z.object({ affiliate: ZAffiliate, companies: ZCatalogPage(ZReferredCompany) }),
);
export type TAffiliateDetailData = z.infer<typeof ZAffiliateDetailResponse>['data'];

export const affiliateDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/affiliates/:affiliate',
  tags: ['system'],
  summary: "An agent's referred companies (an agent: only their own)",
  params: ZAffiliateParams,
  query: ZAffiliateDetailQuery,
  response: ZAffiliateDetailResponse,
});
