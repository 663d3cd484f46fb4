import type { ComponentProps, ReactNode } from 'react';
import { QueryState, type TQueryLike } from '../query-state';
import { ListSkeleton } from '../skeletons';
import { DataTable } from './data-table';

/** One page of a server list, as the catalogue endpoints answer it. */
export interface TPageOf<TRow> {
  items: TRow[];
  page_size: number;
  total: number;
}

type TTableProps<TRow> = Omit<ComponentProps<typeof DataTable<TRow>>, 'rows' | 'pager' | 'empty' | 'loading'>;

interface PagedQueryTableProps<TRow> extends TTableProps<TRow> {
  query: TQueryLike<TPageOf<TRow>>;
  /** The skeleton's label, e.g. "Loading codes". */
  loadingLabel: string;
  skeletonRows?: number;
  errorTitle: string;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
  /** The pager's noun, e.g. "codes". */
  noun: string;
}

/** A server-paged list: its query's states (QueryState) and the table of the page with the pager under it. */
export function PagedQueryTable<TRow>({
  query,
  loadingLabel,
  skeletonRows,
  errorTitle,
  empty,
  page,
  onPage,
  noun,
  ...table
}: PagedQueryTableProps<TRow>) {
  return (
    <QueryState
      query={query}
      skeleton={<ListSkeleton rows={skeletonRows} label={loadingLabel} />}
      errorTitle={errorTitle}
      empty={empty}
    >
      {(data) => (
        <DataTable
          {...table}
          rows={data.items}
          pager={{ page, pageSize: data.page_size, total: data.total, noun, onPage }}
        />
      )}
    </QueryState>
  );
}
