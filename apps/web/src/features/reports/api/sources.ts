import {
  profitReportEndpoint,
  profitReportExportEndpoint,
  type REPORT_GROUPS,
  reportEndpoint,
  reportExportEndpoint,
  type SALES_GROUPS,
  salesReportEndpoint,
  salesReportExportEndpoint,
  type TProfitReportResponse,
  type TReportResponse,
  type TSalesReportResponse,
} from '@seller-tools/contract';
import { reportKeys } from './keys';
import { reportSource, type TPeriodFilters } from './period-query';

// The three reports of the Reports page, each a source: its query key, its read and its file export.

export type TReportGroup = (typeof REPORT_GROUPS)[number];
export type TReportFilters = TPeriodFilters & { groupBy: TReportGroup };
export type TReport = TReportResponse['data'];

/** GET /api/review/report (and its export): reviews and ratings of the store per day, week, month or ASIN, with totals. */
export const reviewsReport = reportSource(
  reportEndpoint,
  reportExportEndpoint,
  'reviews-report',
  reportKeys.report,
);

export type TSalesGroup = (typeof SALES_GROUPS)[number];
export type TSalesFilters = TPeriodFilters & { groupBy: TSalesGroup };
export type TSalesReport = TSalesReportResponse['data'];

/** GET /api/reports/sales (and its export): units, orders, revenue, refunds and returns by period, ASIN or marketplace. */
export const salesReport = reportSource(
  salesReportEndpoint,
  salesReportExportEndpoint,
  'sales-report',
  reportKeys.sales,
);

export type TProfitFilters = TPeriodFilters;
export type TProfitReport = TProfitReportResponse['data'];

/** GET /api/reports/profit (and its export): profit per ASIN and in total, each figure with its sources. */
export const profitReport = reportSource(
  profitReportEndpoint,
  profitReportExportEndpoint,
  'profit-report',
  reportKeys.profit,
);
