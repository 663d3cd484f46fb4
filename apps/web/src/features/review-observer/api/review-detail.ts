import { reviewDetailEndpoint, type TReviewDetailResponse } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { reviewKeys } from './keys';

export type TReviewDetail = TReviewDetailResponse['data'];

/** GET /api/review/reviews/:reviewId: the full review with its notes and the order it likely came from. */
export async function fetchReviewDetail(
  channelId: string,
  reviewId: string,
  signal?: AbortSignal,
): Promise<TReviewDetail> {
  const result = await call(
    reviewDetailEndpoint,
    { params: { reviewId }, query: { channel_id: channelId } },
    { signal, silent: true },
  );
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
