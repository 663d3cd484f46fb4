import type { QueryClient } from '@tanstack/react-query';

// Query keys of the review product that one feature refreshes for another. Features may not import each
// other, so the key's root and its invalidator live here; the owning feature (review-observer) builds its
// key factory on this root.

/** Every query of the Review Observer's reviews (each store's lists and details) starts with this. */
export const REVIEWS_QUERY_ROOT = ['review', 'reviews'] as const;

/** Refreshes every review list and detail, e.g. after a tag or a rule changed which tags reviews show. */
export function invalidateReviews(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: REVIEWS_QUERY_ROOT });
}
