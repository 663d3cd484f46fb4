export { invalidateReviews, REVIEWS_QUERY_ROOT } from './reviews';
