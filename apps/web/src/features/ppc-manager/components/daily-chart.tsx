import { Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TPpcDay } from '@seller-tools/contract';
import { useState } from 'react';
import { BarChart, LineChart, shortDay } from '../../../components/ui/charts';

type TChartMetric = 'spend' | 'sales' | 'acos' | 'clicks' | 'orders' | 'impressions';

const METRICS: { value: TChartMetric; label: string }[] = [
  { value: 'spend', label: 'Spend' },
  { value: 'sales', label: 'Sales' },
  { value: 'acos', label: 'ACoS' },
  { value: 'clicks', label: 'Clicks' },
  { value: 'orders', label: 'Orders' },
  { value: 'impressions', label: 'Impressions' },
];

/** A day's value as charted: money in major units, ACoS in percent. */
function chartValue(day: TPpcDay, metric: TChartMetric): number | null {
  if (metric === 'spend' || metric === 'sales') return day[metric] / 100;
  if (metric === 'acos') return day.acos === null ? null : day.acos * 100;
  return day[metric];
}

/** The overview's daily series as a line or bar chart of one figure. */
export function DailyChart({ series }: { series: readonly TPpcDay[] }) {
  const [metric, setMetric] = useState<TChartMetric>('spend');
  const [kind, setKind] = useState<'line' | 'bar'>('line');
  const label = METRICS.find((m) => m.value === metric)?.label ?? metric;
  const title = `${label} per day`;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Group gap="sm" wrap="wrap">
          <NativeSelect
            aria-label="Figure to chart"
            data={METRICS}
            value={metric}
            onChange={(event) => setMetric(event.currentTarget.value as TChartMetric)}
            size="xs"
          />
          <SegmentedControl
            aria-label="Chart type"
            size="xs"
            data={[
              { value: 'line', label: 'Line' },
              { value: 'bar', label: 'Bar' },
            ]}
            value={kind}
            onChange={(value) => setKind(value as 'line' | 'bar')}
          />
        </Group>
      </Group>
      {kind === 'line' ? (
        <LineChart
          title={title}
          points={series.map((day) => ({ key: day.day, label: day.day, value: chartValue(day, metric) }))}
          lineName={label}
          formatValue={(v) =>
            metric === 'acos' ? `${v.toFixed(0)}%` : v.toLocaleString('en-US', { maximumFractionDigits: 0 })
          }
          formatLabel={shortDay}
          height={240}
        />
      ) : (
        <BarChart
          title={title}
          data={series.map((day) => ({
            key: day.day,
            label: day.day,
            values: [chartValue(day, metric) ?? 0],
          }))}
          series={[{ name: label, color: 'var(--mantine-color-brand-6)' }]}
          formatLabel={shortDay}
          height={240}
        />
      )}
    </Stack>
  );
}
