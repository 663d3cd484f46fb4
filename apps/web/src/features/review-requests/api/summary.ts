import { reviewRequestSummaryEndpoint } from '@seller-tools/contract';
import { readData } from '../../../lib/endpoint-query';
import { usePagedQuery } from '../../../lib/paged-query';
import { reviewRequestKeys } from './keys';

/**
 * GET /api/review-requests/summary: the counters and the daily chart of a period (YYYY-MM-DD, inclusive).
 * The previous period stays on screen while the next one loads.
 */
export function useSummary(channelId: string | null, from: string, to: string, enabled = true) {
  return usePagedQuery(
    reviewRequestKeys.summary(channelId ?? '', from, to),
    (signal) =>
      readData(reviewRequestSummaryEndpoint, { query: { channel_id: channelId ?? '', from, to } }, signal),
    enabled && channelId !== null,
  );
}
