import { productHistoryEndpoint, type TProductHistoryResponse } from '@seller-tools/contract';
import { isoDaysAgo } from '../../../lib/dates';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { productKeys } from './keys';

export type TProductHistory = TProductHistoryResponse['data'];

/** GET /api/review/products/:asin/history: the daily ratings of the last `days` days and the moves. */
export function useProductHistory(channelId: string | null, asin: string | null, days: number) {
  return useEndpointQuery(
    productKeys.history(channelId ?? '', asin ?? '', days),
    productHistoryEndpoint,
    {
      params: { asin: asin ?? '' },
      query: { channel_id: channelId ?? '', from: isoDaysAgo(days - 1), to: isoDaysAgo(0) },
    },
    { enabled: channelId !== null && asin !== null },
  );
}
