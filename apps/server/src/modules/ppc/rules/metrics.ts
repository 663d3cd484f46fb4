import type { TPpcRuleMetric } from '@seller-tools/contract';

// The figures a rule reads of one keyword or target over its lookback window, and the ratios derived from
// them. Money is integer minor units. A ratio whose denominator is zero has no value (null) and matches
// no condition, except ACoS with spend and no sales, which is infinite (spend that sold nothing is the
// worst ACoS there is, so "ACoS > 50" catches it and "ACoS < 50" does not).

export type TWindowMetrics = {
  impressions: number;
  clicks: number;
  orders: number;
  spendMinor: number;
  salesMinor: number;
};

export const ZERO_METRICS: TWindowMetrics = {
  impressions: 0,
  clicks: 0,
  orders: 0,
  spendMinor: 0,
  salesMinor: 0,
};

const ratio = (num: number, den: number) => (den > 0 ? num / den : null);

/** The metric's value in the units conditions use (percent for ACoS, CTR and CVR; minor units for money). */
export function metricValue(metric: TPpcRuleMetric, m: TWindowMetrics): number | null {
  switch (metric) {
    case 'clicks':
      return m.clicks;
    case 'impressions':
      return m.impressions;
    case 'orders':
      return m.orders;
    case 'spend':
      return m.spendMinor;
    case 'sales':
      return m.salesMinor;
    case 'acos':
      if (m.salesMinor > 0) return (m.spendMinor / m.salesMinor) * 100;
      return m.spendMinor > 0 ? Number.POSITIVE_INFINITY : null;
    case 'roas':
      return ratio(m.salesMinor, m.spendMinor);
    case 'cpc':
      return ratio(m.spendMinor, m.clicks);
    case 'ctr': {
      const r = ratio(m.clicks, m.impressions);
      return r === null ? null : r * 100;
    }
    case 'cvr': {
      const r = ratio(m.orders, m.clicks);
      return r === null ? null : r * 100;
    }
  }
}

export { minorFactor } from '../shared/ads-money.ts';
