import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { REMOVE_CONFIRM } from '@seller-tools/contract';

/** The question spec §5 asks before a multi-value select removes values. */
export function removalQuestion(labels: readonly string[]): string {
  return labels.length === 1 ? REMOVE_CONFIRM.single(labels[0] ?? '') : REMOVE_CONFIRM.several(labels.length);
}

/**
 * Wraps a multi-value onChange: additions pass straight through; a change that removes values (a pill's
 * ×, Backspace, clearing, deselecting an option) first asks to confirm, and is dropped on Cancel.
 */
export function useRemovalConfirm(
  value: readonly string[],
  onChange: (next: string[]) => void,
  labelOf: (value: string) => string,
): (next: string[]) => void {
  return (next) => {
    const removed = value.filter((item) => !next.includes(item));
    if (removed.length === 0) {
      onChange(next);
      return;
    }
    modals.openConfirmModal({
      title: removed.length === 1 ? 'Remove this item?' : 'Remove these items?',
      children: <Text size="sm">{removalQuestion(removed.map(labelOf))}</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () => onChange(next),
    });
  };
}
