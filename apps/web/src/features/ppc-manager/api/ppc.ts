import {
  ppcAdGroupsEndpoint,
  ppcCampaignsEndpoint,
  ppcKeywordsEndpoint,
  ppcOverviewEndpoint,
  ppcProductsEndpoint,
  type TPpcAdGroup,
  type TPpcCampaign,
  type TPpcKeyword,
  type TPpcMetrics,
  type TPpcOverview,
  type TPpcProduct,
  type TPpcSort,
  type TPpcTable,
} from '@seller-tools/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { ppcKeys } from './keys';

/** The period and attribution window every PPC read shares (days in the user's PPC time zone). */
export interface TPpcRangeFilters {
  from: string;
  to: string;
  attribution: number;
}

/** A table's own filters, sort and page. */
export interface TPpcTableFilters {
  q: string;
  state: string;
  campaignId: string | null;
  adGroupId: string | null;
  minClicks: string;
  sort: TPpcSort;
  dir: 'asc' | 'desc';
  cursor: string | null;
}

export type TPpcRowOf = {
  campaigns: TPpcCampaign;
  'ad-groups': TPpcAdGroup;
  keywords: TPpcKeyword;
  products: TPpcProduct;
};

export interface TPpcPage<T> {
  currency: string | null;
  from: string;
  to: string;
  attribution: number;
  items: T[];
  totals: TPpcMetrics & { daily_budget?: number };
  total_count: number;
  next_cursor: string | null;
}

const ENDPOINTS = {
  campaigns: ppcCampaignsEndpoint,
  'ad-groups': ppcAdGroupsEndpoint,
  keywords: ppcKeywordsEndpoint,
  products: ppcProductsEndpoint,
} as const;

/** The query string of a table and of its export. */
export function tableQuery(channelId: string, range: TPpcRangeFilters, filters: TPpcTableFilters) {
  const minClicks = Number.parseInt(filters.minClicks, 10);
  return {
    channel_id: channelId,
    from: range.from,
    to: range.to,
    attribution: range.attribution,
    q: filters.q.trim() || undefined,
    state: filters.state || undefined,
    campaign_id: filters.campaignId ?? undefined,
    ad_group_id: filters.adGroupId ?? undefined,
    min_clicks: Number.isFinite(minClicks) && minClicks > 0 ? minClicks : undefined,
    sort: filters.sort,
    dir: filters.dir,
  };
}

/** GET /api/ppc/overview. */
export function usePpcOverview(channelId: string | null, range: TPpcRangeFilters, compare: boolean) {
  return useQuery({
    queryKey: ppcKeys.overview(channelId ?? '', range, compare),
    queryFn: async ({ signal }): Promise<TPpcOverview> =>
      unwrap(
        await call(
          ppcOverviewEndpoint,
          { query: { channel_id: channelId ?? '', ...range, compare: compare ? 'true' : 'false' } },
          { signal, silent: true },
        ),
      ).data,
    enabled: channelId !== null,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

/** GET /api/ppc/campaigns, ad-groups, keywords or products: one keyset page with the totals. */
export function usePpcTable<T extends TPpcTable>(
  table: T,
  channelId: string | null,
  range: TPpcRangeFilters,
  filters: TPpcTableFilters,
) {
  return useQuery({
    queryKey: ppcKeys.table(table, channelId ?? '', range, filters),
    queryFn: async ({ signal }): Promise<TPpcPage<TPpcRowOf[T]>> => {
      const query = { ...tableQuery(channelId ?? '', range, filters), cursor: filters.cursor ?? undefined };
      // One shape of query for the four tables (the keywords' is the widest), so one call serves them all.
      const endpoint = ENDPOINTS[table] as typeof ppcKeywordsEndpoint;
      const result = await call(endpoint, { query }, { signal, silent: true });
      return unwrap(result).data as unknown as TPpcPage<TPpcRowOf[T]>;
    },
    enabled: channelId !== null,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}
