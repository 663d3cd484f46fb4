import { reviewRequestSummaryEndpoint, type TReviewRequestSummary } from '@seller-tools/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { reviewRequestKeys } from './keys';

/** GET /api/review-requests/summary: the counters and the daily chart of a period (YYYY-MM-DD, inclusive). */
export async function fetchSummary(
  channelId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<TReviewRequestSummary> {
  const result = await call(
    reviewRequestSummaryEndpoint,
    { query: { channel_id: channelId, from, to } },
    { signal, silent: true },
  );
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
