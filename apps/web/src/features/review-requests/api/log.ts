import {
  REVIEW_PAGE_SIZE,
  reviewRequestLogEndpoint,
  type TReviewRequestLogResponse,
  type TReviewRequestState,
} from '@seller-tools/contract';
import { call, unwrap } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';
import { reviewRequestKeys, type TLogFilters } from './keys';

export const LOG_PAGE_SIZE = REVIEW_PAGE_SIZE;

export type TLogPage = TReviewRequestLogResponse['data'];

/** The search and status filter as query parameters; empty ones are left out. Shared with the export. */
export function logFilterQuery(q: string, statuses: readonly TReviewRequestState[]) {
  return {
    q: q.trim() || undefined,
    status: statuses.length > 0 ? statuses.join(',') : undefined,
  };
}

/** GET /api/review-requests/log: one row per order with its attempts, newest first, a page at a time. */
export async function fetchLog(
  channelId: string,
  filters: TLogFilters,
  signal?: AbortSignal,
): Promise<TLogPage> {
  const result = await call(
    reviewRequestLogEndpoint,
    {
      query: {
        channel_id: channelId,
        ...logFilterQuery(filters.q, filters.statuses),
        page: filters.page,
        page_size: LOG_PAGE_SIZE,
      },
    },
    { signal, silent: true },
  );
  return unwrap(result).data;
}

export function useLog(channelId: string | null, filters: TLogFilters, enabled = true) {
  return usePagedQuery(
    reviewRequestKeys.log(channelId ?? '', filters),
    (signal) => fetchLog(channelId ?? '', filters, signal),
    enabled && channelId !== null,
  );
}
