import type { REPORT_FORMATS } from '@seller-tools/contract';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { http, unwrap } from '../../../lib/http';
import { REPORT_PATH, reportQuery, type TReportFilters } from './report';

export const REPORT_EXPORT_PATH = `${REPORT_PATH}/export`;
export type TReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * GET /api/review/report/export?…&format: the same rows as a file. Fetched with the session like every
 * call (an <a href> would not carry the token), then handed to the browser as a download.
 */
export async function downloadReport(channelId: string, filters: TReportFilters, format: TReportFormat) {
  let fileName = `reviews-report-${filters.from}-to-${filters.to}.${format}`;
  const result = await http.get<Blob>(REPORT_EXPORT_PATH, {
    query: { ...reportQuery(channelId, filters), format },
    responseType: 'blob',
    onResponse: (response) => {
      fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? fileName;
    },
  });
  saveBlob(unwrap(result), fileName);
  return fileName;
}
