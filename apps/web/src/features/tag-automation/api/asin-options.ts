import { listProductsEndpoint } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { asinOptionKeys } from './keys';

/** The current store's ASINs (GET /api/review/products), offered as suggestions in a rule's ASIN list. */
export async function fetchAsinOptions(channelId: string, signal?: AbortSignal): Promise<string[]> {
  const result = await call(
    listProductsEndpoint,
    { query: { channel_id: channelId, sort: 'title_asc' } },
    { signal, silent: true },
  );
  return [...new Set(unwrap(result).data.items.map((item) => item.asin))];
}

export function useAsinOptions(channelId: string | null) {
  return useQuery({
    queryKey: asinOptionKeys.store(channelId ?? ''),
    queryFn: ({ signal }) => fetchAsinOptions(channelId ?? '', signal),
    enabled: channelId !== null,
    retry: retryNetworkOnce,
    staleTime: 5 * 60_000,
  });
}
