import { type TReviewRequestRule, ZReviewRequestRuleResponse } from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, unwrap } from '../../../lib/http';
import { reviewRequestKeys } from './keys';
import { RULE_PATH, type TSavedRule } from './rule';

/** PUT /api/review-requests/rule: saves the rule; data.scheduled counts the orders the save scheduled. */
export async function saveRule(channelId: string, rule: TReviewRequestRule): Promise<TSavedRule> {
  const result = await http.put(
    RULE_PATH,
    { channel_id: channelId, ...rule },
    { schema: ZReviewRequestRuleResponse },
  );
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
        predicate: (query) => query.queryKey[2] !== 'rule',
      });
    },
  });
}
