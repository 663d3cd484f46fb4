import { Button, Group } from '@mantine/core';
import { useState } from 'react';

/** Keyset pages: the current cursor, and the cursors of the pages before it (for "Newer"). */
export function useKeysetPages() {
  const [cursor, setCursor] = useState<string | null>(null);
  const [previous, setPrevious] = useState<(string | null)[]>([]);
  return {
    cursor,
    /** Back to the first page (a filter changed). */
    reset: () => {
      setPrevious([]);
      setCursor(null);
    },
    newer:
      previous.length > 0
        ? () => {
            setCursor(previous.at(-1) ?? null);
            setPrevious(previous.slice(0, -1));
          }
        : null,
    older: (next: string | null) =>
      next === null
        ? null
        : () => {
            setPrevious([...previous, cursor]);
            setCursor(next);
          },
  };
}

/** "Newer" and "Older" under a newest-first list. */
export function KeysetPager({
  onNewer,
  onOlder,
}: {
  onNewer: (() => void) | null;
  onOlder: (() => void) | null;
}) {
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" size="xs" disabled={onNewer === null} onClick={() => onNewer?.()}>
        Newer
      </Button>
      <Button variant="default" size="xs" disabled={onOlder === null} onClick={() => onOlder?.()}>
        Older
      </Button>
    </Group>
  );
}
