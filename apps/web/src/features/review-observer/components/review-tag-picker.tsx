import { TAG_NAME_MAX, type TTagRef } from '@seller-tools/contract';
import { useState } from 'react';
import { ConfirmedMultiSelect } from '../../../components/ui/multi-value';
import { tagOptions, useCreateTag, useTags } from '../../../lib/review-tags';

// The option that creates a tag carries its name behind a prefix no tag id (a UUID) can start with.
const CREATE_PREFIX = 'create:';

interface ReviewTagPickerProps {
  /** The review's tags (shown before the company's list has loaded). */
  reviewTags: readonly TTagRef[];
  value: string[];
  onChange: (tagIds: string[]) => void;
  /** A failed create, for the caller to show with the other failures. */
  onCreateError: (error: Error | null) => void;
  disabled: boolean;
}

/**
 * The company's tags to put on a review, and a new one from what was typed: with no tags yet (or none
 * that fits) the picker offers "Create tag "…"" instead of a dead end. The new tag is saved, then added.
 */
export function ReviewTagPicker({
  reviewTags,
  value,
  onChange,
  onCreateError,
  disabled,
}: ReviewTagPickerProps) {
  const tags = useTags();
  const create = useCreateTag();
  const [search, setSearch] = useState('');
  const known = tags.data ?? reviewTags.map((t) => ({ ...t, review_count: 0 }));
  const name = search.trim();
  const offerCreate =
    name.length > 0 &&
    name.length <= TAG_NAME_MAX &&
    !known.some((t) => t.name.toLowerCase() === name.toLowerCase());
  const data = [
    ...tagOptions(known),
    ...(offerCreate ? [{ value: `${CREATE_PREFIX}${name}`, label: `Create tag "${name}"` }] : []),
  ];

  const change = (next: string[]) => {
    const creating = next.find((v) => v.startsWith(CREATE_PREFIX));
    if (!creating) {
      onChange(next);
      return;
    }
    onCreateError(null);
    create.mutate(
      { name: creating.slice(CREATE_PREFIX.length) },
      {
        onSuccess: (tag) => {
          setSearch('');
          onChange([...next.filter((v) => v !== creating), tag.tag_id]);
        },
        onError: (error) => onCreateError(error),
      },
    );
  };

  return (
    <ConfirmedMultiSelect
      label="Tags"
      placeholder={value.length ? undefined : 'Add tags'}
      data={data}
      value={value}
      onChange={change}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      nothingFoundMessage="No tags yet: type a name to create one"
      disabled={disabled || create.isPending}
    />
  );
}
