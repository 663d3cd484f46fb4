import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { dateRangeProblem } from '@seller-tools/contract';
import { isoDaysAgo } from '../../../lib/dates';

export type TPresetDays = '7' | '30' | '90';
export interface TPeriod {
  preset: TPresetDays | 'custom';
  from: string;
  to: string;
}

export const DEFAULT_PERIOD_DAYS = 30;

/** The last `days` days, today included (YYYY-MM-DD, UTC as the server cuts its days). */
export function lastDays(days: number): TPeriod {
  return { preset: String(days) as TPresetDays, from: isoDaysAgo(days - 1), to: isoDaysAgo(0) };
}

export function periodError(period: TPeriod): string | null {
  return dateRangeProblem(period)?.message ?? null;
}

const PRESETS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'custom', label: 'Custom' },
];

/** The first or the last day of a custom period; an emptied input keeps the day it had. */
function PeriodEnd({
  end,
  period,
  onChange,
  error,
}: {
  end: 'from' | 'to';
  period: TPeriod;
  onChange: (period: TPeriod) => void;
  error?: string | null;
}) {
  return (
    <TextInput
      type="date"
      label={end === 'from' ? 'From' : 'To'}
      size="xs"
      value={period[end]}
      max={end === 'from' ? period.to : undefined}
      min={end === 'to' ? period.from : undefined}
      onChange={(event) =>
        event.currentTarget.value && onChange({ ...period, [end]: event.currentTarget.value })
      }
      error={error}
      w={150}
    />
  );
}

/** The period the counters and the chart cover: the last 7, 30 or 90 days, or chosen dates. */
export function PeriodPicker({ period, onChange }: { period: TPeriod; onChange: (period: TPeriod) => void }) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Period"
        data={PRESETS}
        value={period.preset}
        onChange={(value) =>
          onChange(value === 'custom' ? { ...period, preset: 'custom' } : lastDays(Number(value)))
        }
      />
      {period.preset === 'custom' && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <PeriodEnd end="from" period={period} onChange={onChange} error={periodError(period)} />
          <PeriodEnd end="to" period={period} onChange={onChange} />
        </Group>
      )}
    </Group>
  );
}
