import type { TReviewRequestState } from '@seller-tools/contract';

// Query keys of the feature under one root per store, so a saved rule can refresh the counters and the
// log it changes (the backfill schedules orders) in one invalidation.

export interface TLogFilters {
  q: string;
  statuses: TReviewRequestState[];
  page: number;
}

export const reviewRequestKeys = {
  store: (channelId: string) => ['review-requests', channelId] as const,
  rule: (channelId: string) => ['review-requests', channelId, 'rule'] as const,
  summary: (channelId: string, from: string, to: string) =>
    ['review-requests', channelId, 'summary', from, to] as const,
  log: (channelId: string, filters: TLogFilters) => ['review-requests', channelId, 'log', filters] as const,
};
