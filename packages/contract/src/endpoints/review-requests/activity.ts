import { z } from 'zod';
import { commaList, REVIEW_PAGE_MAX, REVIEW_PAGE_SIZE, ZIsoDate, ZStoreQuery } from '../reviews/common.ts';
import { REVIEW_REQUEST_IDLE_CODES, REVIEW_REQUEST_STATUSES } from './common.ts';

// GET /api/review-requests/summary: counters and the daily chart of a period.
// GET /api/review-requests/log: one row per order with its attempts, searchable, newest first.
// GET /api/review-requests/export: the same rows as a CSV download.

export const ZReviewRequestSummaryQuery = ZStoreQuery.extend({ from: ZIsoDate, to: ZIsoDate }).refine(
  (q) => q.from <= q.to,
  { message: 'The start date must not be after the end date.' },
);
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
export const ZReviewRequestSummaryResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: ZReviewRequestSummary,
});

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
  attempts: z.array(ZReviewRequestAttempt),
});
export type TReviewRequestLogItem = z.infer<typeof ZReviewRequestLogItem>;
export const ZReviewRequestLogResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.object({ items: z.array(ZReviewRequestLogItem), total: z.number(), page: z.number() }),
});
export type TReviewRequestLogResponse = z.infer<typeof ZReviewRequestLogResponse>;

export const ZReviewRequestExportQuery = ZStoreQuery.extend({
  q: z.string().trim().max(40).optional(),
  status: commaList(z.enum(REVIEW_REQUEST_STATUSES)),
});
export const REVIEW_REQUEST_EXPORT_COLUMNS = [
  'Order ID',
  'ASINs',
  'Purchase date',
  'Status',
  'Reason',
  'Amazon error',
  'Scheduled for',
  'Window ends',
  'Done at',
  'Attempts',
] as const;
