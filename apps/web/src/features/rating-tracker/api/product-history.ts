import { productHistoryEndpoint, type TProductHistoryResponse } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { isoDaysAgo } from '../../../lib/dates';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { productKeys } from './keys';

export type TProductHistory = TProductHistoryResponse['data'];

/** GET /api/review/products/:asin/history: the daily ratings of the last `days` days and the moves. */
export async function fetchProductHistory(
  channelId: string,
  asin: string,
  days: number,
  signal?: AbortSignal,
): Promise<TProductHistory> {
  const result = await call(
    productHistoryEndpoint,
    {
      params: { asin },
      query: { channel_id: channelId, from: isoDaysAgo(days - 1), to: isoDaysAgo(0) },
    },
    { signal, silent: true },
  );
  return unwrap(result).data;
}

export function useProductHistory(channelId: string | null, asin: string | null, days: number) {
  return useQuery({
    queryKey: productKeys.history(channelId ?? '', asin ?? '', days),
    queryFn: ({ signal }) => fetchProductHistory(channelId ?? '', asin ?? '', days, signal),
    enabled: channelId !== null && asin !== null,
    retry: retryNetworkOnce,
  });
}
