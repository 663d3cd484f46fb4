import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TPpcKpis } from '@seller-tools/contract';
import { formatCount, formatMoney, formatPercent, formatRoas } from './format';

type TKpiKey =
  | 'spend'
  | 'sales'
  | 'acos'
  | 'roas'
  | 'tacos'
  | 'cpc'
  | 'ctr'
  | 'cvr'
  | 'orders'
  | 'impressions'
  | 'clicks';

const KPIS: {
  key: TKpiKey;
  label: string;
  kind: 'money' | 'percent' | 'roas' | 'count';
  lowerIsBetter?: boolean;
}[] = [
  { key: 'spend', label: 'Spend', kind: 'money' },
  { key: 'sales', label: 'Sales', kind: 'money' },
  { key: 'acos', label: 'ACoS', kind: 'percent', lowerIsBetter: true },
  { key: 'roas', label: 'ROAS', kind: 'roas' },
  { key: 'tacos', label: 'TACoS', kind: 'percent', lowerIsBetter: true },
  { key: 'cpc', label: 'CPC', kind: 'money', lowerIsBetter: true },
  { key: 'ctr', label: 'CTR', kind: 'percent' },
  { key: 'cvr', label: 'Conversion rate', kind: 'percent' },
  { key: 'orders', label: 'Orders', kind: 'count' },
  { key: 'impressions', label: 'Impressions', kind: 'count' },
  { key: 'clicks', label: 'Clicks', kind: 'count' },
];

function format(kind: (typeof KPIS)[number]['kind'], value: number | null, currency: string | null): string {
  if (kind === 'money') return formatMoney(value, currency);
  if (kind === 'percent') return formatPercent(value);
  if (kind === 'roas') return formatRoas(value);
  return value === null ? '–' : formatCount(value);
}

/** The change against the previous period in words ("+12.5% vs previous"), or null without a base. */
export function changeOf(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return (now - before) / Math.abs(before);
}

interface KpiCardsProps {
  kpis: TPpcKpis;
  previous: TPpcKpis | null;
  currency: string | null;
}

/** The overview's KPIs, each with its change against the previous period when compared. */
export function KpiCards({ kpis, previous, currency }: KpiCardsProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {KPIS.map(({ key, label, kind, lowerIsBetter }) => {
        const change = previous ? changeOf(kpis[key], previous[key]) : null;
        const good = change !== null && (lowerIsBetter ? change < 0 : change > 0);
        return (
          <Paper key={key} withBorder radius="md" p="sm" aria-label={label} role="group">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="lg">
              {format(kind, kpis[key], currency)}
            </Text>
            {previous && (
              <Text size="xs" c={change === null ? 'dimmed' : good ? 'green' : 'red'}>
                {change === null
                  ? `was ${format(kind, previous[key], currency)}`
                  : `${change > 0 ? '+' : ''}${(change * 100).toFixed(1)}% vs previous`}
              </Text>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
