import { TagsInput, type TagsInputProps } from '@mantine/core';
import { useRemovalConfirm } from './use-removal-confirm';

interface ConfirmedTagsInputProps extends Omit<TagsInputProps, 'value' | 'onChange'> {
  value: string[];
  onChange: (next: string[]) => void;
}

/** Free-text multi-value input (keywords, ASINs) that confirms every removal (spec §5). */
export function ConfirmedTagsInput({ value, onChange, ...rest }: ConfirmedTagsInputProps) {
  const change = useRemovalConfirm(value, onChange, (item) => item);
  return (
    <TagsInput
      {...rest}
      clearButtonProps={{ 'aria-label': 'Remove all', ...rest.clearButtonProps }}
      value={value}
      onChange={change}
    />
  );
}
