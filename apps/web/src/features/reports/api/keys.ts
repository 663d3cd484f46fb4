import type { TReportFilters } from './report';

/** The Reports page's query keys. */
export const reportKeys = {
  all: ['review', 'report'] as const,
  report: (channelId: string, filters: TReportFilters) => [...reportKeys.all, channelId, filters] as const,
};
