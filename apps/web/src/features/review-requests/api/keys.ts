import type { TReviewRequestState } from '@seller-tools/contract';

// Query keys of the feature under one root per store, so a saved rule can refresh the counters and the
// log it changes (the backfill schedules orders) in one invalidation.

export interface TLogFilters {
  q: string;
  statuses: TReviewRequestState[];
  page: number;
}

export const reviewRequestKeys = {
  all: ['review-requests'] as const,
  store: (channelId: string) => [...reviewRequestKeys.all, channelId] as const,
  rule: (channelId: string) => [...reviewRequestKeys.store(channelId), 'rule'] as const,
  rules: (channelId: string) => [...reviewRequestKeys.store(channelId), 'rules'] as const,
  summary: (channelId: string, from: string, to: string) =>
    [...reviewRequestKeys.store(channelId), 'summary', from, to] as const,
  log: (channelId: string, filters: TLogFilters) =>
    [...reviewRequestKeys.store(channelId), 'log', filters] as const,
  impact: (channelId: string) => [...reviewRequestKeys.store(channelId), 'impact'] as const,
  /** Whether a key of the store is its rule's (a save sets the rule itself, and refreshes the rest). */
  isRule: (key: readonly unknown[]) => key[2] === 'rule',
};
