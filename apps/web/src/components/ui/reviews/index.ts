export { ProductCell } from './product-cell';
export { formatChange, RatingChange } from './rating-change';
export { ReviewSummary, STATUS_LABELS } from './review-summary';
export { STAR_COLORS, starLabel } from './star-colors';
export { StarDistribution } from './star-distribution';
export { StarRating } from './star-rating';
export { TagBadge } from './tag-badge';
export { TagFilter } from './tag-filter';
