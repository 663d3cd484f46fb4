import {
  listCompanyChannelsEndpoint,
  selectChannelEndpoint,
  type TChannel,
  type TModule,
} from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchCurrentStore, STORES_QUERY_ROOT } from '../../../lib/current-store';

import { call, isErrorEnvelope } from '../../../lib/http';

export const channelKeys = {
  list: (companyId: string, module: TModule) =>
    [...STORES_QUERY_ROOT, 'channels', companyId, module] as const,
  current: (module: TModule) => [...STORES_QUERY_ROOT, 'current-channel', module] as const,
};

/** GET /api/market/{companyId}/channel: the stores the user may see. Error answers are ignored (spec §8). */
export async function fetchChannels(
  companyId: string,
  module: TModule,
  signal?: AbortSignal,
): Promise<TChannel[]> {
  const result = await call(
    listCompanyChannelsEndpoint,
    { params: { companyId }, query: { moduleType: module } },
    { signal, silent: true },
  );
  return isErrorEnvelope(result) ? [] : result.data;
}

export function useChannels(companyId: string | undefined, module: TModule) {
  return useQuery({
    queryKey: channelKeys.list(companyId ?? '', module),
    queryFn: ({ signal }) => fetchChannels(companyId ?? '', module, signal),
    enabled: Boolean(companyId),
  });
}

/** GET /api/market/channel: the store saved as current on the server (survives reload and sign-in). */
export function useCurrentChannel(module: TModule) {
  return useQuery({
    queryKey: channelKeys.current(module),
    queryFn: ({ signal }) => fetchCurrentStore(module, signal),
  });
}

/** PUT /api/market/user/channel: saves the chosen store as current; answers with it, or null on refusal. */
export async function saveCurrentChannel(channel: TChannel, module: TModule): Promise<TChannel | null> {
  const result = await call(selectChannelEndpoint, {
    body: {
      channel_info: { seller_id: channel.seller_id, market_id: channel.market_id },
      moduleType: module,
    },
  });
  return isErrorEnvelope(result) ? null : result.data;
}
