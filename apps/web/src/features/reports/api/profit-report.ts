import { profitReportEndpoint, type TProfitReportResponse } from '@seller-tools/contract';
import { readData } from '../../../lib/endpoint-query';
import { reportKeys } from './keys';
import { periodQuery, type TPeriodFilters, useStoreReport } from './period-query';

export type TProfitFilters = TPeriodFilters;

export type TProfitReport = TProfitReportResponse['data'];

/** GET /api/reports/profit: profit per ASIN and in total, each figure with its sources. */
export function fetchProfitReport(channelId: string, filters: TProfitFilters, signal?: AbortSignal) {
  return readData(profitReportEndpoint, { query: periodQuery(channelId, filters) }, signal);
}

export function useProfitReport(channelId: string | null, filters: TProfitFilters, enabled: boolean) {
  return useStoreReport(
    channelId,
    (id) => reportKeys.profit(id, filters),
    (id, signal) => fetchProfitReport(id, filters, signal),
    enabled,
  );
}
