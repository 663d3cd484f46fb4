import { Stack } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { KeysetQueryTable, type TKeysetPage, type useKeysetFilters } from '../ui/keyset';
import { FilterBar, type TFilterField } from './filter-fields';
import { FilteredEmpty } from './filtered-empty';

type TTableProps<TRow, TPage extends TKeysetPage<TRow>> = Omit<
  ComponentProps<typeof KeysetQueryTable<TRow, TPage>>,
  'pages' | 'empty' | 'tableProps'
>;

interface FilteredKeysetTableProps<TFilters extends object, TRow, TPage extends TKeysetPage<TRow>>
  extends TTableProps<TRow, TPage> {
  /** The filters and their pages (useKeysetFilters). */
  list: ReturnType<typeof useKeysetFilters<TFilters>>;
  /** The filter boxes above the table, in order. */
  fields: TFilterField<TFilters>[];
  /** The empty state but for whether a filter is set (FilteredEmpty). */
  empty: Omit<ComponentProps<typeof FilteredEmpty>, 'filtered'>;
  /** Under the table, e.g. a related list. */
  children?: ReactNode;
}

/**
 * An inbox or a log: its filter boxes, then its keyset-paged table (striped, roomy rows), which says to
 * clear the filters when they hide everything.
 */
export function FilteredKeysetTable<TFilters extends object, TRow, TPage extends TKeysetPage<TRow>>({
  list,
  fields,
  empty,
  children,
  ...table
}: FilteredKeysetTableProps<TFilters, TRow, TPage>) {
  return (
    <Stack gap="md">
      <FilterBar filters={list.filters} onChange={list.filter} fields={fields} />
      <KeysetQueryTable
        {...table}
        pages={list.pages}
        empty={<FilteredEmpty filtered={list.filtered} {...empty} />}
        tableProps={{ verticalSpacing: 'sm', striped: true }}
      />
      {children}
    </Stack>
  );
}
