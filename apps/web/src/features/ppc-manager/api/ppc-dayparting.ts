import { readPpcDaypartingEndpoint, savePpcDaypartingEndpoint } from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreQuery } from '../../../lib/current-store';
import { call, unwrap } from '../../../lib/http';
import { ppcAutomationKeys } from './automation-keys';

export function usePpcDayparting(channelId: string) {
  return useStoreQuery(readPpcDaypartingEndpoint, ppcAutomationKeys.dayparting(channelId), channelId);
}

export function useSavePpcDayparting(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      enabled: boolean;
      multipliers: number[][];
      budget_multipliers: number[][] | null;
    }) => unwrap(await call(savePpcDaypartingEndpoint, { body: { channel_id: channelId, ...input } })),
    onSuccess: (saved) => client.setQueryData(ppcAutomationKeys.dayparting(channelId), saved.data),
  });
}
