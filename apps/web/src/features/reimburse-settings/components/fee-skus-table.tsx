import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { currencySymbol, formatMinor, type TProductSetting } from '@seller-tools/contract';
import { IconRuler2 } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { SearchInput } from '../../../components/ui/search-input';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useProductSettings } from '../api/lists';
import { excludeSku, useSettingsSaved } from '../api/store-settings';
import { LoadMore } from './load-more';
import { formatDims, formatWeight } from './measures';
import { ProductEditModal } from './product-edit-modal';
import { StackedCards } from './stacked-cards';
import { UnitChoice, useUnits } from './unit-choice';

function Measured({
  dims,
  units,
}: {
  dims: TProductSetting['catalogue'];
  units: ReturnType<typeof useUnits>;
}) {
  return (
    <Stack gap={0}>
      <Text size="sm">{formatDims(dims, units.dimensionUnit)}</Text>
      <Text size="xs" c="dimmed">
        {formatWeight(dims.weight_lb, units.weightUnit)}
      </Text>
    </Stack>
  );
}

/** Per SKU: Amazon's measurement against the catalogue's and the seller's, confirmation and exclusion. */
export function FeeSkusTable({ channelId, canEdit }: { channelId: string; canEdit: boolean }) {
  const [q, setQ] = useState('');
  const units = useUnits();
  const list = useProductSettings(channelId, q);
  const saved = useSettingsSaved();
  const [editing, setEditing] = useState<TProductSetting | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (sku: string, audited: boolean) => {
    setBusy(sku);
    try {
      saved(await excludeSku(channelId, sku, !audited));
    } catch (failure) {
      showToast({ kind: 'error', message: errorMessageOf(failure) });
    } finally {
      setBusy(null);
    }
  };

  const columns: TColumn<TProductSetting>[] = [
    {
      key: 'sku',
      header: 'SKU',
      cellProps: { style: { whiteSpace: 'normal', minWidth: 160 } },
      render: (p) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {p.sku}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {p.title ?? p.asin ?? ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'amazon',
      header: "Amazon's measurement",
      render: (p) => (
        <Stack gap={0}>
          <Measured dims={p.amazon} units={units} />
          {p.amazon.size_tier && (
            <Text size="xs" c="dimmed">
              {p.amazon.size_tier}
              {p.amazon.fee_per_unit !== null &&
                ` · ${formatMinor(p.amazon.fee_per_unit, p.currency, currencySymbol(p.currency))} per unit`}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'catalogue', header: 'Catalogue', render: (p) => <Measured dims={p.catalogue} units={units} /> },
    {
      key: 'seller',
      header: 'Yours',
      render: (p) => (
        <Group gap="xs" wrap="nowrap">
          <Measured dims={p.seller} units={units} />
          {p.seller.dimensions_confirmed ? (
            <Badge color="green" variant="light" size="sm">
              Confirmed
            </Badge>
          ) : (
            <Badge color="gray" variant="light" size="sm">
              Not confirmed
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: '',
      headerLabel: 'Actions',
      render: (p) =>
        canEdit && (
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing(p)}
            aria-label={`Confirm dimensions of ${p.sku}`}
          >
            {p.seller.dimensions_confirmed ? 'Edit' : 'Confirm'}
          </Button>
        ),
    },
    {
      key: 'audit',
      header: 'Audit',
      render: (p) => (
        <Switch
          aria-label={`Audit the fees of ${p.sku}`}
          checked={!p.excluded}
          disabled={!canEdit || busy === p.sku}
          onChange={(event) => void toggle(p.sku, event.currentTarget.checked)}
        />
      ),
    },
  ];

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="skus-title"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="skus-title">
            Dimensions per SKU
          </Title>
          <UnitChoice units={units} />
        </Group>
        <SearchInput
          label="Search SKUs"
          placeholder="SKU, ASIN or title"
          value={q}
          onSearch={setQ}
          maxLength={60}
        />
        <QueryState
          query={list}
          errorTitle="Your SKUs could not be loaded"
          isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
          empty={
            <EmptyPanel icon={<IconRuler2 size={28} />} title={q ? 'No SKU matches' : 'No SKUs yet'}>
              {q
                ? 'Try another SKU, ASIN or title.'
                : "SKUs appear once your listings and Amazon's fee report are imported."}
            </EmptyPanel>
          }
        >
          {(data) => (
            <Stack gap="sm">
              <DataTable
                columns={columns}
                rows={data.pages.flatMap((p) => p.items)}
                rowKey={(p) => p.sku}
                minWidth={820}
                aria-label="Dimensions per SKU"
                tableProps={{ verticalSpacing: 'xs', fz: 'sm', striped: true }}
                phoneView={(rows) => <StackedCards rows={rows} columns={columns} rowKey={(p) => p.sku} />}
              />
              <LoadMore {...list} noun="SKUs" />
            </Stack>
          )}
        </QueryState>
      </Stack>
      <ProductEditModal
        channelId={channelId}
        product={editing}
        dimensionUnit={units.dimensionUnit}
        weightUnit={units.weightUnit}
        onClose={() => setEditing(null)}
      />
    </Paper>
  );
}
