import { type TProductHistoryResponse, ZProductHistoryResponse } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { isoDaysAgo } from '../../../lib/dates';
import { http, retryNetworkOnce, unwrap } from '../../../lib/http';

export type TProductHistory = TProductHistoryResponse['data'];

export function productHistoryPath(asin: string): string {
  return `/api/review/products/${encodeURIComponent(asin)}/history`;
}

/** GET /api/review/products/:asin/history: the daily ratings of the last `days` days and the moves. */
export async function fetchProductHistory(
  channelId: string,
  asin: string,
  days: number,
  signal?: AbortSignal,
): Promise<TProductHistory> {
  const result = await http.get(productHistoryPath(asin), {
    query: { channel_id: channelId, from: isoDaysAgo(days - 1), to: isoDaysAgo(0) },
    signal,
    silent: true,
    schema: ZProductHistoryResponse,
  });
  return unwrap(result).data;
}

export function useProductHistory(channelId: string | null, asin: string | null, days: number) {
  return useQuery({
    queryKey: ['review', 'product-history', channelId ?? '', asin ?? '', days] as const,
    queryFn: ({ signal }) => fetchProductHistory(channelId ?? '', asin ?? '', days, signal),
    enabled: channelId !== null && asin !== null,
    retry: retryNetworkOnce,
  });
}
