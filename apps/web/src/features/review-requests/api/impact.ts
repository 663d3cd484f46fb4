import { reviewRequestImpactEndpoint, type TReviewRequestImpactResponse } from '@seller-tools/contract';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { reviewRequestKeys } from './keys';

export type TImpact = TReviewRequestImpactResponse['data'];

/** GET /api/review-requests/impact: reviews per ASIN after its requests against before, and time saved. */
export function useImpact(channelId: string) {
  return useEndpointQuery(reviewRequestKeys.impact(channelId), reviewRequestImpactEndpoint, {
    query: { channel_id: channelId },
  });
}
