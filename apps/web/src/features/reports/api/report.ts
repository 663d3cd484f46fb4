import {
  type REPORT_GROUPS,
  reportEndpoint,
  reportExportEndpoint,
  type TReportResponse,
} from '@seller-tools/contract';
import { reportKeys } from './keys';
import { reportSource, type TPeriodFilters } from './period-query';

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
