import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { withDateRange } from '../../validation/date-range.ts';
import { SALES_REPORT_FORMATS } from './common.ts';
import { ZSalesReportFilters } from './sales-report.ts';

// The Sales report's rows as a download: GET /api/reports/sales/export?…&format=csv|xlsx.

export const ZSalesReportExportQuery = withDateRange(
  ZSalesReportFilters.extend({ format: z.enum(SALES_REPORT_FORMATS) }),
);
export type TSalesReportExportQuery = z.input<typeof ZSalesReportExportQuery>;

/** The exported columns, in order (money in major units of the row's currency). */
export const SALES_REPORT_COLUMNS = [
  'Period / ASIN / marketplace',
  'Label',
  'Currency',
  'Units',
  'Orders',
  'Revenue',
  'Refunds',
  'Refunded',
  'Returned units',
] as const;

export const salesReportExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reports/sales/export',
  tags: ['reports'],
  summary: 'The Sales report as a CSV or XLSX file',
  query: ZSalesReportExportQuery,
  produces: 'text/csv or an XLSX file (attachment)',
});
