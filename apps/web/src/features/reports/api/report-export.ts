import { type REPORT_FORMATS, reportExportEndpoint } from '@seller-tools/contract';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { call, unwrap } from '../../../lib/http';
import { reportQuery, type TReportFilters } from './report';

export type TReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * GET /api/review/report/export?…&format: the same rows as a file. Fetched with the session like every
 * call (an <a href> would not carry the token), then handed to the browser as a download.
 */
export async function downloadReport(channelId: string, filters: TReportFilters, format: TReportFormat) {
  let fileName = `reviews-report-${filters.from}-to-${filters.to}.${format}`;
  const result = await call(
    reportExportEndpoint,
    { query: { ...reportQuery(channelId, filters), format } },
    {
      responseType: 'blob',
      onResponse: (response) => {
        fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? fileName;
      },
    },
  );
  // The endpoint answers a file, so responseType 'blob' reads its body as one.
  saveBlob(unwrap(result) as Blob, fileName);
  return fileName;
}
