import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { withDateRange } from '../../validation/date-range.ts';
import {
  commaList,
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

export const ZReviewListFilters = ZStoreQuery.extend({
  stars: commaList(ZStars),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  asin: z.string().trim().max(20).optional(),
  verified: ZBoolText.optional(),
  /** Words to find in the title or text (case-insensitive). */
  q: z.string().trim().max(200).optional(),
  tag_id: commaList(z.uuid()),
  status: commaList(ZReviewStatus),
  /** true: only the reviews Amazon removed; false: only those it still shows. */
  removed: ZBoolText.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(REVIEW_PAGE_MAX).default(REVIEW_PAGE_SIZE),
});
// A filter of a paged list: its dates stay in bounds, its span costs nothing (one page at a time).
export const ZReviewListQuery = withDateRange(ZReviewListFilters, { capSpan: false });
export type TReviewListQuery = z.input<typeof ZReviewListQuery>;

export const ZReviewListResponse = ZEnvelope(
  z.object({
    items: z.array(ZReviewItem),
    /** Pass back as cursor for the next page; null on the last page. */
    next_cursor: z.string().nullable(),
  }),
);
export type TReviewListResponse = z.infer<typeof ZReviewListResponse>;

export const listReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/reviews',
  tags: ['reviews'],
  summary: 'Reviews of a store, newest first, filtered, one keyset page at a time',
  query: ZReviewListQuery,
  response: ZReviewListResponse,
});
