import {
  createPpcRuleEndpoint,
  deletePpcRuleEndpoint,
  dryRunPpcRuleEndpoint,
  dryRunSavedPpcRuleEndpoint,
  listPpcBreakEvenEndpoint,
  listPpcRuleRunsEndpoint,
  listPpcRulesEndpoint,
  setPpcRuleEnabledEndpoint,
  type TPpcRuleInput,
  updatePpcRuleEndpoint,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreQuery } from '../../../lib/current-store';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { call, unwrap } from '../../../lib/http';
import { ppcAutomationKeys } from './automation-keys';

// The rules API: list, save (create or update), delete, enable, dry run, runs, break-even.

export function usePpcRules(channelId: string) {
  return useEndpointQuery(
    ppcAutomationKeys.rules(channelId),
    listPpcRulesEndpoint,
    { query: { channel_id: channelId } },
    { pick: (data) => data.items },
  );
}

export function usePpcRuleRuns(channelId: string, ruleId: string | null) {
  return useEndpointQuery(
    ppcAutomationKeys.runs(channelId, ruleId ?? ''),
    listPpcRuleRunsEndpoint,
    { params: { id: ruleId ?? '' }, query: { channel_id: channelId } },
    { enabled: ruleId !== null, pick: (data) => data.items },
  );
}

export function usePpcBreakEven(channelId: string) {
  return useStoreQuery(listPpcBreakEvenEndpoint, ppcAutomationKeys.breakEven(channelId), channelId);
}

/** Dry run of a rule as edited (saved or not): what it would change and why. */
export function useDryRun(channelId: string) {
  return useMutation({
    mutationFn: async (rule: TPpcRuleInput) =>
      unwrap(await call(dryRunPpcRuleEndpoint, { body: { channel_id: channelId, rule } })).data,
  });
}

export function useSavePpcRule(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, rule }: { id: string | null; rule: TPpcRuleInput }) =>
      id === null
        ? unwrap(await call(createPpcRuleEndpoint, { body: { channel_id: channelId, rule } }))
        : unwrap(
            await call(updatePpcRuleEndpoint, { params: { id }, body: { channel_id: channelId, rule } }),
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: ppcAutomationKeys.rules(channelId) }),
  });
}

export function useSetPpcRuleEnabled(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: string; enabled: boolean }) =>
      unwrap(
        await call(setPpcRuleEnabledEndpoint, { params: { id }, body: { channel_id: channelId, enabled } }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ppcAutomationKeys.rules(channelId) }),
  });
}

export function useDeletePpcRule(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await call(deletePpcRuleEndpoint, { params: { id }, query: { channel_id: channelId } })),
    onSuccess: () => client.invalidateQueries({ queryKey: ppcAutomationKeys.rules(channelId) }),
  });
}

/** Dry run of a saved rule (before enabling it from the list). */
export function useDryRunSaved(channelId: string) {
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await call(dryRunSavedPpcRuleEndpoint, { params: { id }, body: { channel_id: channelId } }))
        .data,
  });
}
