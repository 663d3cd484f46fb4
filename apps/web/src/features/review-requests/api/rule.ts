import { readReviewRequestRuleEndpoint, type TReviewRequestRuleResponse } from '@seller-tools/contract';
import { useStoreQuery } from '../../../lib/current-store';
import { reviewRequestKeys } from './keys';

export type TSavedRule = TReviewRequestRuleResponse['data'];

/** GET /api/review-requests/rule: the store's rule (the defaults, off, until first saved). */
export function useRule(channelId: string | null, enabled = true) {
  return useStoreQuery(readReviewRequestRuleEndpoint, reviewRequestKeys.rule(channelId ?? ''), channelId, {
    enabled,
  });
}
