import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { withDateRange } from '../../validation/date-range.ts';
import { SALES_REPORT_FORMATS, ZSalesPeriod } from './common.ts';

// The Profit report's rows as a download: GET /api/reports/profit/export?…&format=csv|xlsx.

export const ZProfitReportExportQuery = withDateRange(
  ZSalesPeriod.extend({ format: z.enum(SALES_REPORT_FORMATS) }),
);
export type TProfitReportExportQuery = z.input<typeof ZProfitReportExportQuery>;

/** The exported columns, in order (money in major units; an unknown COGS or profit is an empty cell). */
export const PROFIT_REPORT_COLUMNS = [
  'ASIN',
  'Product',
  'Currency',
  'Units',
  'Orders',
  'Revenue',
  'Amazon fees',
  'Ad spend',
  'Refunds',
  'COGS',
  'Profit',
  'Margin %',
  'SKUs without unit cost',
  'Rating',
  'Ratings',
  'Reviews',
] as const;

export const profitReportExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reports/profit/export',
  tags: ['reports'],
  summary: 'The Profit report as a CSV or XLSX file',
  query: ZProfitReportExportQuery,
  produces: 'text/csv or an XLSX file (attachment)',
});
