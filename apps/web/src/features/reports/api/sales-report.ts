import {
  type SALES_GROUPS,
  salesReportEndpoint,
  salesReportExportEndpoint,
  type TSalesReportResponse,
} from '@seller-tools/contract';
import { reportKeys } from './keys';
import { reportSource, type TPeriodFilters } from './period-query';

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
