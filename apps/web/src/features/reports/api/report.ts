import { type REPORT_GROUPS, reportEndpoint, type TReportResponse } from '@seller-tools/contract';
import { readData } from '../../../lib/endpoint-query';
import { reportKeys } from './keys';
import { periodQuery, type TPeriodFilters, useStoreReport } from './period-query';

export type TReportGroup = (typeof REPORT_GROUPS)[number];

export type TReportFilters = TPeriodFilters & { groupBy: TReportGroup };

export type TReport = TReportResponse['data'];

/** GET /api/review/report: reviews and ratings of the store per day, week, month or ASIN, with totals. */
export function fetchReport(
  channelId: string,
  filters: TReportFilters,
  signal?: AbortSignal,
): Promise<TReport> {
  return readData(reportEndpoint, { query: periodQuery(channelId, filters) }, signal);
}

export function useReport(channelId: string | null, filters: TReportFilters, enabled: boolean) {
  return useStoreReport(
    channelId,
    (id) => reportKeys.report(id, filters),
    (id, signal) => fetchReport(id, filters, signal),
    enabled,
  );
}
