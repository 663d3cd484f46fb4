import { Badge, Button, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { TPpcHarvestProposal } from '@seller-tools/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { figureColumn, moneyColumn } from '../../../components/kit/money-column';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { type THarvestFilters, useApplyHarvest, usePpcHarvest } from '../api/ppc-harvest';
import { HarvestThresholds, WholeNumber } from './ppc-thresholds';

const DAYS_FIELD = { label: 'Days', max: 60, fallback: 30, w: 90 };

const keyOf = (p: TPpcHarvestProposal) => `${p.kind}|${p.ad_group_id}|${p.search_term}`;

/**
 * Search terms to harvest: converting ones as exact keywords in a manual ad group, wasteful ones as
 * negative exact keywords. The seller ticks what to send; nothing changes until "Approve selected".
 */
export function PpcHarvestPanel({ channelId }: { channelId: string }) {
  const [filters, setFilters] = useState<THarvestFilters>({
    lookback_days: 30,
    min_orders: 2,
    target_acos: 30,
    min_clicks: 15,
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const query = usePpcHarvest(channelId, filters);
  const apply = useApplyHarvest(channelId);
  const set = (next: Partial<THarvestFilters>) => {
    setSelected(new Set());
    setFilters((f) => ({ ...f, ...next }));
  };

  const approve = (items: TPpcHarvestProposal[]) => {
    const changes = items
      .filter((p) => selected.has(keyOf(p)) && p.change)
      .flatMap((p) => (p.change ? [p.change] : []));
    apply.mutate(changes, {
      onSuccess: (r) => {
        showToast({ kind: 'success', message: r.message ?? `${r.data.sent} sent.` });
        setSelected(new Set());
      },
      onError: (e) => showToast({ kind: 'error', message: errorMessageOf(e) }),
    });
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Search terms
      </Title>
      <Group gap="xs" wrap="wrap" align="flex-end">
        <WholeNumber
          field={DAYS_FIELD}
          value={filters.lookback_days}
          onChange={(v) => set({ lookback_days: v })}
        />
        <HarvestThresholds values={filters} onChange={set} />
      </Group>
      <QueryState
        query={query}
        errorTitle="Search terms could not be loaded"
        empty={
          <EmptyPanel icon={<IconSearch size={28} />} title="Nothing to harvest">
            No search term converts or wastes clicks at these thresholds. Lower them, or come back after the
            next Ads import.
          </EmptyPanel>
        }
      >
        {(data) => {
          const selectable = data.items.filter((p) => p.change);
          const count = selectable.filter((p) => selected.has(keyOf(p))).length;
          const columns: TColumn<TPpcHarvestProposal>[] = [
            {
              key: 'pick',
              header: '',
              headerLabel: 'Select',
              render: (p) => (
                <Checkbox
                  aria-label={`Select ${p.search_term}`}
                  disabled={!p.change}
                  checked={selected.has(keyOf(p))}
                  onChange={(e) => {
                    const next = new Set(selected);
                    if (e.currentTarget.checked) next.add(keyOf(p));
                    else next.delete(keyOf(p));
                    setSelected(next);
                  }}
                />
              ),
            },
            { key: 'term', header: 'Search term', render: (p) => p.search_term },
            {
              key: 'kind',
              header: 'Proposal',
              render: (p) => (
                <Badge color={p.kind === 'keyword' ? 'green' : 'red'} variant="light">
                  {p.kind === 'keyword' ? 'Exact keyword' : 'Negative exact'}
                </Badge>
              ),
            },
            figureColumn('clicks', 'Clicks', (p) => p.clicks),
            figureColumn('orders', 'Orders', (p) => p.orders),
            moneyColumn('spend', 'Spend', (p) => p.spend_minor, data.currency, { visibleFrom: 'sm' }),
            figureColumn('acos', 'ACoS', (p) => (p.acos === null ? '—' : `${p.acos.toFixed(1)} %`)),
          ];
          return (
            <Stack gap="xs">
              <Select
                label="Add exact keywords to"
                placeholder={
                  data.destinations.length ? 'Choose a manual campaign ad group' : 'No manual campaign yet'
                }
                data={data.destinations.map((d) => ({
                  value: d.ad_group_id,
                  label: `${d.campaign_name} › ${d.ad_group_name}`,
                }))}
                value={filters.to_ad_group_id ?? null}
                onChange={(v) => set({ to_ad_group_id: v ?? undefined })}
                clearable
                w={{ base: '100%', sm: 420 }}
              />
              {!filters.to_ad_group_id && (
                <Text size="xs" c="dimmed">
                  Choose where converting terms go to approve them; negatives go to the ad group that wasted
                  the clicks.
                </Text>
              )}
              <DataTable
                aria-label="Search-term proposals"
                columns={columns}
                rows={data.items}
                rowKey={keyOf}
                minWidth={520}
                tableProps={{ fz: 'sm', striped: true }}
              />
              <Group gap="xs">
                <Button onClick={() => approve(data.items)} disabled={count === 0} loading={apply.isPending}>
                  Approve selected ({count})
                </Button>
                <Button
                  variant="subtle"
                  onClick={() => setSelected(new Set(selectable.map(keyOf)))}
                  disabled={selectable.length === 0}
                >
                  Select all
                </Button>
              </Group>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
