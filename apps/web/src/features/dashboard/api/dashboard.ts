import { type TDashboard, ZDashboardResponse } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { http, retryNetworkOnce, unwrap } from '../../../lib/http';

export const DASHBOARD_PATH = '/api/review/dashboard';

/** GET /api/review/dashboard: the current store's figures. */
export async function fetchDashboard(channelId: string, signal?: AbortSignal): Promise<TDashboard> {
  const result = await http.get(DASHBOARD_PATH, {
    query: { channel_id: channelId },
    signal,
    silent: true,
    schema: ZDashboardResponse,
  });
  return unwrap(result).data;
}

export function useDashboard(channelId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['review', 'dashboard', channelId ?? ''] as const,
    queryFn: ({ signal }) => fetchDashboard(channelId ?? '', signal),
    enabled: enabled && channelId !== null,
    retry: retryNetworkOnce,
  });
}
