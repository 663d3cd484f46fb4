import type { MantineBreakpoint, TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type TSortDirection = 'asc' | 'desc';

/** Which column a list is sorted by; the caller owns it (and usually sends it to the server). */
export interface TSortState {
  key: string;
  direction: TSortDirection;
}

export interface TColumn<TRow> {
  /** Unique among the columns; React's key for the header and the cells. */
  key: string;
  header: ReactNode;
  /** The header's accessible name when it shows no text (an actions column). */
  headerLabel?: string;
  /** A cell; `footer` is true for the totals row, whose cells are header cells. */
  render: (row: TRow, context: { footer: boolean }) => ReactNode;
  /** Makes the header a sort button sending this key. */
  sortKey?: string;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** The column (header and cells) is hidden below this breakpoint. */
  visibleFrom?: MantineBreakpoint;
  /** Extra props of every body cell (a max width, a style). */
  cellProps?: TableTdProps;
}
