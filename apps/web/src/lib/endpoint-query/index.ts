import type { TEndpointInput, TEndpointSpec } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { retryNetworkOnce } from '../http';
import { callData, type TDataOf } from './call-data';

// Most reads of the app are "this endpoint's `data`, fetched without the full-screen loader, retried once
// after a network failure" (the server's own refusal will not change). One helper says it, instead of each
// feature writing the same queryFn.

export type { TDataOf } from './call-data';

/** Reads an endpoint silently (no full-screen loader): its `data`, or an ApiError thrown. */
export function readData<E extends TEndpointSpec>(
  endpoint: E,
  input: TEndpointInput<E>,
  signal?: AbortSignal,
): Promise<TDataOf<E>> {
  return callData(endpoint, input, { signal, silent: true });
}

export interface TEndpointQueryOptions<TData, TPicked> {
  enabled?: boolean;
  /** Read again every so many milliseconds (a feed that changes on the server, e.g. the shell's bell). */
  refetchInterval?: number;
  /** What of the data the query keeps (e.g. a list's items); the whole data by default. */
  pick?: (data: TData) => TPicked;
}

/** A TanStack query of an endpoint's `data` under `queryKey`, retried once after a network failure. */
export function useEndpointQuery<E extends TEndpointSpec, TPicked = TDataOf<E>>(
  queryKey: readonly unknown[],
  endpoint: E,
  input: TEndpointInput<E> = {} as TEndpointInput<E>,
  { pick, ...options }: TEndpointQueryOptions<TDataOf<E>, TPicked> = {},
) {
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const data = await readData(endpoint, input, signal);
      return pick ? pick(data) : (data as unknown as TPicked);
    },
    retry: retryNetworkOnce,
    ...options,
  });
}
