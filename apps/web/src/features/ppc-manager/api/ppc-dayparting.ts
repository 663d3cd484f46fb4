import { readPpcDaypartingEndpoint, savePpcDaypartingEndpoint } from '@seller-tools/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { ppcAutomationKeys } from './automation-keys';

export function usePpcDayparting(channelId: string) {
  return useQuery({
    queryKey: ppcAutomationKeys.dayparting(channelId),
    queryFn: async ({ signal }) =>
      unwrap(
        await call(readPpcDaypartingEndpoint, { query: { channel_id: channelId } }, { signal, silent: true }),
      ).data,
    retry: retryNetworkOnce,
  });
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
