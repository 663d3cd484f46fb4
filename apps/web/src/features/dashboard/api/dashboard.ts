import { dashboardEndpoint, type TDashboard } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { dashboardKeys } from './keys';

/** GET /api/review/dashboard: the current store's figures. */
export async function fetchDashboard(channelId: string, signal?: AbortSignal): Promise<TDashboard> {
  const result = await call(
    dashboardEndpoint,
    { query: { channel_id: channelId } },
    { signal, silent: true },
  );
  return unwrap(result).data;
}

export function useDashboard(channelId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.store(channelId ?? ''),
    queryFn: ({ signal }) => fetchDashboard(channelId ?? '', signal),
    enabled: enabled && channelId !== null,
    retry: retryNetworkOnce,
  });
}
