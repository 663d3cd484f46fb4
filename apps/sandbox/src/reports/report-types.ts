import type { TSellerData } from '../data/seller-data.ts';
import {
  customerReturns,
  estimatedFees,
  ledgerDetail,
  ledgerSummary,
  reimbursements,
  type TReportWindow,
} from './fba-reports.ts';
import { sellerFeedbackReport } from './feedback-report.ts';
import { sellerPerformance } from './seller-performance.ts';
import { merchantListings, ordersByDate } from './seller-reports.ts';

export type TReportType = {
  contentType: string;
  /** Days of data a report defaults to when dataStartTime is omitted. */
  defaultDays: number;
  build(data: TSellerData, window: TReportWindow): string | null;
};

// The report types the sandbox produces; others are refused at createReport.
export const REPORT_TYPES: Record<string, TReportType> = {
  GET_LEDGER_DETAIL_VIEW_DATA: {
    contentType: 'text/tab-separated-values; charset=UTF-8',
    defaultDays: 30,
    build: ledgerDetail,
  },
  GET_LEDGER_SUMMARY_VIEW_DATA: {
    contentType: 'text/tab-separated-values; charset=UTF-8',
    defaultDays: 30,
    build: ledgerSummary,
  },
  GET_FBA_REIMBURSEMENTS_DATA: {
    contentType: 'text/tab-separated-values; charset=UTF-8',
    defaultDays: 30,
    build: reimbursements,
  },
  GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA: {
    contentType: 'text/tab-separated-values; charset=UTF-8',
    defaultDays: 30,
    build: customerReturns,
  },
  GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA: {
    contentType: 'text/tab-separated-values; charset=UTF-8',
    defaultDays: 30,
    build: (data) => estimatedFees(data),
  },
  GET_MERCHANT_LISTINGS_ALL_DATA: {
    contentType: 'text/tab-separated-values; charset=UTF-8',
    defaultDays: 30,
    build: merchantListings,
  },
  GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL: {
    contentType: 'text/tab-separated-values; charset=UTF-8',
    defaultDays: 30,
    build: ordersByDate,
  },
  GET_SELLER_FEEDBACK_DATA: {
    contentType: 'text/tab-separated-values; charset=UTF-8',
    defaultDays: 30,
    build: sellerFeedbackReport,
  },
  GET_V2_SELLER_PERFORMANCE_REPORT: {
    contentType: 'application/json',
    defaultDays: 30,
    build: sellerPerformance,
  },
};
