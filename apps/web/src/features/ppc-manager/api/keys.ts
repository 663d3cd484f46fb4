import type { TPpcTable } from '@seller-tools/contract';
import type { TPpcRangeFilters, TPpcTableFilters } from './ppc';

/** PPC Manager's query keys (the write side invalidates `all` after a change). */
export const ppcKeys = {
  all: ['ppc'] as const,
  overview: (channelId: string, range: TPpcRangeFilters, compare: boolean) =>
    [...ppcKeys.all, 'overview', channelId, range, compare] as const,
  table: (table: TPpcTable, channelId: string, range: TPpcRangeFilters, filters: TPpcTableFilters) =>
    [...ppcKeys.all, table, channelId, range, filters] as const,
};
