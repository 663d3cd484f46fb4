import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The two buttons' words: "Newer"/"Older" under a newest-first log, "Previous"/"Next" elsewhere. */
export interface TKeysetPagerLabels {
  back: string;
  forward: string;
  backIcon?: ReactNode;
  forwardIcon?: ReactNode;
}

export const NEWER_OLDER: TKeysetPagerLabels = { back: 'Newer', forward: 'Older' };
export const PREVIOUS_NEXT: TKeysetPagerLabels = { back: 'Previous', forward: 'Next' };

/** The back and forward buttons of a keyset-paged list; a null handler disables its button. */
export function KeysetButtons({
  onBack,
  onForward,
  labels = NEWER_OLDER,
}: {
  onBack: (() => void) | null;
  onForward: (() => void) | null;
  labels?: TKeysetPagerLabels;
}) {
  const buttons = [
    { step: 'back', label: labels.back, onClick: onBack, leftSection: labels.backIcon },
    { step: 'forward', label: labels.forward, onClick: onForward, rightSection: labels.forwardIcon },
  ];
  return (
    <Group gap="xs">
      {buttons.map(({ step, label, onClick, ...sections }) => (
        <Button
          key={step}
          variant="default"
          size="xs"
          {...sections}
          disabled={onClick === null}
          onClick={() => onClick?.()}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

/** The buttons under a keyset-paged list, on its right. */
export function KeysetPager(props: Parameters<typeof KeysetButtons>[0]) {
  return (
    <Group justify="flex-end" gap="xs">
      <KeysetButtons {...props} />
    </Group>
  );
}
