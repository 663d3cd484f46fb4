import { profitReportEndpoint, type TProfitReportResponse } from '@seller-tools/contract';
import { call, unwrap } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';
import { reportKeys } from './keys';

export interface TProfitFilters {
  from: string;
  to: string;
  asin: string;
}

export type TProfitReport = TProfitReportResponse['data'];

/** The query string of the Profit report and of its exports. */
export function profitQuery(channelId: string, filters: TProfitFilters) {
  return {
    channel_id: channelId,
    from: filters.from,
    to: filters.to,
    asin: filters.asin.trim() || undefined,
  };
}

/** GET /api/reports/profit: profit per ASIN and in total, each figure with its sources. */
export async function fetchProfitReport(channelId: string, filters: TProfitFilters, signal?: AbortSignal) {
  const result = await call(
    profitReportEndpoint,
    { query: profitQuery(channelId, filters) },
    { signal, silent: true },
  );
  return unwrap(result).data;
}

export function useProfitReport(channelId: string | null, filters: TProfitFilters, enabled: boolean) {
  return usePagedQuery(
    reportKeys.profit(channelId ?? '', filters),
    (signal) => fetchProfitReport(channelId ?? '', filters, signal),
    enabled && channelId !== null,
  );
}
