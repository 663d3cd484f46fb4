import {
  listReviewsEndpoint,
  REVIEW_PAGE_SIZE,
  type TReviewListResponse,
  type TReviewStatus,
} from '@seller-tools/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { reviewKeys } from './keys';

export type TVerifiedFilter = '' | 'true' | 'false';
/** 'true': only the reviews Amazon removed; 'false': only those it still shows. */
export type TRemovedFilter = '' | 'true' | 'false';

export interface TReviewFilters {
  stars: number[];
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  asin: string;
  verified: TVerifiedFilter;
  q: string;
  tagIds: string[];
  statuses: TReviewStatus[];
  removed: TRemovedFilter;
}

export const EMPTY_REVIEW_FILTERS: TReviewFilters = {
  stars: [],
  from: '',
  to: '',
  asin: '',
  verified: '',
  q: '',
  tagIds: [],
  statuses: [],
  removed: '',
};

const list = (values: readonly (string | number)[]) => (values.length > 0 ? values.join(',') : undefined);

/** The query string of GET /api/review/reviews; empty filters are left out. */
export function reviewQuery(channelId: string, filters: TReviewFilters, cursor: string | null) {
  return {
    channel_id: channelId,
    stars: list([...filters.stars].sort()),
    from: filters.from || undefined,
    to: filters.to || undefined,
    asin: filters.asin.trim() || undefined,
    verified: filters.verified || undefined,
    q: filters.q.trim() || undefined,
    tag_id: list(filters.tagIds),
    status: list(filters.statuses),
    removed: filters.removed || undefined,
    cursor: cursor ?? undefined,
    limit: REVIEW_PAGE_SIZE,
  };
}

export type TReviewPage = TReviewListResponse['data'];

/** One keyset page of GET /api/review/reviews, newest first. */
export async function fetchReviewPage(
  channelId: string,
  filters: TReviewFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TReviewPage> {
  const result = await call(
    listReviewsEndpoint,
    { query: reviewQuery(channelId, filters, cursor) },
    { signal, silent: true },
  );
  return unwrap(result).data;
}

/** The filtered reviews, a page at a time: "Load more" passes the last page's next_cursor. */
export function useReviews(channelId: string | null, filters: TReviewFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: reviewKeys.list(channelId ?? '', filters),
    queryFn: ({ pageParam, signal }) => fetchReviewPage(channelId ?? '', filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: enabled && channelId !== null,
    retry: retryNetworkOnce,
  });
}
