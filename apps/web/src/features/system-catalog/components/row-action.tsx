import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

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
