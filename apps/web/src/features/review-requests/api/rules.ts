import {
  createReviewRequestRuleEndpoint,
  deleteReviewRequestRuleEndpoint,
  listReviewRequestRulesEndpoint,
  reorderReviewRequestRulesEndpoint,
  type TReviewRequestRuleListResponse,
  type TReviewRequestScopedRule,
  updateReviewRequestRuleEndpoint,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { call, unwrap } from '../../../lib/http';
import { reviewRequestKeys } from './keys';

// The store's ordered rules (issue 25): list, add, save, delete, reorder. Every change answers the whole
// list (with the orders it scheduled), which replaces the cached one; the counters and log refresh.

export type TRuleList = TReviewRequestRuleListResponse['data'];
export type TScopedRuleView = TRuleList['items'][number];

/** GET /api/review-requests/rules: the store's rules in their order. */
export function useRules(channelId: string) {
  return useEndpointQuery(reviewRequestKeys.rules(channelId), listReviewRequestRulesEndpoint, {
    query: { channel_id: channelId },
  });
}

export type TRuleChange =
  | { kind: 'create'; rule: TReviewRequestScopedRule }
  | { kind: 'update'; id: string; rule: TReviewRequestScopedRule }
  | { kind: 'delete'; id: string }
  | { kind: 'reorder'; ids: string[] };

export async function changeRules(channelId: string, change: TRuleChange): Promise<TRuleList> {
  const channel_id = channelId;
  switch (change.kind) {
    case 'create':
      return unwrap(await call(createReviewRequestRuleEndpoint, { body: { channel_id, ...change.rule } }))
        .data;
    case 'update':
      return unwrap(
        await call(updateReviewRequestRuleEndpoint, {
          params: { ruleId: change.id },
          body: { channel_id, ...change.rule },
        }),
      ).data;
    case 'delete':
      return unwrap(
        await call(deleteReviewRequestRuleEndpoint, { params: { ruleId: change.id }, query: { channel_id } }),
      ).data;
    case 'reorder':
      return unwrap(
        await call(reorderReviewRequestRulesEndpoint, { body: { channel_id, rule_ids: change.ids } }),
      ).data;
  }
}

export function useChangeRules(channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TRuleChange) => changeRules(channelId, change),
    onSuccess: async (list) => {
      queryClient.setQueryData(reviewRequestKeys.rules(channelId), list);
      await queryClient.invalidateQueries({
        queryKey: reviewRequestKeys.store(channelId),
        predicate: (query) => query.queryKey[2] !== 'rules',
      });
    },
  });
}
