import { saveReviewRequestRuleEndpoint, type TReviewRequestRule } from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/http';
import { reviewRequestKeys } from './keys';
import type { TSavedRule } from './rule';

/** PUT /api/review-requests/rule: saves the rule; data.scheduled counts the orders the save scheduled. */
export async function saveRule(channelId: string, rule: TReviewRequestRule): Promise<TSavedRule> {
  const result = await call(saveReviewRequestRuleEndpoint, { body: { channel_id: channelId, ...rule } });
  return unwrap(result).data;
}

/** Saves, then refreshes the counters and the log, which the backfill has just changed. */
export function useSaveRule(channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: TReviewRequestRule) => saveRule(channelId, rule),
    onSuccess: async (saved) => {
      queryClient.setQueryData(reviewRequestKeys.rule(channelId), saved);
      await queryClient.invalidateQueries({
        queryKey: reviewRequestKeys.store(channelId),
        predicate: (query) => !reviewRequestKeys.isRule(query.queryKey),
      });
    },
  });
}
