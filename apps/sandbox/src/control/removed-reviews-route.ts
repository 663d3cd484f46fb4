import type { FastifyInstance } from 'fastify';
import type { TClock } from '../clock.ts';
import { removedReviews } from '../data/reviews.ts';
import { isoOrNull, registerSellerWindowRoute } from './seller-window-route.ts';

// The reviews Amazon took down (REMOVED-REVIEWS.md), in a window of removal times.
export function registerRemovedReviewsRoute(app: FastifyInstance, deps: { clock: TClock }) {
  registerSellerWindowRoute(app, deps, '/sandbox/removed-reviews', (data, from, to) => ({
    reviews: removedReviews(data, from, to).map((r) => ({
      asin: r.asin,
      reviewId: r.reviewId,
      stars: r.stars,
      postedAt: isoOrNull(r.postedAt),
      removedAt: isoOrNull(r.removedAt),
    })),
  }));
}
