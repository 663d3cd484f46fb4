import { z } from 'zod';
import { commaList, ZIsoDate, ZReviewItem, ZStarCounts, ZStoreQuery } from './common.ts';

// Product Ratings Tracker (/rating/overview, /rating/ratings): every ASIN of the store with the rating
// Amazon shows, its change over a period, and per ASIN the daily history with the reviews of each day.

export const RATING_PERIODS = [7, 30, 90, 365] as const;
export const PRODUCT_SORTS = [
  'rating_asc',
  'rating_desc',
  'change_asc',
  'change_desc',
  'reviews_desc',
  'title_asc',
] as const;

export const ZProductListQuery = ZStoreQuery.extend({
  q: z.string().trim().max(200).optional(),
  sort: z.enum(PRODUCT_SORTS).default('change_asc'),
  period_days: z.coerce
    .number()
    .refine((d) => (RATING_PERIODS as readonly number[]).includes(d), 'Choose 7, 30, 90 or 365 days.')
    .default(30),
  tag_id: commaList(z.uuid()),
  /** Other stores of the same seller (other marketplaces) to list alongside; each is checked. */
  also_channel_id: commaList(z.uuid()),
});
export type TProductListQuery = z.input<typeof ZProductListQuery>;

export const ZProductRating = z.object({
  channel_id: z.string(),
  marketplace_id: z.string(),
  country_code: z.string(),
  asin: z.string(),
  sku: z.string().nullable(),
  title: z.string().nullable(),
  image_url: z.string().nullable(),
  product_url: z.string(),
  /** The exact average of the latest snapshot; null before any. */
  rating: z.number().nullable(),
  /** What shoppers see: the average to one decimal (Amazon's display). */
  displayed_rating: z.number().nullable(),
  ratings_count: z.number(),
  /** Displayed rating now minus at the start of the period; null without both. */
  change: z.number().nullable(),
  /** The displayed rating at the start of the period. */
  rating_at_start: z.number().nullable(),
  review_count: z.number(),
  stars: ZStarCounts,
  last_review_date: z.string().nullable(),
});
export type TProductRating = z.infer<typeof ZProductRating>;

export const ZProductListResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.object({ items: z.array(ZProductRating) }),
});
export type TProductListResponse = z.infer<typeof ZProductListResponse>;

export const ZProductParams = z.object({ asin: z.string().trim().min(1).max(20) });
export const ZProductHistoryQuery = ZStoreQuery.extend({
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});
export type TProductHistoryQuery = z.input<typeof ZProductHistoryQuery>;

export const ZRatingDay = z.object({
  date: z.string(),
  /**
   * The rating Amazon showed that day: the day's snapshot, else the last one before it (carried forward);
   * null before the product's first snapshot.
   */
  average: z.number().nullable(),
  displayed: z.number().nullable(),
  ratings_count: z.number().nullable(),
  /** Whether the product page was read that day (false: the figures above are carried forward). */
  snapshot: z.boolean(),
  new_reviews: ZStarCounts,
});

/** A day the displayed rating moved, and the reviews that arrived since the previous snapshot. */
export const ZRatingMove = z.object({
  date: z.string(),
  from: z.number(),
  to: z.number(),
  reviews: z.array(ZReviewItem),
});
export type TRatingMove = z.infer<typeof ZRatingMove>;

/** GET /api/review/products/:asin/history?channel_id&from&to (default: the last 90 days). */
export const ZProductHistoryResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.object({
    product: ZProductRating,
    /** The product's first snapshot in this store (whatever the period): when its tracking began. */
    tracked_since: z.string().nullable(),
    days: z.array(ZRatingDay),
    moves: z.array(ZRatingMove),
  }),
});
export type TProductHistoryResponse = z.infer<typeof ZProductHistoryResponse>;
