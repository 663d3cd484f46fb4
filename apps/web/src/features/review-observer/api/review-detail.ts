import { reviewDetailEndpoint, type TReviewDetailResponse } from '@seller-tools/contract';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { reviewKeys } from './keys';

export type TReviewDetail = TReviewDetailResponse['data'];

/** GET /api/review/reviews/:reviewId: the full review with its notes and the order it likely came from. */
export function useReviewDetail(channelId: string | null, reviewId: string | null) {
  return useEndpointQuery(
    reviewKeys.detail(channelId ?? '', reviewId ?? ''),
    reviewDetailEndpoint,
    { params: { reviewId: reviewId ?? '' }, query: { channel_id: channelId ?? '' } },
    { enabled: channelId !== null && reviewId !== null },
  );
}
