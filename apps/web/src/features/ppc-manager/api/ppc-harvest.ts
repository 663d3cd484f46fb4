import {
  applyPpcHarvestEndpoint,
  listPpcHarvestEndpoint,
  type TPpcChangeRequest,
} from '@seller-tools/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { ppcAutomationKeys } from './automation-keys';

export type THarvestFilters = {
  lookback_days: number;
  min_orders: number;
  target_acos: number;
  min_clicks: number;
  to_ad_group_id?: string | undefined;
  bid_minor?: number | undefined;
};

export function usePpcHarvest(channelId: string, filters: THarvestFilters) {
  return useQuery({
    queryKey: ppcAutomationKeys.harvest(channelId, filters),
    queryFn: async ({ signal }) =>
      unwrap(
        await call(
          listPpcHarvestEndpoint,
          { query: { channel_id: channelId, ...filters } },
          { signal, silent: true },
        ),
      ).data,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

export function useApplyHarvest(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (items: TPpcChangeRequest[]) =>
      unwrap(await call(applyPpcHarvestEndpoint, { body: { channel_id: channelId, items } })),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: [...ppcAutomationKeys.store(channelId), 'harvest'] }),
  });
}
