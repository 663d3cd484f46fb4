import { z } from 'zod';
import {
  commaList,
  REVIEW_MESSAGES,
  REVIEW_PAGE_MAX,
  REVIEW_PAGE_SIZE,
  ZBoolText,
  ZIsoDate,
  ZReviewItem,
  ZReviewStatus,
  ZStars,
  ZStoreQuery,
} from './common.ts';

// Review Observer (/rating/reviews): every review of the store, newest first, with filters, one keyset
// page at a time (cursor = the last row's date and id, opaque to the web).

export const ZReviewListQuery = ZStoreQuery.extend({
  stars: commaList(ZStars),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  asin: z.string().trim().max(20).optional(),
  verified: ZBoolText.optional(),
  /** Words to find in the title or text (case-insensitive). */
  q: z.string().trim().max(200).optional(),
  tag_id: commaList(z.uuid()),
  status: commaList(ZReviewStatus),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(REVIEW_PAGE_MAX).default(REVIEW_PAGE_SIZE),
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  message: REVIEW_MESSAGES.dateRangeInverted,
});
export type TReviewListQuery = z.input<typeof ZReviewListQuery>;

export const ZReviewListResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.object({
    items: z.array(ZReviewItem),
    /** Pass back as cursor for the next page; null on the last page. */
    next_cursor: z.string().nullable(),
  }),
});
export type TReviewListResponse = z.infer<typeof ZReviewListResponse>;

export const ZReviewParams = z.object({ reviewId: z.string().trim().min(1).max(100) });

export const ZReviewNote = z.object({
  note_id: z.string(),
  text: z.string(),
  author_name: z.string(),
  /** UTC, ISO 8601. */
  created_at: z.string(),
});
export type TReviewNote = z.infer<typeof ZReviewNote>;

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
export const ZReviewDetailResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.object({
    review: ZReviewItem,
    notes: z.array(ZReviewNote),
    likely_order: ZLikelyOrder.nullable(),
  }),
});
export type TReviewDetailResponse = z.infer<typeof ZReviewDetailResponse>;

/** PUT /api/review/reviews/:reviewId/status — new, read or handled. */
export const ZReviewStatusRequest = ZStoreQuery.extend({ status: ZReviewStatus });
export const ZReviewStatusResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.object({ review_id: z.string(), status: ZReviewStatus }),
});

export const NOTE_MAX_LENGTH = 2000;
/** POST /api/review/reviews/:reviewId/notes */
export const ZReviewNoteRequest = ZStoreQuery.extend({
  text: z.string().trim().min(1, 'Write a note first.').max(NOTE_MAX_LENGTH),
});
export const ZReviewNoteResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: ZReviewNote,
});

/** PUT /api/review/reviews/:reviewId/tags — the review's tags, replaced by this list. */
export const ZReviewTagsRequest = ZStoreQuery.extend({ tag_ids: z.array(z.uuid()).max(50) });
export const ZReviewTagsResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.object({ review_id: z.string(), tag_ids: z.array(z.string()) }),
});
