import { Text } from '@mantine/core';
import type { TColumn } from './types';

/** A moment in the viewer's own time zone, e.g. "Nov 27, 2026, 2:16 PM". */
export const localDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A log's or an inbox's time column: the moment on one line, in the viewer's time zone. */
export function whenColumn<TRow>(key: string, header: string, at: (row: TRow) => string): TColumn<TRow> {
  return {
    key,
    header,
    cellProps: { style: { whiteSpace: 'nowrap' } },
    render: (row) => <Text size="sm">{localDateTime(at(row))}</Text>,
  };
}
