// Query keys of the system catalog pages: one root per list, so a change refreshes every page of it.

type TPageQuery = { page: number; page_size?: number; search?: string };

export const systemCatalogKeys = {
  codes: ['system', 'codes'] as const,
  codeList: (query: TPageQuery & { class?: string }) => [...systemCatalogKeys.codes, query] as const,
  plans: ['system', 'plans'] as const,
  planList: (query: TPageQuery) => [...systemCatalogKeys.plans, query] as const,
  companies: ['system', 'companies'] as const,
  companyList: (query: TPageQuery & { plan_id?: string }) => [...systemCatalogKeys.companies, query] as const,
  billing: (month: string | undefined) => ['system', 'billing', month ?? 'all'] as const,
  affiliates: ['system', 'affiliates'] as const,
  affiliateList: (query: TPageQuery) => [...systemCatalogKeys.affiliates, 'list', query] as const,
  affiliateDetail: (affiliate: string, query: TPageQuery) =>
    [...systemCatalogKeys.affiliates, 'detail', affiliate, query] as const,
};
