import {
  productSettingsEndpoint,
  SETUP_PAGE_SIZE,
  setupShipmentsEndpoint,
  type TPagedSetupQuery,
} from '@seller-tools/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { reimburseSettingsKeys } from './keys';

/** One of the setup pages' keyset lists of a store, searched by q, a page at a time ("Load more"). */
function useSetupList<TPage extends { next_cursor: string | null }>(
  queryKey: readonly unknown[],
  channelId: string | null,
  q: string,
  fetchPage: (query: TPagedSetupQuery, signal: AbortSignal) => Promise<TPage>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchPage(
        {
          channel_id: channelId ?? '',
          q: q.trim() || undefined,
          cursor: pageParam ?? undefined,
          limit: SETUP_PAGE_SIZE,
        },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: channelId !== null,
    retry: retryNetworkOnce,
  });
}

/** The store's closed inbound shipments. */
export const useShipments = (channelId: string | null, q: string) =>
  useSetupList(
    reimburseSettingsKeys.shipments(channelId ?? '', q),
    channelId,
    q,
    async (query, signal) =>
      unwrap(await call(setupShipmentsEndpoint, { query }, { signal, silent: true })).data,
  );

/** The store's SKUs with Amazon's, the catalogue's and the seller's dimensions. */
export const useProductSettings = (channelId: string | null, q: string) =>
  useSetupList(
    reimburseSettingsKeys.products(channelId ?? '', q),
    channelId,
    q,
    async (query, signal) =>
      unwrap(await call(productSettingsEndpoint, { query }, { signal, silent: true })).data,
  );
