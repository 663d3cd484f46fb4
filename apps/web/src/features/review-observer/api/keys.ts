import { REVIEWS_QUERY_ROOT } from '../../../lib/query-keys';
import type { TReviewFilters } from './reviews';

/**
 * The Review Observer's query keys, under the shared root that other features refresh through
 * lib/query-keys invalidateReviews (a tag or rule change alters the tags reviews show).
 */
export const reviewKeys = {
  all: REVIEWS_QUERY_ROOT,
  lists: (channelId: string) => [...REVIEWS_QUERY_ROOT, channelId] as const,
  list: (channelId: string, filters: TReviewFilters) =>
    [...REVIEWS_QUERY_ROOT, channelId, 'list', filters] as const,
  detail: (channelId: string, reviewId: string) =>
    [...REVIEWS_QUERY_ROOT, channelId, 'detail', reviewId] as const,
};
