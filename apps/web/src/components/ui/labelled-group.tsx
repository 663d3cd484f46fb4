import { Chip, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface LabelledGroupProps {
  label: ReactNode;
  /** The control, given the label's id for its aria-labelledby (chips and segmented controls have no <label>). */
  children: (labelId: string) => ReactNode;
}

/** A small label over a control that is named by it. */
export function LabelledGroup({ label, children }: LabelledGroupProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      {children(labelId)}
    </Stack>
  );
}

interface ChipChoiceProps {
  label: ReactNode;
  value: string[];
  onChange: (values: string[]) => void;
  /** The `Chip`s, one per choice. */
  children: ReactNode;
  /** Why the choice is refused, under the chips. */
  error?: string | null;
}

/** Chips under a label, any number of them on (stars, statuses): one group a screen reader names. */
export function ChipChoice({ label, value, onChange, children, error }: ChipChoiceProps) {
  return (
    <LabelledGroup label={label}>
      {(labelId) => (
        <>
          <Chip.Group multiple value={value} onChange={onChange}>
            <Group gap={6} role="group" aria-labelledby={labelId}>
              {children}
            </Group>
          </Chip.Group>
          {error && (
            <Text size="xs" c="red.8" role="alert">
              {error}
            </Text>
          )}
        </>
      )}
    </LabelledGroup>
  );
}
