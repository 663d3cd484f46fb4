import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { withDateRange } from '../../validation/date-range.ts';
import { ZReportFilters } from './report.ts';

// The report's rows as a download: GET /api/review/report/export?…&format=csv|xlsx.

export const REPORT_FORMATS = ['csv', 'xlsx'] as const;

export const ZReportExportQuery = withDateRange(ZReportFilters.extend({ format: z.enum(REPORT_FORMATS) }));
export type TReportExportQuery = z.input<typeof ZReportExportQuery>;

/** The exported columns, in order (CSV header and XLSX first row): stars from 5 down, as the screen shows them. */
export const REPORT_COLUMNS = [
  'Period / ASIN / marketplace',
  'Label',
  'Reviews',
  '5 stars',
  '4 stars',
  '3 stars',
  '2 stars',
  '1 star',
  'Average stars',
  'Verified',
  'Removed',
  'Rating at end',
] as const;

export const reportExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/report/export',
  tags: ['reports'],
  summary: 'The report as a CSV or XLSX file',
  query: ZReportExportQuery,
  produces: 'text/csv or an XLSX file (attachment)',
});
