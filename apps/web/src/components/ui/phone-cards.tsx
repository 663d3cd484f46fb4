import { type MantineSpacing, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table's phone view: one bordered card a row, stacked. */
export function PhoneCards<TRow>({
  rows,
  rowKey,
  gap = 4,
  children,
}: {
  rows: readonly TRow[];
  rowKey: (row: TRow) => string;
  /** The space between a card's lines. */
  gap?: MantineSpacing;
  children: (row: TRow) => ReactNode;
}) {
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <Stack
          key={rowKey(row)}
          gap={gap}
          p="sm"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          {children(row)}
        </Stack>
      ))}
    </Stack>
  );
}
