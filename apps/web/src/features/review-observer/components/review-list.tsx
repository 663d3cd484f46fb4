import { Avatar, UnstyledButton } from '@mantine/core';
import type { TReviewItem } from '@seller-tools/contract';
import { IconPackage } from '@tabler/icons-react';
import { ReviewSummary } from '../../../components/ui/reviews';
import classes from './review-list.module.css';

interface ReviewListProps {
  reviews: readonly TReviewItem[];
  onOpen: (reviewId: string) => void;
}

/** The reviews, newest first; each opens its detail. Works the same at 375 px (no table). */
export function ReviewList({ reviews, onOpen }: ReviewListProps) {
  return (
    <ul className={classes.list} aria-label="Reviews">
      {reviews.map((review) => (
        <li key={review.review_id} className={classes.item}>
          <UnstyledButton
            className={classes.open}
            data-new={review.status === 'new' || undefined}
            onClick={() => onOpen(review.review_id)}
            aria-label={`${review.stars} stars: ${review.title || 'review without title'}, ${review.review_date}`}
          >
            <Avatar src={review.image_url} alt="" radius="sm" size={44} color="gray" visibleFrom="xs">
              <IconPackage size={20} aria-hidden />
            </Avatar>
            <ReviewSummary review={review} withStatus />
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
