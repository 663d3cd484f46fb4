import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { withDateRange } from '../../validation/date-range.ts';
import { ZIsoDate, ZStoreQuery } from '../reviews/common.ts';
import { REVIEW_REQUEST_IDLE_CODES } from './common.ts';

// GET /api/review-requests/summary: counters and the daily chart of a period.

export const ZReviewRequestSummaryQuery = withDateRange(ZStoreQuery.extend({ from: ZIsoDate, to: ZIsoDate }));
export type TReviewRequestSummaryQuery = z.input<typeof ZReviewRequestSummaryQuery>;

export const ZReviewRequestDay = z.object({
  date: z.string(),
  sent: z.number(),
  test: z.number(),
  skipped: z.number(),
  failed: z.number(),
});

/** Why nothing waits: answered only while eligible, upcoming and skipped are all 0. */
export const ZReviewRequestIdle = z.object({
  reasons: z.array(z.object({ code: z.enum(REVIEW_REQUEST_IDLE_CODES), message: z.string() })),
  /** Orders of the store the app holds. */
  orders: z.number(),
  /** When the store's orders were last imported (ISO); null before any. */
  last_order_import: z.string().nullable(),
  /** The soonest Amazon window of an order not requested yet that opens later (ISO); null without one. */
  next_window_opens: z.string().nullable(),
});
export type TReviewRequestIdle = z.infer<typeof ZReviewRequestIdle>;

export const ZReviewRequestSummary = z.object({
  /** Sent to Amazon in the period. */
  sent: z.number(),
  /** Recorded in test mode in the period (would have been sent). */
  test: z.number(),
  /** Waiting to go out, now or later. */
  eligible: z.number(),
  /** Of those, due in the next 24 hours. */
  upcoming: z.number(),
  skipped: z.number(),
  failed: z.number(),
  skipped_by_reason: z.record(z.string(), z.number()),
  failed_by_reason: z.record(z.string(), z.number()),
  daily: z.array(ZReviewRequestDay),
  daily_limit: z.object({ limit: z.number(), used_today: z.number(), average_daily_orders: z.number() }),
  /** Why nothing is eligible, upcoming or skipped; null when something is. */
  idle: ZReviewRequestIdle.nullable(),
});
export type TReviewRequestSummary = z.infer<typeof ZReviewRequestSummary>;
export const ZReviewRequestSummaryResponse = ZEnvelope(ZReviewRequestSummary);

export const reviewRequestSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review-requests/summary',
  tags: ['review requests'],
  summary: 'Sent, waiting, skipped and failed requests of a period, per day and by reason',
  query: ZReviewRequestSummaryQuery,
  response: ZReviewRequestSummaryResponse,
});
