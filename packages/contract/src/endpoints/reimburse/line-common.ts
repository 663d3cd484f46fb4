import { z } from 'zod';
import { REPORT_FORMATS } from '../reviews/report-export.ts';

// Shared pieces of the seller's reimbursement line (issue 19): exports, and the plan refusal.

export const REIMBURSE_EXPORT_FORMATS = REPORT_FORMATS;
export const ZReimburseExportFormat = z.enum(REIMBURSE_EXPORT_FORMATS);
export type TReimburseExportFormat = z.infer<typeof ZReimburseExportFormat>;

/** The most rows one export holds (the newest first beyond it is not a spreadsheet's job). */
export const REIMBURSE_EXPORT_MAX_ROWS = 50_000;

export const REIMBURSE_MESSAGES = {
  planRequired: 'Enrol in reimbursement recovery to see this.',
  cursorInvalid: 'This page link is no longer valid; reload the list.',
} as const;

/** The columns of every findings export (CSV header and XLSX first row), in order. */
export const FINDING_EXPORT_COLUMNS = [
  'Finding id',
  'Kind',
  'Status',
  'Action needed',
  'SKU',
  'FNSKU',
  'ASIN',
  'Shipment id',
  'Order id',
  'Reference id',
  'Quantity',
  'Estimated value',
  'Currency',
  'Valuation',
  'Occurred',
  'Claim deadline',
  'Reimbursed amount',
  'Reimbursement ids',
] as const;
