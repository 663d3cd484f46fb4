import { Paper, type PaperProps, Stack, Table, type TableProps, type TableTrProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { SMALL_SCREEN_QUERY } from '../filters-panel';
import { ListSkeleton } from '../skeletons';
import { ListPager, type ListPagerProps } from './list-pager';
import { ariaSortOf, SortHeader } from './sort-header';
import type { TColumn, TSortState } from './types';

interface DataTableProps<TRow> {
  columns: readonly (TColumn<TRow> | false | null | undefined)[];
  rows: readonly TRow[];
  rowKey: (row: TRow, index: number) => string | number;
  /** The table scrolls sideways below this width (a phone keeps every column reachable). */
  minWidth?: number;
  'aria-label'?: string;
  /** Mantine table props: striped, highlightOnHover, verticalSpacing, fz, style… */
  tableProps?: TableProps;
  /** Props of a row: a class, data attributes, a click handler. */
  rowProps?: (row: TRow) => TableTrProps & Record<`data-${string}`, unknown>;
  /** A totals row in the table's foot; its cells are header cells. */
  footerRow?: TRow;
  /** Controlled sort: the headers of columns with a sortKey become sort buttons. */
  sort?: TSortState | null;
  onSortChange?: (sort: TSortState) => void;
  /** The server pager under the table. */
  pager?: ListPagerProps;
  /** The first load: rows of skeleton instead of the table. */
  loading?: boolean;
  loadingLabel?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** A bordered frame around the table (true, or the frame's props). */
  frame?: boolean | (PaperProps & ComponentPropsWithoutRef<'div'>);
  /** On a phone, these cards replace the table (a table of many columns would hide most of them). */
  phoneView?: (rows: readonly TRow[]) => ReactNode;
}

/** A list as a table: typed columns, optional sort, pager, empty state, loading skeleton and phone view. */
export function DataTable<TRow>({
  columns: maybeColumns,
  rows,
  rowKey,
  minWidth,
  'aria-label': ariaLabel,
  tableProps,
  rowProps,
  footerRow,
  sort = null,
  onSortChange,
  pager,
  loading = false,
  loadingLabel,
  empty,
  frame = false,
  phoneView,
}: DataTableProps<TRow>) {
  const isSmall = useMediaQuery(SMALL_SCREEN_QUERY);
  if (loading) return <ListSkeleton label={loadingLabel} />;
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;

  const columns = maybeColumns.filter((column): column is TColumn<TRow> => Boolean(column));
  const cells = (row: TRow, footer: boolean) =>
    columns.map((column, index) => {
      const Cell = footer ? Table.Th : Table.Td;
      return (
        <Cell
          key={column.key}
          ta={column.align}
          visibleFrom={column.visibleFrom}
          scope={footer && index === 0 ? 'row' : undefined}
          {...(footer ? {} : column.cellProps)}
        >
          {column.render(row, { footer })}
        </Cell>
      );
    });

  const table = (
    <Table aria-label={ariaLabel} {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th
              key={column.key}
              ta={column.align}
              w={column.width}
              visibleFrom={column.visibleFrom}
              aria-label={column.headerLabel}
              aria-sort={ariaSortOf(column.sortKey, sort)}
            >
              {column.sortKey && onSortChange ? (
                <SortHeader
                  label={column.header}
                  sortKey={column.sortKey}
                  sort={sort}
                  onSort={onSortChange}
                />
              ) : (
                column.header
              )}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={rowKey(row, index)} {...rowProps?.(row)}>
            {cells(row, false)}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {footerRow !== undefined && (
        <Table.Tfoot>
          <Table.Tr>{cells(footerRow, true)}</Table.Tr>
        </Table.Tfoot>
      )}
    </Table>
  );
  const scrolling = minWidth ? (
    <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
  ) : (
    table
  );
  const body =
    isSmall && phoneView ? (
      phoneView(rows)
    ) : frame ? (
      <Paper withBorder {...(frame === true ? {} : frame)}>
        {scrolling}
      </Paper>
    ) : (
      scrolling
    );
  if (!pager) return body;
  return (
    <Stack gap="md">
      {body}
      <ListPager {...pager} />
    </Stack>
  );
}
