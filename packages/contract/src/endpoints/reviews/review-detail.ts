import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZReviewItem, ZStoreQuery } from './common.ts';
import { ZReviewNote, ZReviewParams } from './review-model.ts';

/** The order a review most likely came from: same ASIN, bought before the review, nearest in time. */
export const ZLikelyOrder = z.object({
  amazon_order_id: z.string(),
  purchase_date: z.string(),
  status: z.string(),
  quantity: z.number(),
  /** How many orders of this ASIN fall in the same window: 1 means the match is certain. */
  candidates: z.number(),
});

/** GET /api/review/reviews/:reviewId?channel_id — one review with its notes and likely order. */
export const ZReviewDetailResponse = ZEnvelope(
  z.object({
    review: ZReviewItem,
    notes: z.array(ZReviewNote),
    likely_order: ZLikelyOrder.nullable(),
  }),
);
export type TReviewDetailResponse = z.infer<typeof ZReviewDetailResponse>;

export const reviewDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/reviews/:reviewId',
  tags: ['reviews'],
  summary: 'One review with its notes and the order it most likely came from (opening marks it read)',
  params: ZReviewParams,
  query: ZStoreQuery,
  response: ZReviewDetailResponse,
});
