import { type REPORT_GROUPS, reportEndpoint, type TReportResponse } from '@seller-tools/contract';
import { call, unwrap } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';
import { reportKeys } from './keys';

export type TReportGroup = (typeof REPORT_GROUPS)[number];

export interface TReportFilters {
  from: string;
  to: string;
  groupBy: TReportGroup;
  asin: string;
}

export type TReport = TReportResponse['data'];

/** The query string of the report and of its exports. */
export function reportQuery(channelId: string, filters: TReportFilters) {
  return {
    channel_id: channelId,
    from: filters.from,
    to: filters.to,
    group_by: filters.groupBy,
    asin: filters.asin.trim() || undefined,
  };
}

/** GET /api/review/report: reviews and ratings of the store per day, week, month or ASIN, with totals. */
export async function fetchReport(
  channelId: string,
  filters: TReportFilters,
  signal?: AbortSignal,
): Promise<TReport> {
  const result = await call(
    reportEndpoint,
    { query: reportQuery(channelId, filters) },
    { signal, silent: true },
  );
  return unwrap(result).data;
}

export function useReport(channelId: string | null, filters: TReportFilters, enabled: boolean) {
  return usePagedQuery(
    reportKeys.report(channelId ?? '', filters),
    (signal) => fetchReport(channelId ?? '', filters, signal),
    enabled && channelId !== null,
  );
}
