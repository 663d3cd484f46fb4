import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { withDateRange } from '../../validation/date-range.ts';
import { ZIsoDate, ZReviewItem, ZStarCounts, ZStoreQuery } from './common.ts';
import { ZProductRating } from './list-products.ts';

// Product Ratings Tracker, one ASIN: the daily history with the reviews of each day, and the days its
// displayed rating moved.

export const ZProductParams = z.object({ asin: z.string().trim().min(1).max(20) });
export const ZProductHistoryQuery = withDateRange(
  ZStoreQuery.extend({
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
  }),
);
export type TProductHistoryQuery = z.input<typeof ZProductHistoryQuery>;

export const ZRatingDay = z.object({
  date: z.string(),
  /**
   * The rating Amazon showed that day: the day's snapshot, else the last one before it (carried forward);
   * before the product's first snapshot, the rating reconstructed from the reviews up to that day
   * (`reconstructed`); null before its first review.
   */
  average: z.number().nullable(),
  displayed: z.number().nullable(),
  ratings_count: z.number().nullable(),
  /** Whether the product page was read that day (false: the figures above are carried forward). */
  snapshot: z.boolean(),
  /** The figures are reconstructed from the reviews' dates and stars (no snapshot was taken yet). */
  reconstructed: z.boolean(),
  new_reviews: ZStarCounts,
});

/** A day the displayed rating moved, and the reviews that arrived since the previous snapshot. */
export const ZRatingMove = z.object({
  date: z.string(),
  from: z.number(),
  to: z.number(),
  /** The rating before the move (or both) is reconstructed from the reviews, not read from the page. */
  reconstructed: z.boolean(),
  reviews: z.array(ZReviewItem),
});
export type TRatingMove = z.infer<typeof ZRatingMove>;

/** GET /api/review/products/:asin/history?channel_id&from&to (default: the last 90 days). */
export const ZProductHistoryResponse = ZEnvelope(
  z.object({
    product: ZProductRating,
    /** The product's first snapshot in this store (whatever the period): when its tracking began. */
    tracked_since: z.string().nullable(),
    /** The product's first review: how far back the reconstructed history can reach. */
    first_review_date: z.string().nullable(),
    days: z.array(ZRatingDay),
    moves: z.array(ZRatingMove),
  }),
);
export type TProductHistoryResponse = z.infer<typeof ZProductHistoryResponse>;

export const productHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/products/:asin/history',
  tags: ['reviews'],
  summary: "A product's daily rating history, the reviews of each day, and the days its rating moved",
  params: ZProductParams,
  query: ZProductHistoryQuery,
  response: ZProductHistoryResponse,
});
