import type { TProfitFilters, TReportFilters, TSalesFilters } from './sources';

/** The Reports page's query keys. */
export const reportKeys = {
  all: ['review', 'report'] as const,
  report: (channelId: string, filters: TReportFilters) => [...reportKeys.all, channelId, filters] as const,
  sales: (channelId: string, filters: TSalesFilters) => ['reports', 'sales', channelId, filters] as const,
  profit: (channelId: string, filters: TProfitFilters) => ['reports', 'profit', channelId, filters] as const,
};
