import { z } from 'zod';
import { REVIEW_MESSAGES, ZIsoDate, ZStarCounts, ZStoreQuery } from './common.ts';

// Reports (/reports): reviews and ratings of the store by period, by ASIN or by marketplace (the seller's
// stores in every marketplace, side by side), with CSV and XLSX exports of the same rows
// (GET /api/review/report/export?…&format=csv|xlsx).

export const REPORT_GROUPS = ['day', 'week', 'month', 'asin', 'marketplace'] as const;
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;

export const ZReportQuery = ZStoreQuery.extend({
  from: ZIsoDate,
  to: ZIsoDate,
  group_by: z.enum(REPORT_GROUPS).default('week'),
  asin: z.string().trim().max(20).optional(),
}).refine((q) => q.from <= q.to, { message: REVIEW_MESSAGES.dateRangeInverted });
export type TReportQuery = z.input<typeof ZReportQuery>;

export const ZReportRow = z.object({
  /** The period's first day (YYYY-MM-DD), the ASIN, or the marketplace's country code. */
  key: z.string(),
  label: z.string(),
  reviews: z.number(),
  stars: ZStarCounts,
  /** Mean stars of the period's reviews; null without reviews. */
  average_stars: z.number().nullable(),
  verified: z.number(),
  /**
   * The displayed rating at the period's end (by ASIN: the product's; by period or marketplace: weighted
   * over ASINs by their ratings counts).
   */
  rating_end: z.number().nullable(),
});
export type TReportRow = z.infer<typeof ZReportRow>;

export const ZReportResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.object({ rows: z.array(ZReportRow), totals: ZReportRow }),
});
export type TReportResponse = z.infer<typeof ZReportResponse>;

export const ZReportExportQuery = ZReportQuery.and(z.object({ format: z.enum(REPORT_FORMATS) }));
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
  'Rating at end',
] as const;
