import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TTag } from '@seller-tools/contract';
import { IconPencil, IconPlus, IconTag, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-action';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { TagBadge } from '../../../components/ui/reviews';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { errorMessageOf } from '../../../lib/http';
import { useTags } from '../../../lib/review-tags';
import { useDeleteTag } from '../api/tags';
import { TagFormModal } from './tag-form-modal';

/** The company's tags: create, rename, recolour, delete. */
export function TagsSection() {
  const tags = useTags();
  const remove = useDeleteTag();
  const [editing, setEditing] = useState<TTag | 'new' | null>(null);

  const confirmDelete = (tag: TTag) =>
    confirmAction({
      title: `Delete the tag "${tag.name}"?`,
      message: (
        <>
          It comes off {tag.review_count === 1 ? '1 review' : `${tag.review_count} reviews`}, and the rules
          that add it are deleted too.
        </>
      ),
      confirmLabel: 'Delete tag',
      onConfirm: () => remove.mutate(tag.tag_id),
    });

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="tags-title"
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Stack gap={2}>
            <Title order={2} size="h4" id="tags-title">
              Tags
            </Title>
            <Text size="sm" c="dimmed">
              Label reviews to find them again: the Review Observer and the tracker filter by tag.
            </Text>
          </Stack>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            New tag
          </Button>
        </Group>
        {remove.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessageOf(remove.error)}
          </Alert>
        )}
        {tags.isPending && <ListSkeleton rows={3} label="Loading tags" />}
        {tags.isError && (
          <ErrorNotice
            error={tags.error}
            title="Tags could not be loaded"
            onRetry={() => void tags.refetch()}
          />
        )}
        {tags.data?.length === 0 && (
          <EmptyPanel icon={<IconTag size={28} />} title="No tags yet">
            Create a tag such as "Packaging" or "Sizing", then add a rule below so new reviews get it by
            themselves.
          </EmptyPanel>
        )}
        {tags.data && tags.data.length > 0 && (
          <Stack
            gap={0}
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label="Tags"
          >
            {tags.data.map((tag) => (
              <Group
                key={tag.tag_id}
                component="li"
                justify="space-between"
                py="xs"
                wrap="nowrap"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <TagBadge tag={tag} />
                  <Text size="sm" c="dimmed">
                    {tag.review_count === 1 ? '1 review' : `${tag.review_count} reviews`}
                  </Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit tag ${tag.name}`}
                    onClick={() => setEditing(tag)}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete tag ${tag.name}`}
                    onClick={() => confirmDelete(tag)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      {editing && (
        <TagFormModal
          tag={editing === 'new' ? null : editing}
          tags={tags.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
