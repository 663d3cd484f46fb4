import type { ReactNode } from 'react';
import { DataTable, type ListPagerProps, type TColumn } from '../../../components/ui/data-table';

interface SystemTableProps<TRow> {
  columns: TColumn<TRow>[];
  rows: readonly TRow[];
  rowKey: (row: TRow) => string | number;
  minWidth: number;
  highlightOnHover?: boolean;
  pager: ListPagerProps;
  /** The previous page while the next one loads. */
  dimmed: boolean;
  /** A fetch under way (aria-busy). */
  fetching?: boolean;
  /** What a phone gets instead: a table of this many columns would hide most of them off to the right. */
  cards: (rows: readonly TRow[]) => ReactNode;
}

/** A server page of a system list: a framed, striped table (cards on a phone), dimmed while the next loads. */
export function SystemTable<TRow>({
  highlightOnHover,
  dimmed,
  fetching,
  cards,
  ...table
}: SystemTableProps<TRow>) {
  const opacity = dimmed ? 0.6 : 1;
  return (
    <DataTable
      {...table}
      tableProps={{ verticalSpacing: 'sm', striped: true, highlightOnHover }}
      frame={{ radius: 'lg', style: { overflow: 'hidden', opacity }, 'aria-busy': fetching }}
      phoneView={(rows) => (
        <div style={{ opacity }} aria-busy={fetching}>
          {cards(rows)}
        </div>
      )}
    />
  );
}
