import { Button, Group, Text } from '@mantine/core';
import type { TTag } from '@seller-tools/contract';
import { IconPlus, IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionError } from '../../../components/kit/action-error';
import { confirmAction } from '../../../components/ui/confirm-action';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { TagBadge } from '../../../components/ui/reviews';
import { SectionCard, SectionList, SectionRow } from '../../../components/ui/section-card';
import { ListSkeleton } from '../../../components/ui/skeletons';
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
    <SectionCard
      titleId="tags-title"
      title="Tags"
      description="Label reviews to find them again: the Review Observer and the tracker filter by tag."
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          New tag
        </Button>
      }
      after={
        editing && (
          <TagFormModal
            tag={editing === 'new' ? null : editing}
            tags={tags.data ?? []}
            onClose={() => setEditing(null)}
          />
        )
      }
    >
      <ActionError error={remove.error} />
      <QueryState
        query={tags}
        skeleton={<ListSkeleton rows={3} label="Loading tags" />}
        errorTitle="Tags could not be loaded"
        empty={
          <EmptyPanel icon={<IconTag size={28} />} title="No tags yet">
            Create a tag such as "Packaging" or "Sizing", then add a rule below so new reviews get it by
            themselves.
          </EmptyPanel>
        }
      >
        {(list) => (
          <SectionList label="Tags">
            {list.map((tag) => (
              <SectionRow
                key={tag.tag_id}
                subject={`tag ${tag.name}`}
                onEdit={() => setEditing(tag)}
                onDelete={() => confirmDelete(tag)}
              >
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <TagBadge tag={tag} />
                  <Text size="sm" c="dimmed">
                    {tag.review_count === 1 ? '1 review' : `${tag.review_count} reviews`}
                  </Text>
                </Group>
              </SectionRow>
            ))}
          </SectionList>
        )}
      </QueryState>
    </SectionCard>
  );
}
