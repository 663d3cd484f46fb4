import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { commaList, REVIEW_PAGE_MAX, REVIEW_PAGE_SIZE, ZStoreQuery } from '../reviews/common.ts';
import { REVIEW_REQUEST_STATUSES } from './common.ts';

// GET /api/review-requests/log: one row per order with its attempts, searchable, newest first.

export const ZReviewRequestLogQuery = ZStoreQuery.extend({
  /** Order id or ASIN, part of it. */
  q: z.string().trim().max(40).optional(),
  status: commaList(z.enum(REVIEW_REQUEST_STATUSES)),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(REVIEW_PAGE_MAX).default(REVIEW_PAGE_SIZE),
});
export type TReviewRequestLogQuery = z.input<typeof ZReviewRequestLogQuery>;

export const ZReviewRequestAttempt = z.object({
  at: z.string(),
  outcome: z.string(),
  reason: z.string().nullable(),
  error: z.string().nullable(),
  http_status: z.number().nullable(),
});
export const ZReviewRequestLogItem = z.object({
  amazon_order_id: z.string(),
  status: z.enum(REVIEW_REQUEST_STATUSES),
  reason: z.string().nullable(),
  error: z.string().nullable(),
  scheduled_at: z.string(),
  window_end: z.string(),
  done_at: z.string().nullable(),
  purchase_date: z.string().nullable(),
  asins: z.array(z.string()),
  /** The rule that scheduled the order (issue 25); null when it was deleted or predates the rules. */
  rule_name: z.string().nullish(),
  attempts: z.array(ZReviewRequestAttempt),
});
export type TReviewRequestLogItem = z.infer<typeof ZReviewRequestLogItem>;
export const ZReviewRequestLogResponse = ZEnvelope(
  z.object({ items: z.array(ZReviewRequestLogItem), total: z.number(), page: z.number() }),
);
export type TReviewRequestLogResponse = z.infer<typeof ZReviewRequestLogResponse>;

export const reviewRequestLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review-requests/log',
  tags: ['review requests'],
  summary: 'One row per order with every attempt, searchable by order id or ASIN',
  query: ZReviewRequestLogQuery,
  response: ZReviewRequestLogResponse,
});
