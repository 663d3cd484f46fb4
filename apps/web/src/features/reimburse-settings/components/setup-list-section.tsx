import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadMoreButton, type TNextPages } from '../../../components/kit/load-more-button';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState, type TQueryLike } from '../../../components/ui/query-state';
import { SearchInput } from '../../../components/ui/search-input';
import { TitledSection } from '../../../components/ui/titled-section';
import { StackedCards } from './stacked-cards';

interface TPages<TRow> {
  pages: { items: TRow[] }[];
}

interface SetupListSectionProps<TRow> {
  /** The section's heading, also the table's name. */
  title: string;
  /** Next to the title (e.g. the unit choice). */
  titleAside?: ReactNode;
  /** One line under the title. */
  intro?: ReactNode;
  /** The search box: its label and placeholder; the parent keeps the text because its query reads it. */
  search: { label: string; placeholder: string; q: string; onSearch: (q: string) => void };
  list: TQueryLike<TPages<TRow>> & TNextPages;
  errorTitle: string;
  /** The empty state, with and without a search. */
  empty: { icon: ReactNode; title: string; searchedTitle: string; text: ReactNode; searchedText: ReactNode };
  columns: TColumn<TRow>[];
  rowKey: (row: TRow) => string;
  minWidth: number;
  /** "Load more <noun>". */
  noun: string;
  /** Rendered inside the section, outside its stack (modals). */
  after?: ReactNode;
}

/** A setup page's searchable keyset list: heading, search, the table (cards on a phone) and "Load more". */
export function SetupListSection<TRow>({
  title,
  titleAside,
  intro,
  search,
  list,
  errorTitle,
  empty,
  columns,
  rowKey,
  minWidth,
  noun,
  after,
}: SetupListSectionProps<TRow>) {
  const searched = search.q !== '';
  return (
    <TitledSection title={title} aside={titleAside} after={after}>
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
      <SearchInput
        label={search.label}
        placeholder={search.placeholder}
        value={search.q}
        onSearch={search.onSearch}
        maxLength={60}
      />
      <QueryState
        query={list}
        errorTitle={errorTitle}
        isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
        empty={
          <EmptyPanel icon={empty.icon} title={searched ? empty.searchedTitle : empty.title}>
            {searched ? empty.searchedText : empty.text}
          </EmptyPanel>
        }
      >
        {(data) => (
          <Stack gap="sm">
            <DataTable
              columns={columns}
              rows={data.pages.flatMap((p) => p.items)}
              rowKey={rowKey}
              minWidth={minWidth}
              aria-label={title}
              tableProps={{ verticalSpacing: 'xs', fz: 'sm', striped: true }}
              phoneView={(rows) => <StackedCards rows={rows} columns={columns} rowKey={rowKey} />}
            />
            <LoadMoreButton query={list} label={`Load more ${noun}`} variant="light" centered />
          </Stack>
        )}
      </QueryState>
    </TitledSection>
  );
}
