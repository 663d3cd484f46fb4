import { Group, NativeSelect, Switch, Text } from '@mantine/core';
import { ATTRIBUTION_WINDOWS } from '@seller-tools/contract';
import { DayInput } from '../../../components/ui/day-input';
import type { TPpcRangeFilters } from '../api/ppc';

interface PpcFiltersProps {
  range: TPpcRangeFilters;
  onChange: (change: Partial<TPpcRangeFilters>) => void;
  compare: boolean;
  onCompare: (compare: boolean) => void;
  timeZone: string;
  rangeError: string | null;
}

/** The period (days in the PPC time zone), the attribution window and compare-to-previous. */
export function PpcFilters({ range, onChange, compare, onCompare, timeZone, rangeError }: PpcFiltersProps) {
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <DayInput
        label="From"
        value={range.from}
        max={range.to}
        onChange={(from) => onChange({ from })}
        error={rangeError}
        w={160}
      />
      <DayInput label="To" value={range.to} min={range.from} onChange={(to) => onChange({ to })} w={160} />
      <NativeSelect
        label="Attribution window"
        data={ATTRIBUTION_WINDOWS.map((days) => ({
          value: String(days),
          label: `${days} day${days === 1 ? '' : 's'}`,
        }))}
        value={String(range.attribution)}
        onChange={(event) => onChange({ attribution: Number(event.currentTarget.value) })}
        w={160}
      />
      <Switch
        label="Compare to previous period"
        checked={compare}
        onChange={(event) => onCompare(event.currentTarget.checked)}
        mb={8}
      />
      <Text size="xs" c="dimmed" mb={10}>
        Days in {timeZone}
      </Text>
    </Group>
  );
}
