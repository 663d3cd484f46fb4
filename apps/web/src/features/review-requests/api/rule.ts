import { readReviewRequestRuleEndpoint, type TReviewRequestRuleResponse } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { reviewRequestKeys } from './keys';

export type TSavedRule = TReviewRequestRuleResponse['data'];

/** GET /api/review-requests/rule: the store's rule (the defaults, off, until first saved). */
export async function fetchRule(channelId: string, signal?: AbortSignal): Promise<TSavedRule> {
  const result = await call(
    readReviewRequestRuleEndpoint,
    { query: { channel_id: channelId } },
    { signal, silent: true },
  );
  return unwrap(result).data;
}

export function useRule(channelId: string | null, enabled = true) {
  return useQuery({
    queryKey: reviewRequestKeys.rule(channelId ?? ''),
    queryFn: ({ signal }) => fetchRule(channelId ?? '', signal),
    enabled: enabled && channelId !== null,
    retry: retryNetworkOnce,
  });
}
