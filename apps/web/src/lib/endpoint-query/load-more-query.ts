import type { TEndpointInput, TEndpointSpec } from '@seller-tools/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { retryNetworkOnce } from '../http';
import { readData, type TDataOf } from './index';

/** An endpoint that answers one keyset page of a list: its rows and the cursor of the next page, if any. */
type TCursorEndpoint<E extends TEndpointSpec> = TDataOf<E> extends { next_cursor: string | null } ? E : never;

/**
 * A list read a keyset page at a time ("Load more"): the endpoint's `data` for `query` plus the cursor of
 * the page asked for, fetched silently under `queryKey`, retried once after a network failure.
 */
export function useLoadMoreQuery<E extends TEndpointSpec>(
  queryKey: readonly unknown[],
  endpoint: TCursorEndpoint<E>,
  query: Record<string, unknown>,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      readData(
        endpoint,
        { query: { ...query, cursor: pageParam ?? undefined } } as TEndpointInput<E>,
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: TDataOf<E>) => (last as { next_cursor: string | null }).next_cursor ?? undefined,
    enabled,
    retry: retryNetworkOnce,
  });
}
