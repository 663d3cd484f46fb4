import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryNetworkOnce } from '../http';

/**
 * One page of a paged or filtered list: the shown page stays on screen while the next one loads (no
 * skeleton flash on paging), retried once after a network failure.
 */
export function usePagedQuery<TData>(
  queryKey: readonly unknown[],
  fetch: (signal: AbortSignal) => Promise<TData>,
  enabled = true,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}
