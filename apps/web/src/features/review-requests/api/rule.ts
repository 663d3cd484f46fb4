import { readReviewRequestRuleEndpoint, type TReviewRequestRuleResponse } from '@seller-tools/contract';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { reviewRequestKeys } from './keys';

export type TSavedRule = TReviewRequestRuleResponse['data'];

/** GET /api/review-requests/rule: the store's rule (the defaults, off, until first saved). */
export function useRule(channelId: string | null, enabled = true) {
  return useEndpointQuery(
    reviewRequestKeys.rule(channelId ?? ''),
    readReviewRequestRuleEndpoint,
    { query: { channel_id: channelId ?? '' } },
    { enabled: enabled && channelId !== null },
  );
}
