import { Stack, Text } from '@mantine/core';
import type { TProductSetting } from '@seller-tools/contract';
import { IconRuler2 } from '@tabler/icons-react';
import { useState } from 'react';
import type { TColumn } from '../../../components/ui/data-table';
import { useProductSettings } from '../api/lists';
import { ProductEditModal } from './product-edit-modal';
import { SetupListSection } from './setup-list-section';
import { UnitChoice, useUnits } from './unit-choice';

export type TUnits = ReturnType<typeof useUnits>;

/** What a SKU list's own columns get: the units chosen, and opening a SKU in the edit modal. */
export interface TSkuColumnsContext {
  units: TUnits;
  edit: (product: TProductSetting) => void;
}

/** The first column of the SKU lists: the SKU, and under it the title (or the ASIN). */
const skuColumn: TColumn<TProductSetting> = {
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
};

interface SkuSettingsListProps {
  channelId: string;
  title: string;
  intro?: string;
  /** The empty state's text when the store has no SKU yet. */
  emptyText: string;
  minWidth: number;
  /** The columns after the SKU. */
  columns: (context: TSkuColumnsContext) => TColumn<TProductSetting>[];
}

/**
 * The store's SKUs with their settings, searchable, in the units the seller picks, each row opening the
 * edit modal: the fee audit's and the product dimensions' lists differ only in their columns.
 */
export function SkuSettingsList({
  channelId,
  title,
  intro,
  emptyText,
  minWidth,
  columns,
}: SkuSettingsListProps) {
  const [q, setQ] = useState('');
  const units = useUnits();
  const list = useProductSettings(channelId, q);
  const [editing, setEditing] = useState<TProductSetting | null>(null);
  return (
    <SetupListSection
      title={title}
      titleAside={<UnitChoice units={units} />}
      intro={intro}
      search={{ label: 'Search SKUs', placeholder: 'SKU, ASIN or title', q, onSearch: setQ }}
      list={list}
      errorTitle="Your SKUs could not be loaded"
      empty={{
        icon: <IconRuler2 size={28} />,
        title: 'No SKUs yet',
        searchedTitle: 'No SKU matches',
        text: emptyText,
        searchedText: 'Try another SKU, ASIN or title.',
      }}
      columns={[skuColumn, ...columns({ units, edit: setEditing })]}
      rowKey={(p) => p.sku}
      minWidth={minWidth}
      noun="SKUs"
      after={
        <ProductEditModal
          channelId={channelId}
          product={editing}
          dimensionUnit={units.dimensionUnit}
          weightUnit={units.weightUnit}
          onClose={() => setEditing(null)}
        />
      }
    />
  );
}
