import type { TProductRating } from '@seller-tools/contract';

/** The displayed rating (what shoppers see) is lower than at the start of the period. */
export function hasRatingDrop(product: TProductRating): boolean {
  return (
    product.displayed_rating !== null &&
    product.rating_at_start !== null &&
    product.displayed_rating < product.rating_at_start
  );
}
