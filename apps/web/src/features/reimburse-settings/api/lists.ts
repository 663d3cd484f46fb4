import { productSettingsEndpoint, SETUP_PAGE_SIZE, setupShipmentsEndpoint } from '@seller-tools/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { reimburseSettingsKeys } from './keys';

const query = (channelId: string, q: string, cursor: string | null) => ({
  channel_id: channelId,
  q: q.trim() || undefined,
  cursor: cursor ?? undefined,
  limit: SETUP_PAGE_SIZE,
});

/** The store's closed inbound shipments, a keyset page at a time ("Load more"). */
export function useShipments(channelId: string | null, q: string) {
  return useInfiniteQuery({
    queryKey: reimburseSettingsKeys.shipments(channelId ?? '', q),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await call(
          setupShipmentsEndpoint,
          { query: query(channelId ?? '', q, pageParam) },
          { signal, silent: true },
        ),
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: channelId !== null,
    retry: retryNetworkOnce,
  });
}

/** The store's SKUs with Amazon's, the catalogue's and the seller's dimensions, a page at a time. */
export function useProductSettings(channelId: string | null, q: string) {
  return useInfiniteQuery({
    queryKey: reimburseSettingsKeys.products(channelId ?? '', q),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await call(
          productSettingsEndpoint,
          { query: query(channelId ?? '', q, pageParam) },
          { signal, silent: true },
        ),
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: channelId !== null,
    retry: retryNetworkOnce,
  });
}
