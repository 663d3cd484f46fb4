import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZReviewItem, ZStarCounts, ZStoreQuery } from './common.ts';

// Dashboard (/dashboard) of the current store. GET /api/review/dashboard?channel_id.

export const ZFallingProduct = z.object({
  asin: z.string(),
  title: z.string().nullable(),
  image_url: z.string().nullable(),
  from: z.number(),
  to: z.number(),
});

export const ZDashboard = z.object({
  /** importing: the web shows the import progress (integration status) instead of figures. */
  signup_step: z.string(),
  products: z.number(),
  /** Ratings-count weighted average of the displayed ratings today; null before any snapshot. */
  average_rating: z.number().nullable(),
  change_7d: z.number().nullable(),
  change_30d: z.number().nullable(),
  reviews_30d: ZStarCounts,
  reviews_7d: z.number(),
  falling_products: z.array(ZFallingProduct),
  latest_reviews: z.array(ZReviewItem),
  /** The last 30 days, oldest first. */
  daily: z.array(z.object({ date: z.string(), reviews: z.number(), negative: z.number() })),
  /** Review requests (issue 8): null until that module records any. */
  requests: z.object({ sent: z.number(), eligible: z.number() }).nullable(),
});
export type TDashboard = z.infer<typeof ZDashboard>;

export const ZDashboardResponse = ZEnvelope(ZDashboard);

export const dashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/dashboard',
  tags: ['reviews'],
  summary: "The current store's rating, its changes, reviews by star, falling products, latest reviews",
  query: ZStoreQuery,
  response: ZDashboardResponse,
});
