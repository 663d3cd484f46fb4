import { Group, NativeSelect } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ASIN_SEARCH_MAX, FilterSearch } from '../../../components/kit/filter-search';
import { LabelledSegments } from '../../../components/kit/labelled-segments';
import { DayInput } from '../../../components/ui/day-input';
import type { TReportFilters, TReportGroup } from '../api/sources';

const GROUPS: { value: TReportGroup; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'asin', label: 'ASIN' },
  { value: 'marketplace', label: 'Marketplace' },
];

/** Mantine's xs breakpoint: below it the filters stack, one per line. */
export const PHONE_QUERY = '(max-width: 36em)';

/** The filters every report shares; a report without groups (Profit: always by ASIN) has no groupBy. */
type TFilters = Omit<TReportFilters, 'groupBy'> & { groupBy?: TReportGroup };

interface ReportFiltersProps<TValue extends TFilters> {
  filters: TValue;
  onChange: (change: Partial<TValue>) => void;
  rangeError: string | null;
}

/** Date range, grouping (when the report has one) and an optional ASIN. */
export function ReportFilters<TValue extends TFilters>({
  filters,
  onChange,
  rangeError,
}: ReportFiltersProps<TValue>) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const groupBy = filters.groupBy;
  const setGroup = (value: string) => onChange({ groupBy: value as TReportGroup } as Partial<TValue>);
  return (
    <Group gap="md" align="flex-end" wrap="wrap" data-print-hide>
      <DayInput
        label="From"
        value={filters.from}
        max={filters.to}
        onChange={(from) => onChange({ from } as Partial<TValue>)}
        error={rangeError}
        w={170}
      />
      <DayInput
        label="To"
        value={filters.to}
        min={filters.from}
        onChange={(to) => onChange({ to } as Partial<TValue>)}
        w={170}
      />
      {groupBy === undefined ? null : isPhone ? (
        // Five segments need about 380 px: on a phone they ran off the screen and the page scrolled sideways.
        <NativeSelect
          label="Group by"
          data={GROUPS}
          value={groupBy}
          onChange={(event) => setGroup(event.currentTarget.value)}
          w="100%"
        />
      ) : (
        <LabelledSegments label="Group by" data={GROUPS} value={groupBy} onChange={setGroup} />
      )}
      <div style={{ width: isPhone ? '100%' : 220 }}>
        <FilterSearch
          filters={{ asin: filters.asin }}
          field="asin"
          onChange={(change) => onChange(change as Partial<TValue>)}
          label="Only this ASIN"
          placeholder="All products"
          maxLength={ASIN_SEARCH_MAX}
        />
      </div>
    </Group>
  );
}
