import { Group, NativeSelect, SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ASIN_SEARCH_MAX, FilterSearch } from '../../../components/kit/filter-search';
import { DayInput } from '../../../components/ui/day-input';
import { LabelledGroup } from '../../../components/ui/labelled-group';
import type { TReportFilters, TReportGroup } from '../api/report';

const GROUPS: { value: TReportGroup; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'asin', label: 'ASIN' },
  { value: 'marketplace', label: 'Marketplace' },
];

/** Mantine's xs breakpoint: below it the filters stack, one per line. */
export const PHONE_QUERY = '(max-width: 36em)';

interface ReportFiltersProps {
  filters: TReportFilters;
  onChange: (change: Partial<TReportFilters>) => void;
  rangeError: string | null;
}

/** Date range, grouping and an optional ASIN. */
export function ReportFilters({ filters, onChange, rangeError }: ReportFiltersProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  return (
    <Group gap="md" align="flex-end" wrap="wrap" data-print-hide>
      <DayInput
        label="From"
        value={filters.from}
        max={filters.to}
        onChange={(from) => onChange({ from })}
        error={rangeError}
        w={170}
      />
      <DayInput
        label="To"
        value={filters.to}
        min={filters.from}
        onChange={(to) => onChange({ to })}
        w={170}
      />
      {isPhone ? (
        // Five segments need about 380 px: on a phone they ran off the screen and the page scrolled sideways.
        <NativeSelect
          label="Group by"
          data={GROUPS}
          value={filters.groupBy}
          onChange={(event) => onChange({ groupBy: event.currentTarget.value as TReportGroup })}
          w="100%"
        />
      ) : (
        <LabelledGroup label="Group by">
          {(labelId) => (
            <SegmentedControl
              aria-labelledby={labelId}
              data={GROUPS}
              value={filters.groupBy}
              onChange={(value) => onChange({ groupBy: value as TReportGroup })}
            />
          )}
        </LabelledGroup>
      )}
      <div style={{ width: isPhone ? '100%' : 220 }}>
        <FilterSearch
          filters={filters}
          field="asin"
          onChange={onChange}
          label="Only this ASIN"
          placeholder="All products"
          maxLength={ASIN_SEARCH_MAX}
        />
      </div>
    </Group>
  );
}
