import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';

/**
 * GET /api/review-requests/impact — "reviews after requests": per ASIN asked in the last
 * REVIEW_REQUEST_IMPACT.lookbackDays, the reviews in the 30 days after its first request against the
 * monthly average of the months before; and the seller's time saved (one manual request in Seller
 * Central takes about REVIEW_REQUEST_IMPACT.manualSecondsPerRequest).
 */
export const REVIEW_REQUEST_IMPACT = {
  lookbackDays: 90,
  afterDays: 30,
  /** The months before a first request that make the baseline. */
  beforeMonths: 3,
  /** An estimate: find the order in Seller Central, open it, Request a Review, confirm. */
  manualSecondsPerRequest: 60,
} as const;

export const ZReviewRequestImpactItem = z.object({
  asin: z.string(),
  /** Requests sent for orders of this ASIN in the lookback. */
  requests: z.number(),
  first_request_at: z.string(),
  /** Reviews dated in the 30 days after the first request (fewer days while they have not all passed). */
  reviews_after: z.number(),
  /** Days of the "after" period that have passed (at most 30). */
  days_after: z.number(),
  /** Reviews per 30 days in the months before the first request. */
  reviews_before_per_30_days: z.number(),
});
export type TReviewRequestImpactItem = z.infer<typeof ZReviewRequestImpactItem>;

export const ZReviewRequestImpactResponse = ZEnvelope(
  z.object({
    items: z.array(ZReviewRequestImpactItem),
    /** Requests sent in the lookback, all ASINs. */
    sent: z.number(),
    /** sent × manualSecondsPerRequest, in minutes. */
    minutes_saved: z.number(),
  }),
);
export type TReviewRequestImpactResponse = z.infer<typeof ZReviewRequestImpactResponse>;

export const reviewRequestImpactEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review-requests/impact',
  tags: ['review requests'],
  summary: 'Reviews per ASIN in the 30 days after its requests against the months before, and time saved',
  query: ZStoreQuery,
  response: ZReviewRequestImpactResponse,
});
