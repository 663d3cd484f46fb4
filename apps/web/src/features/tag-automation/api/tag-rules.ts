import {
  applyTagRulesEndpoint,
  createTagRuleEndpoint,
  deleteTagRuleEndpoint,
  listTagRulesEndpoint,
  type TTagRuleInput,
  updateTagRuleEndpoint,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { call, unwrap } from '../../../lib/http';
import { invalidateReviews } from '../../../lib/query-keys';
import { invalidateTags } from '../../../lib/review-tags';
import { ruleKeys } from './keys';

/** GET /api/review/tag-rules: the company's rules. */
export function useRules() {
  return useEndpointQuery(ruleKeys.all, listTagRulesEndpoint);
}

/** POST /api/review/tag-rules or PUT /api/review/tag-rules/:ruleId */
export async function saveRule(ruleId: string | null, body: TTagRuleInput) {
  const result = ruleId
    ? await call(updateTagRuleEndpoint, { params: { ruleId }, body })
    : await call(createTagRuleEndpoint, { body });
  return unwrap(result).data;
}

/** DELETE /api/review/tag-rules/:ruleId */
export async function deleteRule(ruleId: string) {
  return unwrap(await call(deleteTagRuleEndpoint, { params: { ruleId } })).data;
}

/** POST /api/review/tag-rules/apply: the active rules over every existing review; answers how many got a tag. */
export async function applyRules() {
  return unwrap(await call(applyTagRulesEndpoint)).data;
}

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, body }: { ruleId: string | null; body: TTagRuleInput }) => saveRule(ruleId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}

export function useApplyRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRules,
    onSuccess: async () => {
      await invalidateTags(queryClient);
      await invalidateReviews(queryClient);
    },
  });
}
