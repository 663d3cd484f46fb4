import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useRemovalConfirm } from './use-removal-confirm';

type TOption = { value: string; label: string };

interface ConfirmedMultiSelectProps extends Omit<MultiSelectProps, 'value' | 'onChange' | 'data'> {
  value: string[];
  onChange: (next: string[]) => void;
  data: TOption[];
}

/** Mantine's MultiSelect that confirms every removal (spec §5), quoting the option's label. */
export function ConfirmedMultiSelect({ value, onChange, data, ...rest }: ConfirmedMultiSelectProps) {
  const labelOf = (item: string) => data.find((option) => option.value === item)?.label ?? item;
  const change = useRemovalConfirm(value, onChange, labelOf);
  return (
    <MultiSelect
      {...rest}
      clearButtonProps={{ 'aria-label': 'Remove all', ...rest.clearButtonProps }}
      data={data}
      value={value}
      onChange={change}
    />
  );
}
