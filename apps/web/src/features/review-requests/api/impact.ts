import { reviewRequestImpactEndpoint, type TReviewRequestImpactResponse } from '@seller-tools/contract';
import { useStoreQuery } from '../../../lib/current-store';
import { reviewRequestKeys } from './keys';

export type TImpact = TReviewRequestImpactResponse['data'];

/** GET /api/review-requests/impact: reviews per ASIN after its requests against before, and time saved. */
export function useImpact(channelId: string) {
  return useStoreQuery(reviewRequestImpactEndpoint, reviewRequestKeys.impact(channelId), channelId);
}
