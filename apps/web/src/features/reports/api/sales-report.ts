import { type SALES_GROUPS, salesReportEndpoint, type TSalesReportResponse } from '@seller-tools/contract';
import { call, unwrap } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';
import { reportKeys } from './keys';

export type TSalesGroup = (typeof SALES_GROUPS)[number];

export interface TSalesFilters {
  from: string;
  to: string;
  groupBy: TSalesGroup;
  asin: string;
}

export type TSalesReport = TSalesReportResponse['data'];

/** The query string of the Sales report and of its exports. */
export function salesQuery(channelId: string, filters: TSalesFilters) {
  return {
    channel_id: channelId,
    from: filters.from,
    to: filters.to,
    group_by: filters.groupBy,
    asin: filters.asin.trim() || undefined,
  };
}

/** GET /api/reports/sales: units, orders, revenue, refunds and returns by period, ASIN or marketplace. */
export async function fetchSalesReport(channelId: string, filters: TSalesFilters, signal?: AbortSignal) {
  const result = await call(
    salesReportEndpoint,
    { query: salesQuery(channelId, filters) },
    { signal, silent: true },
  );
  return unwrap(result).data;
}

export function useSalesReport(channelId: string | null, filters: TSalesFilters, enabled: boolean) {
  return usePagedQuery(
    reportKeys.sales(channelId ?? '', filters),
    (signal) => fetchSalesReport(channelId ?? '', filters, signal),
    enabled && channelId !== null,
  );
}
