import { Button, type ButtonProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TColumn } from '../../../components/ui/data-table';

type TRowActionProps = Pick<ButtonProps, 'color' | 'variant'> & {
  /** What the button does to its row, for screen readers (e.g. "Edit US marketplace"). */
  label: string;
  onClick: () => void;
  children: ReactNode;
};

/** A small text button in a table row of the system catalogue. */
export function RowAction({ label, variant = 'subtle', ...props }: TRowActionProps) {
  return <Button size="xs" variant={variant} aria-label={label} {...props} />;
}

/** The last column of a catalogue table: the row's buttons side by side. */
export function rowActionsColumn<TRow>(actions: (row: TRow) => ReactNode): TColumn<TRow> {
  return {
    key: 'actions',
    header: null,
    headerLabel: 'Actions',
    render: (row) => (
      <Group gap={4} wrap="nowrap">
        {actions(row)}
      </Group>
    ),
  };
}
