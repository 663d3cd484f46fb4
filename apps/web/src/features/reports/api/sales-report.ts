import { type SALES_GROUPS, salesReportEndpoint, type TSalesReportResponse } from '@seller-tools/contract';
import { readData } from '../../../lib/endpoint-query';
import { reportKeys } from './keys';
import { periodQuery, type TPeriodFilters, useStoreReport } from './period-query';

export type TSalesGroup = (typeof SALES_GROUPS)[number];

export type TSalesFilters = TPeriodFilters & { groupBy: TSalesGroup };

export type TSalesReport = TSalesReportResponse['data'];

/** GET /api/reports/sales: units, orders, revenue, refunds and returns by period, ASIN or marketplace. */
export function fetchSalesReport(channelId: string, filters: TSalesFilters, signal?: AbortSignal) {
  return readData(salesReportEndpoint, { query: periodQuery(channelId, filters) }, signal);
}

export function useSalesReport(channelId: string | null, filters: TSalesFilters, enabled: boolean) {
  return useStoreReport(
    channelId,
    (id) => reportKeys.sales(id, filters),
    (id, signal) => fetchSalesReport(id, filters, signal),
    enabled,
  );
}
