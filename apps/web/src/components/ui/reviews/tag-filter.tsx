import type { MultiSelectProps } from '@mantine/core';
import type { TTag } from '@seller-tools/contract';
import { tagOptions } from '../../../lib/review-tags';
import { ConfirmedMultiSelect } from '../multi-value';

interface TagFilterProps extends Pick<MultiSelectProps, 'miw' | 'style'> {
  tags: readonly TTag[] | undefined;
  value: string[];
  onChange: (tagIds: string[]) => void;
}

/** The "Tags" filter of the review and product lists: any of the chosen tags, each removal confirmed. */
export function TagFilter({ tags, value, onChange, ...rest }: TagFilterProps) {
  return (
    <ConfirmedMultiSelect
      label="Tags"
      placeholder={value.length ? undefined : 'Any tag'}
      data={tagOptions(tags)}
      value={value}
      onChange={onChange}
      clearable
      searchable
      nothingFoundMessage="No tags yet"
      {...rest}
    />
  );
}
