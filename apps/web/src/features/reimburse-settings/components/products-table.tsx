import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { currencySymbol, formatMinor, type TProductSetting } from '@seller-tools/contract';
import { IconRuler2 } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { SearchInput } from '../../../components/ui/search-input';
import { useProductSettings } from '../api/lists';
import { LoadMore } from './load-more';
import { formatDims, formatWeight } from './measures';
import { ProductEditModal } from './product-edit-modal';
import { StackedCards } from './stacked-cards';
import { UnitChoice, useUnits } from './unit-choice';

/** Per SKU: the seller's dimensions, weight and unit cost, in the units chosen, each row editable. */
export function ProductsTable({ channelId, canEdit }: { channelId: string; canEdit: boolean }) {
  const [q, setQ] = useState('');
  const units = useUnits();
  const list = useProductSettings(channelId, q);
  const [editing, setEditing] = useState<TProductSetting | null>(null);

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
    { key: 'dims', header: 'Dimensions', render: (p) => formatDims(p.seller, units.dimensionUnit) },
    { key: 'weight', header: 'Weight', render: (p) => formatWeight(p.seller.weight_lb, units.weightUnit) },
    {
      key: 'cost',
      header: 'Unit cost',
      align: 'right',
      render: (p) =>
        p.seller.unit_cost === null ? (
          <Badge color="orange" variant="light" size="sm">
            Missing
          </Badge>
        ) : (
          formatMinor(p.seller.unit_cost, p.currency, currencySymbol(p.currency))
        ),
    },
    {
      key: 'confirmed',
      header: 'Confirmed',
      render: (p) => (p.seller.dimensions_confirmed ? 'Yes' : 'No'),
    },
    {
      key: 'edit',
      header: '',
      headerLabel: 'Actions',
      render: (p) =>
        canEdit && (
          <Button size="xs" variant="light" onClick={() => setEditing(p)} aria-label={`Edit ${p.sku}`}>
            Edit
          </Button>
        ),
    },
  ];

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="products-title"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="products-title">
            Your SKUs
          </Title>
          <UnitChoice units={units} />
        </Group>
        <Text size="sm" c="dimmed">
          Amazon values lost and damaged units at the unit cost you give; the fee audit uses your confirmed
          dimensions.
        </Text>
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
                : 'Your SKUs appear here once your listings are imported.'}
            </EmptyPanel>
          }
        >
          {(data) => (
            <Stack gap="sm">
              <DataTable
                columns={columns}
                rows={data.pages.flatMap((p) => p.items)}
                rowKey={(p) => p.sku}
                minWidth={640}
                aria-label="Your SKUs"
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
