import {
  type TChannel,
  type TModule,
  ZChannelListResponse,
  ZCurrentChannelResponse,
  ZSelectChannelResponse,
} from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { http, isErrorEnvelope } from '../../../lib/http';

export const channelKeys = {
  list: (companyId: string, module: TModule) => ['market', 'channels', companyId, module] as const,
  current: (module: TModule) => ['market', 'current-channel', module] as const,
};

/** GET /api/market/{companyId}/channel: the stores the user may see. Error answers are ignored (spec §8). */
export async function fetchChannels(
  companyId: string,
  module: TModule,
  signal?: AbortSignal,
): Promise<TChannel[]> {
  const result = await http.get(`/api/market/${encodeURIComponent(companyId)}/channel`, {
    query: { moduleType: module },
    signal,
    silent: true,
    schema: ZChannelListResponse,
  });
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
export async function fetchCurrentChannel(module: TModule, signal?: AbortSignal): Promise<TChannel | null> {
  const result = await http.get('/api/market/channel', {
    query: { moduleType: module },
    signal,
    silent: true,
    schema: ZCurrentChannelResponse,
  });
  return isErrorEnvelope(result) ? null : result.data;
}

export function useCurrentChannel(module: TModule) {
  return useQuery({
    queryKey: channelKeys.current(module),
    queryFn: ({ signal }) => fetchCurrentChannel(module, signal),
  });
}

/** PUT /api/market/user/channel: saves the chosen store as current; answers with it, or null on refusal. */
export async function saveCurrentChannel(channel: TChannel, module: TModule): Promise<TChannel | null> {
  const result = await http.put(
    '/api/market/user/channel',
    { channel_info: { seller_id: channel.seller_id, market_id: channel.market_id }, moduleType: module },
    { schema: ZSelectChannelResponse },
  );
  return isErrorEnvelope(result) ? null : result.data;
}
