import type { ComponentProps, ReactNode } from 'react';
import { PagedQueryTable } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';

type TPagedTableProps<TRow> = Omit<
  ComponentProps<typeof PagedQueryTable<TRow>>,
  'empty' | 'frame' | 'tableProps'
>;

interface CatalogTableProps<TRow> extends TPagedTableProps<TRow> {
  /** The empty panel: what to try when a search or filter found nothing, else what fills the list. */
  empty: { icon: ReactNode; title: string; searched: boolean; searchedText: string; text: string };
}

/** A system catalogue list: a framed, striped server-paged table, or its empty panel. */
export function CatalogTable<TRow>({ empty, ...table }: CatalogTableProps<TRow>) {
  return (
    <PagedQueryTable
      {...table}
      tableProps={{ striped: true }}
      frame
      empty={
        <EmptyPanel icon={empty.icon} title={empty.title}>
          {empty.searched ? empty.searchedText : empty.text}
        </EmptyPanel>
      }
    />
  );
}
