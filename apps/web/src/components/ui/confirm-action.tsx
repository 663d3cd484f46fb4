import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

interface TConfirmActionOptions {
  title: string;
  message: ReactNode;
  /** The button that does it, named for what it does ("Revoke"), never "OK". */
  confirmLabel: string;
  onConfirm: () => void;
}

/** Asks before an action that takes something away from someone (a role, a plan, a code in use). */
export function confirmAction({ title, message, confirmLabel, onConfirm }: TConfirmActionOptions): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    centered: true,
    onConfirm,
  });
}
