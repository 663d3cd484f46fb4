import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { TTag } from '@seller-tools/contract';
import { FilterSearch } from '../../../components/kit/filter-search';
import { FiltersGrid } from '../../../components/ui/filters-panel';
import { ConfirmedMultiSelect } from '../../../components/ui/multi-value';
import { TagFilter } from '../../../components/ui/reviews';
import type { TShellStore } from '../../../lib/shell';
import type { TProductFilters } from '../api/products';
import { PERIOD_OPTIONS, SORT_OPTIONS, toPeriod } from './labels';

interface ProductFiltersProps {
  filters: TProductFilters;
  onChange: (change: Partial<TProductFilters>) => void;
  tags: TTag[] | undefined;
  /** The seller's stores in other marketplaces. */
  otherStores: readonly TShellStore[];
}

/** Search (debounced), sort, period, tags and other marketplaces of the products table. */
export function ProductFilters({ filters, onChange, tags, otherStores }: ProductFiltersProps) {
  return (
    <Stack gap="sm" data-print-hide>
      <FiltersGrid>
        <FilterSearch
          filters={filters}
          field="q"
          onChange={onChange}
          label="Search products"
          placeholder="Title, ASIN or SKU"
        />
        <Select
          label="Sort by"
          data={SORT_OPTIONS}
          value={filters.sort}
          allowDeselect={false}
          onChange={(value) => value && onChange({ sort: value as TProductFilters['sort'] })}
        />
        <TagFilter tags={tags} value={filters.tagIds} onChange={(tagIds) => onChange({ tagIds })} />
        <ConfirmedMultiSelect
          label="Also show marketplaces"
          placeholder={
            otherStores.length === 0
              ? 'No other marketplaces'
              : filters.alsoChannelIds.length
                ? undefined
                : 'This store only'
          }
          data={otherStores.map((store) => ({ value: store.channelId, label: store.countryName }))}
          value={filters.alsoChannelIds}
          onChange={(alsoChannelIds) => onChange({ alsoChannelIds })}
          disabled={otherStores.length === 0}
          clearable
        />
      </FiltersGrid>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600} id="period-label">
          Change over
        </Text>
        <SegmentedControl
          aria-labelledby="period-label"
          size="xs"
          data={PERIOD_OPTIONS}
          value={String(filters.periodDays)}
          onChange={(value) => onChange({ periodDays: toPeriod(value) })}
        />
      </Group>
    </Stack>
  );
}
