import { type TReviewRequestSummary, ZReviewRequestSummaryResponse } from '@seller-tools/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, retryNetworkOnce, unwrap } from '../../../lib/http';
import { reviewRequestKeys } from './keys';

export const SUMMARY_PATH = '/api/review-requests/summary';

/** GET /api/review-requests/summary: the counters and the daily chart of a period (YYYY-MM-DD, inclusive). */
export async function fetchSummary(
  channelId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<TReviewRequestSummary> {
  const result = await http.get(SUMMARY_PATH, {
    query: { channel_id: channelId, from, to },
    signal,
    silent: true,
    schema: ZReviewRequestSummaryResponse,
  });
  return unwrap(result).data;
}

export function useSummary(channelId: string | null, from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: reviewRequestKeys.summary(channelId ?? '', from, to),
    queryFn: ({ signal }) => fetchSummary(channelId ?? '', from, to, signal),
    enabled: enabled && channelId !== null,
    // The previous period stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}
