import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { REVIEW_STATUSES, type TReviewItem, type TReviewStatus } from '@seller-tools/contract';
import { useState } from 'react';
import { ActionError } from '../../../components/kit/action-error';
import { STATUS_LABELS } from '../../../components/ui/reviews';
import { useReviewStatus, useReviewTags } from '../api/review-updates';
import { ReviewTagPicker } from './review-tag-picker';

interface ReviewWorkflowProps {
  channelId: string;
  review: TReviewItem;
}

/** Status (new, read, handled) and tags of a review, each saved as soon as it changes. */
export function ReviewWorkflow({ channelId, review }: ReviewWorkflowProps) {
  const status = useReviewStatus(channelId, review.review_id);
  const tagsSave = useReviewTags(channelId, review.review_id);
  const [createError, setCreateError] = useState<Error | null>(null);
  const failure = status.error ?? tagsSave.error ?? createError;

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600} id="review-status-label">
          Status
        </Text>
        <SegmentedControl
          aria-labelledby="review-status-label"
          data={REVIEW_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          value={status.isPending && status.variables ? status.variables : review.status}
          onChange={(value) => status.mutate(value as TReviewStatus)}
          disabled={status.isPending}
          color={review.status === 'handled' ? 'teal' : undefined}
        />
      </Group>
      <ReviewTagPicker
        reviewTags={review.tags}
        value={
          tagsSave.isPending && tagsSave.variables ? tagsSave.variables : review.tags.map((t) => t.tag_id)
        }
        onChange={(tagIds) => tagsSave.mutate(tagIds)}
        onCreateError={setCreateError}
        disabled={tagsSave.isPending}
      />
      <ActionError error={failure} />
    </Stack>
  );
}
