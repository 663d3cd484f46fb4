import {
  type TTagRule,
  type TTagRuleInput,
  ZApplyRulesResponse,
  ZDeletedResponse,
  ZTagRuleListResponse,
  ZTagRuleResponse,
} from '@seller-tools/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, retryNetworkOnce, unwrap } from '../../../lib/http';
import { tagKeys } from '../../../lib/review-tags';

export const RULES_PATH = '/api/review/tag-rules';
export const APPLY_RULES_PATH = `${RULES_PATH}/apply`;
export const ruleKeys = { all: ['review', 'tag-rules'] as const };

export function rulePath(ruleId: string): string {
  return `${RULES_PATH}/${encodeURIComponent(ruleId)}`;
}

/** GET /api/review/tag-rules: the company's rules. */
export async function fetchRules(signal?: AbortSignal): Promise<TTagRule[]> {
  return unwrap(await http.get(RULES_PATH, { signal, silent: true, schema: ZTagRuleListResponse })).data;
}

export function useRules() {
  return useQuery({
    queryKey: ruleKeys.all,
    queryFn: ({ signal }) => fetchRules(signal),
    retry: retryNetworkOnce,
  });
}

/** POST /api/review/tag-rules or PUT /api/review/tag-rules/:ruleId */
export async function saveRule(ruleId: string | null, body: TTagRuleInput) {
  const result = ruleId
    ? await http.put(rulePath(ruleId), body, { schema: ZTagRuleResponse })
    : await http.post(RULES_PATH, body, { schema: ZTagRuleResponse });
  return unwrap(result).data;
}

/** DELETE /api/review/tag-rules/:ruleId */
export async function deleteRule(ruleId: string) {
  return unwrap(await http.delete(rulePath(ruleId), undefined, { schema: ZDeletedResponse })).data;
}

/** POST /api/review/tag-rules/apply: the active rules over every existing review; answers how many got a tag. */
export async function applyRules() {
  return unwrap(await http.post(APPLY_RULES_PATH, {}, { schema: ZApplyRulesResponse })).data;
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
      await queryClient.invalidateQueries({ queryKey: tagKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['review', 'reviews'] });
    },
  });
}
