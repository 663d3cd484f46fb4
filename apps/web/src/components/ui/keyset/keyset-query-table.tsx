import { Stack } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { DataTable } from '../data-table';
import type { TColumn } from '../data-table/types';
import { QueryState, type TQueryLike } from '../query-state';
import { KeysetPager, type TKeysetPagerLabels } from './keyset-pager';
import type { TKeysetPages } from './use-keyset-pages';

/** One keyset page of a list, as the log and inbox endpoints answer it. */
export interface TKeysetPage<TRow> {
  items: TRow[];
  next_cursor: string | null;
}

type TTableProps<TRow> = Omit<ComponentProps<typeof DataTable<TRow>>, 'rows' | 'columns' | 'pager' | 'empty'>;

interface KeysetQueryTableProps<TRow, TPage extends TKeysetPage<TRow>> extends TTableProps<TRow> {
  query: TQueryLike<TPage>;
  pages: TKeysetPages;
  errorTitle: string;
  /** Shown when the first page has no rows (a later empty page still shows the pager, to go back). */
  empty: ReactNode;
  columns: ComponentProps<typeof DataTable<TRow>>['columns'] | ((page: TPage) => TColumn<TRow>[]);
  labels?: TKeysetPagerLabels;
}

/** A keyset-paged list: its query's states (QueryState), the page's table and the pager under it. */
export function KeysetQueryTable<TRow, TPage extends TKeysetPage<TRow>>({
  query,
  pages,
  errorTitle,
  empty,
  columns,
  labels,
  ...table
}: KeysetQueryTableProps<TRow, TPage>) {
  return (
    <QueryState
      query={query}
      errorTitle={errorTitle}
      isEmpty={(page) => page.items.length === 0 && pages.cursor === null}
      empty={empty}
    >
      {(page) => (
        <Stack gap="sm">
          <DataTable
            {...table}
            columns={typeof columns === 'function' ? columns(page) : columns}
            rows={page.items}
          />
          <KeysetPager onBack={pages.back} onForward={pages.forward(page.next_cursor)} labels={labels} />
        </Stack>
      )}
    </QueryState>
  );
}
