import { type TReviewDetailResponse, ZReviewDetailResponse } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { http, retryNetworkOnce, unwrap } from '../../../lib/http';
import { reviewKeys } from './reviews';

export type TReviewDetail = TReviewDetailResponse['data'];

export function reviewPath(reviewId: string, suffix = ''): string {
  return `/api/review/reviews/${encodeURIComponent(reviewId)}${suffix}`;
}

/** GET /api/review/reviews/:reviewId: the full review with its notes and the order it likely came from. */
export async function fetchReviewDetail(
  channelId: string,
  reviewId: string,
  signal?: AbortSignal,
): Promise<TReviewDetail> {
  const result = await http.get(reviewPath(reviewId), {
    query: { channel_id: channelId },
    signal,
    silent: true,
    schema: ZReviewDetailResponse,
  });
  return unwrap(result).data;
}

export function useReviewDetail(channelId: string | null, reviewId: string | null) {
  return useQuery({
    queryKey: reviewKeys.detail(channelId ?? '', reviewId ?? ''),
    queryFn: ({ signal }) => fetchReviewDetail(channelId ?? '', reviewId ?? '', signal),
    enabled: channelId !== null && reviewId !== null,
    retry: retryNetworkOnce,
  });
}
