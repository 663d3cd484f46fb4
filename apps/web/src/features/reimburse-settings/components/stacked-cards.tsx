import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TColumn } from '../../../components/ui/data-table';

/**
 * A table's phone view: one card per row, each column as "header: value" (the first column as the card's
 * title), so a 375 px screen shows every column without scrolling sideways.
 */
export function StackedCards<TRow>({
  rows,
  columns,
  rowKey,
}: {
  rows: readonly TRow[];
  columns: readonly TColumn<TRow>[];
  rowKey: (row: TRow) => string;
}) {
  const [first, ...rest] = columns;
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper key={rowKey(row)} withBorder radius="md" p="sm" component="li" aria-label={rowKey(row)}>
          <Stack gap={6}>
            {first?.render(row, { footer: false })}
            {rest.map((column) => (
              <Group key={column.key} justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {column.headerLabel ?? column.header}
                </Text>
                <div style={{ textAlign: 'right', minWidth: 0 }}>{column.render(row, { footer: false })}</div>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
