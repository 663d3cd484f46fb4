import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDefaultDate, type TReviewItem } from '@seller-tools/contract';
import { IconEyeOff, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { StarRating } from './star-rating';
import { TagBadge } from './tag-badge';

export const STATUS_LABELS = { new: 'New', read: 'Read', handled: 'Handled' } as const;
const STATUS_COLORS = { new: 'brand', read: 'gray', handled: 'teal' } as const;

interface ReviewSummaryProps {
  review: TReviewItem;
  /** Lines of the text to show; 0 hides it. */
  lines?: number;
  withStatus?: boolean;
  withProduct?: boolean;
}

/** A review as lists show it: stars, title, date, product, verified, tags and the start of its text. */
export function ReviewSummary({
  review,
  lines = 2,
  withStatus = false,
  withProduct = true,
}: ReviewSummaryProps) {
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Group gap="xs" wrap="wrap">
        <StarRating value={review.stars} size="xs" />
        <Text size="xs" c="dimmed">
          {formatDefaultDate(review.review_date)}
        </Text>
        {review.verified && (
          <Badge size="xs" variant="light" color="teal" leftSection={<IconRosetteDiscountCheck size={12} />}>
            Verified
          </Badge>
        )}
        {review.removed_at && (
          // Amazon took the review down: still listed here, as news and for the record.
          <Badge size="xs" variant="light" color="red" leftSection={<IconEyeOff size={12} />}>
            Removed on {formatDefaultDate(review.removed_at)}
          </Badge>
        )}
        {withStatus && (
          <Badge
            size="xs"
            variant={review.status === 'new' ? 'filled' : 'light'}
            color={STATUS_COLORS[review.status]}
          >
            {STATUS_LABELS[review.status]}
          </Badge>
        )}
      </Group>
      <Text fw={600} size="sm" lineClamp={1} data-review-title>
        {review.title || '(no title)'}
      </Text>
      {lines > 0 && (
        <Text size="sm" c="dimmed" lineClamp={lines}>
          {review.body}
        </Text>
      )}
      <Group gap={6} wrap="wrap">
        {withProduct && (
          <Text size="xs" c="dimmed" ff="monospace">
            {review.asin}
            {review.product_title ? ` · ${review.product_title}` : ''}
          </Text>
        )}
        {review.tags.map((tag) => (
          <TagBadge key={tag.tag_id} tag={tag} size="xs" />
        ))}
      </Group>
    </Stack>
  );
}
