import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { withDateRange } from '../../validation/date-range.ts';
import { ZIsoDate, ZStarCounts, ZStoreQuery } from './common.ts';

// Reports (/reports): reviews and ratings of the store by period, by ASIN or by marketplace (the seller's
// stores in every marketplace, side by side). GET /api/review/report?channel_id&from&to&group_by&asin.

export const REPORT_GROUPS = ['day', 'week', 'month', 'asin', 'marketplace'] as const;

/** The report's filters before their cross-field rule (the export adds its format to them). */
export const ZReportFilters = ZStoreQuery.extend({
  from: ZIsoDate,
  to: ZIsoDate,
  group_by: z.enum(REPORT_GROUPS).default('week'),
  asin: z.string().trim().max(20).optional(),
});
export const ZReportQuery = withDateRange(ZReportFilters);
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
  /** Of the row's reviews, how many Amazon has removed since (the sync found them gone). */
  removed: z.number(),
  /**
   * The displayed rating at the period's end (by ASIN: the product's; by period or marketplace: weighted
   * over ASINs by their ratings counts).
   */
  rating_end: z.number().nullable(),
});
export type TReportRow = z.infer<typeof ZReportRow>;

export const ZReportResponse = ZEnvelope(z.object({ rows: z.array(ZReportRow), totals: ZReportRow }));
export type TReportResponse = z.infer<typeof ZReportResponse>;

export const reportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/report',
  tags: ['reports'],
  summary: 'Reviews and ratings of a store by day, week, month or ASIN',
  query: ZReportQuery,
  response: ZReportResponse,
});
