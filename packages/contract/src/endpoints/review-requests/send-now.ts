import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { AMAZON_ORDER_ID, REVIEW_REQUEST_MESSAGES as M, REVIEW_REQUEST_STATUSES } from './common.ts';

/**
 * POST /api/review-requests/send-now — requests a review for one order at once, instead of at its
 * scheduled time. Still only inside Amazon's window and still once per order: outside the window, for an
 * order already requested (or being requested) or excluded by the rule, it answers 409 with the reason.
 */
export const ZReviewRequestSendNowRequest = z.object({
  channel_id: ZStoreQuery.shape.channel_id,
  amazon_order_id: z.string().trim().regex(AMAZON_ORDER_ID, M.orderIdInvalid),
});
export type TReviewRequestSendNowRequest = z.input<typeof ZReviewRequestSendNowRequest>;

export const ZReviewRequestSendNowResponse = ZEnvelope(
  z.object({
    amazon_order_id: z.string(),
    status: z.enum(REVIEW_REQUEST_STATUSES),
    done_at: z.string().nullable(),
  }),
);
export type TReviewRequestSendNowResponse = z.infer<typeof ZReviewRequestSendNowResponse>;

export const sendReviewRequestNowEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/review-requests/send-now',
  tags: ['review requests'],
  summary: 'Request a review for one order now (inside Amazon’s window, once per order)',
  body: ZReviewRequestSendNowRequest,
  response: ZReviewRequestSendNowResponse,
});
