import type { TEndpointInput, TEndpointResponse, TEndpointSpec } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, type TCallOptions, unwrap } from '../http';

type TDataOf<E extends TEndpointSpec> = TEndpointResponse<E> extends { data: infer D } ? D : never;
/** An endpoint asked about one store: its query is the store's channel id and nothing it must have else. */
type TStoreEndpoint<E extends TEndpointSpec> =
  { query: { channel_id: string } } extends TEndpointInput<E> ? E : never;
// `call` types its input per endpoint; a generic endpoint is called through this wider view of it.
const callLoose = call as (endpoint: TEndpointSpec, input: object, options: TCallOptions) => Promise<unknown>;

/**
 * GET one store's data (`{ channel_id }`, the envelope's data back): fetched for the chosen store only (off
 * until there is one), retried once after a network failure (the server's own refusal will not change).
 */
export function useStoreQuery<E extends TEndpointSpec>(
  endpoint: TStoreEndpoint<E>,
  queryKey: readonly unknown[],
  channelId: string | null,
) {
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const answer = await callLoose(
        endpoint,
        { query: { channel_id: channelId ?? '' } },
        { signal, silent: true },
      );
      return (unwrap(answer as never) as { data: TDataOf<E> }).data;
    },
    enabled: channelId !== null,
    retry: retryNetworkOnce,
  });
}
