import { Button, Group, MultiSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { FINDING_KINDS, type TFindingKind } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import { FiltersPanel } from '../../../components/ui/filters-panel';
import { QueryState } from '../../../components/ui/query-state';
import { SearchInput } from '../../../components/ui/search-input';
import { useFindings } from '../api/findings';
import type { TFindingFilters } from '../api/keys';
import { FindingCard } from './finding-card';
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

interface FindingsListProps {
  channelId: string | null;
  filters: TFindingFilters;
  view: 'claim' | 'action' | 'reimbursed';
  /** What the list holds when nothing matches, and what to do next. */
  empty: ReactNode;
}

/** A page of finding cards with "Load more" while the server has a next page. */
export function FindingsList({ channelId, filters, view, empty }: FindingsListProps) {
  const query = useFindings(channelId, filters);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <QueryState
      query={{ ...query, data: query.data ? items : undefined }}
      errorTitle="The cases could not be loaded"
      isEmpty={(rows) => rows.length === 0}
      empty={empty}
    >
      {(rows) => (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {rows.length} shown{query.hasNextPage ? ', more below' : ''}
          </Text>
          {rows.map((finding) => (
            <FindingCard key={finding.finding_id} finding={finding} view={view} />
          ))}
          {query.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                Load more
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
