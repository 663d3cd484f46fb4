import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { LabelledGroup } from '../ui/labelled-group';

interface LabelledSegmentsProps<TValue extends string> {
  label: ReactNode;
  data: SegmentedControlProps['data'];
  value: TValue;
  onChange: (value: TValue) => void;
  size?: SegmentedControlProps['size'];
}

/** A segmented choice under a small label that names it (a filter's "Purchase", "Group by"). */
export function LabelledSegments<TValue extends string>({
  label,
  data,
  value,
  onChange,
  size,
}: LabelledSegmentsProps<TValue>) {
  return (
    <LabelledGroup label={label}>
      {(labelId) => (
        <SegmentedControl
          aria-labelledby={labelId}
          size={size}
          data={data}
          value={value}
          onChange={(next) => onChange(next as TValue)}
        />
      )}
    </LabelledGroup>
  );
}
