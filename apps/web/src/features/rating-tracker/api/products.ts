import { listProductsEndpoint, type PRODUCT_SORTS, type RATING_PERIODS } from '@seller-tools/contract';
import { readData } from '../../../lib/endpoint-query';
import { usePagedQuery } from '../../../lib/paged-query';
import { productKeys } from './keys';

export type TProductSort = (typeof PRODUCT_SORTS)[number];
export type TRatingPeriod = (typeof RATING_PERIODS)[number];

export interface TProductFilters {
  q: string;
  sort: TProductSort;
  periodDays: TRatingPeriod;
  tagIds: string[];
  /** Other stores of the seller to list alongside the current one. */
  alsoChannelIds: string[];
}

export const DEFAULT_PRODUCT_FILTERS: TProductFilters = {
  q: '',
  sort: 'change_asc',
  periodDays: 30,
  tagIds: [],
  alsoChannelIds: [],
};

/** How many filters differ from the defaults (search, sort, period, tags, marketplaces). */
export function activeProductFilters(filters: TProductFilters): number {
  return (Object.keys(DEFAULT_PRODUCT_FILTERS) as (keyof TProductFilters)[]).filter(
    (key) => JSON.stringify(filters[key]) !== JSON.stringify(DEFAULT_PRODUCT_FILTERS[key]),
  ).length;
}

/** The query string of GET /api/review/products; empty filters are left out. */
export function productQuery(channelId: string, filters: TProductFilters) {
  return {
    channel_id: channelId,
    q: filters.q.trim() || undefined,
    sort: filters.sort,
    period_days: filters.periodDays,
    tag_id: filters.tagIds.length > 0 ? filters.tagIds.join(',') : undefined,
    also_channel_id: filters.alsoChannelIds.length > 0 ? filters.alsoChannelIds.join(',') : undefined,
  };
}

/**
 * GET /api/review/products: every ASIN of the store with its rating and its change over the period; the
 * previous list stays on screen while a new filter loads.
 */
export function useProducts(channelId: string | null, filters: TProductFilters) {
  return usePagedQuery(
    productKeys.list(channelId ?? '', filters),
    async (signal) =>
      (await readData(listProductsEndpoint, { query: productQuery(channelId ?? '', filters) }, signal)).items,
    channelId !== null,
  );
}
