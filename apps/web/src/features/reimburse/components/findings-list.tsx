import { MultiSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { FINDING_KINDS, type TFinding, type TFindingKind } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import { LoadMoreButton, type TNextPages } from '../../../components/kit/load-more-button';
import { FiltersPanel } from '../../../components/ui/filters-panel';
import { QueryState, type TQueryLike } from '../../../components/ui/query-state';
import { SearchInput } from '../../../components/ui/search-input';
import { useFindings } from '../api/findings';
import type { TFindingFilters } from '../api/keys';
import { FindingCard } from './finding-card';

type TFindingView = 'claim' | 'action' | 'reimbursed';

import { KIND_LABELS } from './labels';

const KIND_OPTIONS = FINDING_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

interface FindingFiltersProps {
  filters: TFindingFilters;
  onChange: (change: Partial<TFindingFilters>) => void;
}

/** Kind and search: the filters every findings list has (the statuses are the page's). */
export function FindingFilters({ filters, onChange }: FindingFiltersProps) {
  return (
    <FiltersPanel activeCount={(filters.kinds.length ? 1 : 0) + (filters.q ? 1 : 0)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label="Kind"
          placeholder={filters.kinds.length ? undefined : 'Every kind'}
          data={KIND_OPTIONS}
          value={[...filters.kinds]}
          onChange={(kinds) => onChange({ kinds: kinds as TFindingKind[] })}
          clearable
        />
        <SearchInput
          label="Search"
          placeholder="SKU, FNSKU, ASIN, shipment or order id"
          value={filters.q}
          onSearch={(q) => onChange({ q })}
          maxLength={60}
        />
      </SimpleGrid>
    </FiltersPanel>
  );
}

interface FindingCardsProps {
  /** An infinite query of finding pages (a store's findings, or the staff's lost-in-warehouse list). */
  query: TQueryLike<{ pages: { items: TFinding[] }[] }> & TNextPages;
  view: TFindingView;
  errorTitle: string;
  empty: ReactNode;
  onOpenCase?: (caseId: string) => void;
}

/** The loaded pages as finding cards, how many are shown, and "Load more" while the server has more. */
export function FindingCards({ query, view, errorTitle, empty, onOpenCase }: FindingCardsProps) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <QueryState
      query={{ ...query, data: query.data ? items : undefined }}
      errorTitle={errorTitle}
      empty={empty}
    >
      {(rows) => (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {rows.length} shown{query.hasNextPage ? ', more below' : ''}
          </Text>
          {rows.map((finding) => (
            <FindingCard key={finding.finding_id} finding={finding} view={view} onOpenCase={onOpenCase} />
          ))}
          <LoadMoreButton query={query} variant="default" centered />
        </Stack>
      )}
    </QueryState>
  );
}

interface FindingsListProps {
  channelId: string | null;
  filters: TFindingFilters;
  view: TFindingView;
  /** What the list holds when nothing matches, and what to do next. */
  empty: ReactNode;
}

/** A store's findings as cards, filtered. */
export function FindingsList({ channelId, filters, view, empty }: FindingsListProps) {
  const query = useFindings(channelId, filters);
  return <FindingCards query={query} view={view} errorTitle="The cases could not be loaded" empty={empty} />;
}
