import type { TPpcMetrics, TPpcSort } from '@seller-tools/contract';
import { figureColumn } from '../../../components/kit/money-column';
import type { TColumn } from '../../../components/ui/data-table';
import { formatCount, formatMoney, formatPercent, formatRoas } from './format';

// The figure columns every PPC table shares, in the column chooser's order.

export type TMetricKey = Exclude<TPpcSort, 'name'>;

export const METRIC_LABELS: Record<TMetricKey, string> = {
  impressions: 'Impressions',
  clicks: 'Clicks',
  spend: 'Spend',
  sales: 'Sales',
  orders: 'Orders',
  acos: 'ACoS',
  roas: 'ROAS',
  cpc: 'CPC',
  ctr: 'CTR',
  cvr: 'CVR',
};
export const METRIC_KEYS = Object.keys(METRIC_LABELS) as TMetricKey[];
/** What a phone shows before the user chooses: the figures that decide a bid. */
export const DEFAULT_METRICS: TMetricKey[] = [
  'impressions',
  'clicks',
  'spend',
  'sales',
  'orders',
  'acos',
  'roas',
  'cpc',
];

export function formatMetric(key: TMetricKey, m: TPpcMetrics, currency: string | null): string {
  switch (key) {
    case 'spend':
    case 'sales':
    case 'cpc':
      return formatMoney(m[key], currency);
    case 'acos':
    case 'ctr':
    case 'cvr':
      return formatPercent(m[key]);
    case 'roas':
      return formatRoas(m.roas);
    default:
      return formatCount(m[key]);
  }
}

export function metricColumns<T extends TPpcMetrics>(
  visible: readonly TMetricKey[],
  currency: string | null,
): TColumn<T>[] {
  return METRIC_KEYS.filter((key) => visible.includes(key)).map((key) =>
    figureColumn<T>(key, METRIC_LABELS[key], (row) => formatMetric(key, row, currency), { sortKey: key }),
  );
}
