import { Alert, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { REVIEW_STATUSES, type TReviewItem, type TReviewStatus } from '@seller-tools/contract';
import { ConfirmedMultiSelect } from '../../../components/ui/multi-value';
import { STATUS_LABELS } from '../../../components/ui/reviews';
import { errorMessageOf } from '../../../lib/http';
import { tagOptions, useTags } from '../../../lib/review-tags';
import { useReviewStatus, useReviewTags } from '../api/review-updates';

interface ReviewWorkflowProps {
  channelId: string;
  review: TReviewItem;
}

/** Status (new, read, handled) and tags of a review, each saved as soon as it changes. */
export function ReviewWorkflow({ channelId, review }: ReviewWorkflowProps) {
  const status = useReviewStatus(channelId, review.review_id);
  const tagsSave = useReviewTags(channelId, review.review_id);
  const tags = useTags();
  const failure = status.error ?? tagsSave.error;

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
      <ConfirmedMultiSelect
        label="Tags"
        placeholder={review.tags.length ? undefined : 'Add tags'}
        data={tagOptions(tags.data ?? review.tags.map((t) => ({ ...t, review_count: 0 })))}
        value={
          tagsSave.isPending && tagsSave.variables ? tagsSave.variables : review.tags.map((t) => t.tag_id)
        }
        onChange={(tagIds) => tagsSave.mutate(tagIds)}
        searchable
        clearable
        nothingFoundMessage="No tags yet: create them in Tag automation"
        disabled={tagsSave.isPending}
      />
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {errorMessageOf(failure)}
        </Alert>
      )}
    </Stack>
  );
}
