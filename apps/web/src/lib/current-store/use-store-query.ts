import type { TEndpointInput, TEndpointSpec } from '@seller-tools/contract';
import { type TDataOf, type TEndpointQueryOptions, useEndpointQuery } from '../endpoint-query';

/** An endpoint asked about one store: its query is the store's channel id and nothing it must have else. */
type TStoreEndpoint<E extends TEndpointSpec> =
  { query: { channel_id: string } } extends TEndpointInput<E> ? E : never;

/**
 * GET one store's data (`{ channel_id }`, the envelope's data back): fetched for the chosen store only (off
 * until there is one, or while `enabled` is false), retried once after a network failure.
 */
export function useStoreQuery<E extends TEndpointSpec, TPicked = TDataOf<E>>(
  endpoint: TStoreEndpoint<E>,
  queryKey: readonly unknown[],
  channelId: string | null,
  { enabled = true, pick }: TEndpointQueryOptions<TDataOf<E>, TPicked> = {},
) {
  return useEndpointQuery(
    queryKey,
    endpoint as E,
    { query: { channel_id: channelId ?? '' } } as TEndpointInput<E>,
    {
      enabled: enabled && channelId !== null,
      pick,
    },
  );
}
