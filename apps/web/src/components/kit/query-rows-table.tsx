import type { ComponentProps, ReactNode } from 'react';
import { DataTable } from '../ui/data-table';
import { QueryState, type TQueryLike } from '../ui/query-state';

type TTableProps<TRow> = Omit<ComponentProps<typeof DataTable<TRow>>, 'rows' | 'empty' | 'loading'>;

interface QueryRowsTableProps<TRow, TData> extends TTableProps<TRow> {
  query: TQueryLike<TData>;
  errorTitle: string;
  /** The rows in the answer; the answer itself when it is the list. */
  rows?: (data: TData) => readonly TRow[];
  /** Shown instead of the table when there is no row (usually an EmptyPanel). */
  empty: ReactNode;
}

/** A list read whole by one query: its states (QueryState), then the table of its rows. */
export function QueryRowsTable<TRow, TData = readonly TRow[]>({
  query,
  errorTitle,
  rows = (data) => data as readonly TRow[],
  empty,
  ...table
}: QueryRowsTableProps<TRow, TData>) {
  return (
    <QueryState
      query={query}
      errorTitle={errorTitle}
      isEmpty={(data) => rows(data).length === 0}
      empty={empty}
    >
      {(data) => <DataTable {...table} rows={rows(data)} />}
    </QueryState>
  );
}
