import type { REPORT_FORMATS } from '@seller-tools/contract';
import { http, unwrap } from '../../../lib/http';
import { REPORT_PATH, reportQuery, type TReportFilters } from './report';

export const REPORT_EXPORT_PATH = `${REPORT_PATH}/export`;
export type TReportFormat = (typeof REPORT_FORMATS)[number];

/** The file name a Content-Disposition header gives (filename* first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}

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
  const blob = unwrap(result);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return fileName;
}
