import {
  profitReportEndpoint,
  profitReportExportEndpoint,
  type TProfitReportResponse,
} from '@seller-tools/contract';
import { reportKeys } from './keys';
import { reportSource, type TPeriodFilters } from './period-query';

export type TProfitFilters = TPeriodFilters;

export type TProfitReport = TProfitReportResponse['data'];

/** GET /api/reports/profit (and its export): profit per ASIN and in total, each figure with its sources. */
export const profitReport = reportSource(
  profitReportEndpoint,
  profitReportExportEndpoint,
  'profit-report',
  reportKeys.profit,
);
