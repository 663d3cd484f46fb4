import { ZProductListResponse } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { http, retryNetworkOnce, unwrap } from '../../../lib/http';

/** The current store's ASINs (GET /api/review/products), offered as suggestions in a rule's ASIN list. */
export async function fetchAsinOptions(channelId: string, signal?: AbortSignal): Promise<string[]> {
  const result = await http.get('/api/review/products', {
    query: { channel_id: channelId, sort: 'title_asc' },
    signal,
    silent: true,
    schema: ZProductListResponse,
  });
  return [...new Set(unwrap(result).data.items.map((item) => item.asin))];
}

export function useAsinOptions(channelId: string | null) {
  return useQuery({
    queryKey: ['review', 'asin-options', channelId ?? ''],
    queryFn: ({ signal }) => fetchAsinOptions(channelId ?? '', signal),
    enabled: channelId !== null,
    retry: retryNetworkOnce,
    staleTime: 5 * 60_000,
  });
}
