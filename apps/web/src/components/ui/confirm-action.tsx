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

/**
 * Asks before an action that removes or takes something away (a store, a member, a tag, a role, a plan):
 * the red button names the action, Cancel does nothing.
 */
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
