import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { PPC_STATES, type TPpcMetrics, type TPpcSort, type TPpcTable } from '@seller-tools/contract';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ExportButtons } from '../../../components/ui/export-buttons';
import { KeysetButtons, PREVIOUS_NEXT, useKeysetFilters } from '../../../components/ui/keyset';
import { QueryState } from '../../../components/ui/query-state';
import { SearchInput } from '../../../components/ui/search-input';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { type TPpcRangeFilters, type TPpcRowOf, type TPpcTableFilters, usePpcTable } from '../api/ppc';
import { downloadPpcTable } from '../api/ppc-export';
import { ColumnChooser } from './column-chooser';
import { DEFAULT_METRICS, metricColumns, type TMetricKey } from './metric-columns';
import { type TPpcTagging, usePpcTagging } from './ppc-tagging';

interface PpcTableProps<T extends TPpcTable> {
  table: T;
  label: string;
  noun: string;
  channelId: string;
  range: TPpcRangeFilters;
  campaignId?: string | null;
  adGroupId?: string | null;
  /** The table's own first columns (name, state, bid…); the figure columns follow. */
  columns: (currency: string | null) => TColumn<TPpcRowOf[T]>[];
  rowKey: (row: TPpcRowOf[T]) => string;
  /** Rows can be selected and tagged (campaigns, ad groups, keywords and targets). */
  tagging?: TPpcTagging<TPpcRowOf[T]>;
}

const INITIAL = (campaignId: string | null, adGroupId: string | null): Omit<TPpcTableFilters, 'cursor'> => ({
  q: '',
  state: '',
  campaignId,
  adGroupId,
  minClicks: '',
  sort: 'spend',
  dir: 'desc',
});

/** One PPC table: search, state and click filters, column chooser, exports, sort, keyset pages, totals. */
export function PpcTable<T extends TPpcTable>(props: PpcTableProps<T>) {
  const { table, label, noun, channelId, range, columns, rowKey } = props;
  const {
    filters: chosen,
    pages,
    query: filters,
    filter: change,
  } = useKeysetFilters(INITIAL(props.campaignId ?? null, props.adGroupId ?? null));
  const [visible, setVisible] = useState<TMetricKey[]>(DEFAULT_METRICS);
  // A new period starts again at the first page (a cursor names a row of the old period's order).
  const rangeKey = `${range.from}|${range.to}|${range.attribution}`;
  const [pagedRange, setPagedRange] = useState(rangeKey);
  if (pagedRange !== rangeKey) {
    setPagedRange(rangeKey);
    pages.reset();
  }
  const query = usePpcTable(table, channelId, range, filters);
  const tagged = usePpcTagging(channelId, props.tagging, query.data?.items ?? []);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>
          <SearchInput label={`Search ${noun}`} value={chosen.q} onSearch={(q) => change({ q })} />
        </div>
        <NativeSelect
          label="State"
          data={[
            { value: '', label: 'All' },
            ...PPC_STATES.map((s) => ({ value: s, label: s.toLowerCase() })),
          ]}
          value={chosen.state}
          onChange={(event) => change({ state: event.currentTarget.value })}
          w={130}
        />
        <TextInput
          label="Min. clicks"
          inputMode="numeric"
          value={chosen.minClicks}
          onChange={(event) => change({ minClicks: event.currentTarget.value.replace(/\D/g, '') })}
          w={110}
        />
        <ColumnChooser visible={visible} onChange={setVisible} />
        <ExportButtons download={(format) => downloadPpcTable(table, channelId, range, filters, format)} />
      </Group>
      <QueryState
        query={query}
        skeleton={<ListSkeleton label={`Loading ${noun}`} />}
        errorTitle={`The ${noun} could not be loaded`}
      >
        {(data) => (
          <Stack gap="sm">
            {tagged.bar}
            <DataTable<TPpcRowOf[T]>
              aria-label={label}
              columns={[
                // The name first (the totals row's header), then the selection and tags.
                ...columns(data.currency).slice(0, 1),
                ...tagged.columns,
                ...columns(data.currency).slice(1),
                ...metricColumns<TPpcRowOf[T]>(visible, data.currency),
              ]}
              rows={data.items}
              rowKey={rowKey}
              minWidth={900}
              frame
              tableProps={{ striped: true, highlightOnHover: true, fz: 'sm' }}
              footerRow={{ ...data.totals, __totals: true } as unknown as TPpcRowOf[T]}
              sort={{ key: chosen.sort, direction: chosen.dir }}
              onSortChange={(sort) => change({ sort: sort.key as TPpcSort, dir: sort.direction })}
              empty={
                <EmptyPanel icon={<IconSearch size={28} />} title={`No ${noun} match`}>
                  Nothing matches these filters in this period. Widen the date range or clear the filters.
                </EmptyPanel>
              }
            />
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {data.total_count.toLocaleString('en-US')} {noun}
              </Text>
              <KeysetButtons
                onBack={pages.back}
                onForward={pages.forward(data.next_cursor)}
                labels={{
                  ...PREVIOUS_NEXT,
                  backIcon: <IconChevronLeft size={14} />,
                  forwardIcon: <IconChevronRight size={14} />,
                }}
              />
            </Group>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** Whether a row handed to a column's render is the totals row. */
export const isTotals = (row: unknown, footer: boolean) =>
  footer || (row as { __totals?: boolean }).__totals === true;

export type { TPpcMetrics };
