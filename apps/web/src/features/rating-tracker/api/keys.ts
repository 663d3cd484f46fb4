import type { TProductFilters } from './products';

/** The Ratings Tracker's query keys: the store's product list and one product's history. */
export const productKeys = {
  all: ['review', 'products'] as const,
  list: (channelId: string, filters: TProductFilters) => [...productKeys.all, channelId, filters] as const,
  history: (channelId: string, asin: string, days: number) =>
    ['review', 'product-history', channelId, asin, days] as const,
};
