import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { commaList, ZStarCounts, ZStoreQuery } from './common.ts';

// Product Ratings Tracker (/rating/overview, /rating/ratings): every ASIN of the store with the rating
// Amazon shows and its change over a period. GET /api/review/products?channel_id&…

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
  /**
   * Whether `rating_at_start` (and so `change`) comes from the history reconstructed from the reviews'
   * dates and stars, because the period starts before the product's first snapshot.
   */
  start_reconstructed: z.boolean(),
  review_count: z.number(),
  stars: ZStarCounts,
  last_review_date: z.string().nullable(),
});
export type TProductRating = z.infer<typeof ZProductRating>;

export const ZProductListResponse = ZEnvelope(z.object({ items: z.array(ZProductRating) }));
export type TProductListResponse = z.infer<typeof ZProductListResponse>;

export const listProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/products',
  tags: ['reviews'],
  summary: 'Every ASIN of the store (and of the other stores named) with rating, change and stars',
  query: ZProductListQuery,
  response: ZProductListResponse,
});
