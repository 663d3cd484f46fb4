import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { SearchInput } from '../../../components/ui/search-input';
import type { TReportFilters, TReportGroup } from '../api/report';

const GROUPS: { value: TReportGroup; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'asin', label: 'ASIN' },
  { value: 'marketplace', label: 'Marketplace' },
];

interface ReportFiltersProps {
  filters: TReportFilters;
  onChange: (change: Partial<TReportFilters>) => void;
  rangeError: string | null;
}

/** Date range, grouping and an optional ASIN. */
export function ReportFilters({ filters, onChange, rangeError }: ReportFiltersProps) {
  return (
    <Group gap="md" align="flex-end" wrap="wrap" data-print-hide>
      <TextInput
        type="date"
        label="From"
        value={filters.from}
        max={filters.to}
        onChange={(event) => event.currentTarget.value && onChange({ from: event.currentTarget.value })}
        error={rangeError}
        w={170}
      />
      <TextInput
        type="date"
        label="To"
        value={filters.to}
        min={filters.from}
        onChange={(event) => event.currentTarget.value && onChange({ to: event.currentTarget.value })}
        w={170}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="group-by-label">
          Group by
        </Text>
        <SegmentedControl
          aria-labelledby="group-by-label"
          data={GROUPS}
          value={filters.groupBy}
          onChange={(value) => onChange({ groupBy: value as TReportGroup })}
        />
      </Stack>
      <div style={{ width: 220 }}>
        <SearchInput
          label="Only this ASIN"
          placeholder="All products"
          value={filters.asin}
          onSearch={(asin) => onChange({ asin })}
          maxLength={20}
        />
      </div>
    </Group>
  );
}
