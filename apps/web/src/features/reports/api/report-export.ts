import { type REPORT_FORMATS, reportExportEndpoint } from '@seller-tools/contract';
import { saveFileFrom } from '../../../lib/download';
import { call } from '../../../lib/http';
import { periodQuery } from './period-query';
import type { TReportFilters } from './report';

export type TReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * GET /api/review/report/export?…&format: the same rows as a file. Fetched with the session like every
 * call (an <a href> would not carry the token), then handed to the browser as a download.
 */
export function downloadReport(channelId: string, filters: TReportFilters, format: TReportFormat) {
  return saveFileFrom(`reviews-report-${filters.from}-to-${filters.to}.${format}`, (options) =>
    call(reportExportEndpoint, { query: { ...periodQuery(channelId, filters), format } }, options),
  );
}
