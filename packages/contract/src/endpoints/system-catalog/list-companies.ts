import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZCatalogPage, ZCatalogPageQuery } from './paging.ts';

/** A company as plan assignment shows it. */
export const ZSystemCompany = z.object({
  company_id: z.string(),
  company_name: z.string(),
  /** Email of the company's first user (who registered it). */
  owner_email: z.string().nullable(),
  /** Names of the plans assigned to it (default plans not included). */
  assigned_plans: z.array(z.string()),
});
export type TSystemCompany = z.infer<typeof ZSystemCompany>;

/** GET /api/system/companies?search&plan_id&page&page_size — plan_id: only companies holding that plan. */
export const ZSystemCompanyListQuery = ZCatalogPageQuery.extend({ plan_id: z.uuid().optional() });
export type TSystemCompanyListQuery = z.input<typeof ZSystemCompanyListQuery>;
export const ZSystemCompanyListResponse = ZEnvelope(ZCatalogPage(ZSystemCompany));
export type TSystemCompanyListData = z.infer<typeof ZSystemCompanyListResponse>['data'];

export const listSystemCompaniesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/companies',
  tags: ['system'],
  summary: 'Companies with their assigned plans, by name or user email',
  query: ZSystemCompanyListQuery,
  response: ZSystemCompanyListResponse,
});
