import type { TFindingKind, TFindingStatus } from '@seller-tools/contract';

/** The filters of a findings list (the statuses are the page's, the rest the user's). */
export interface TFindingFilters {
  statuses: readonly TFindingStatus[];
  kinds: readonly TFindingKind[];
  q: string;
}

export const reimburseKeys = {
  all: ['reimburse'] as const,
  findings: (channelId: string, filters: TFindingFilters) =>
    [...reimburseKeys.all, 'findings', channelId, filters] as const,
  summary: (channelId: string) => [...reimburseKeys.all, 'summary', channelId] as const,
  freeAudit: (channelId: string) => [...reimburseKeys.all, 'free-audit', channelId] as const,
  payouts: (channelId: string) => [...reimburseKeys.all, 'payouts', channelId] as const,
  lost: (filters: { statuses: readonly TFindingStatus[]; q: string }) =>
    [...reimburseKeys.all, 'lost-in-warehouse', filters] as const,
  plan: () => [...reimburseKeys.all, 'plan'] as const,
};
