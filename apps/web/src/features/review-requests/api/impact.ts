import { reviewRequestImpactEndpoint, type TReviewRequestImpactResponse } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { reviewRequestKeys } from './keys';

export type TImpact = TReviewRequestImpactResponse['data'];

/** GET /api/review-requests/impact: reviews per ASIN after its requests against before, and time saved. */
export async function fetchImpact(channelId: string, signal?: AbortSignal): Promise<TImpact> {
  const result = await call(
    reviewRequestImpactEndpoint,
    { query: { channel_id: channelId } },
    { signal, silent: true },
  );
  return unwrap(result).data;
}

export function useImpact(channelId: string) {
  return useQuery({
    queryKey: reviewRequestKeys.impact(channelId),
    queryFn: ({ signal }) => fetchImpact(channelId, signal),
    retry: retryNetworkOnce,
  });
}
