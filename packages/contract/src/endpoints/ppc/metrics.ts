import { z } from 'zod';

// The PPC Manager's metric formulas (issue 21), in one place for the server's answers and the web's
// totals. Inputs are sums over a period: money in minor units (hundredths) of the profile's currency.
// A ratio whose denominator is 0 is null ("no figure"), never 0 or Infinity. Ratios of a total are
// recomputed from the summed figures, never averaged over rows.

/** The summed figures a ratio is computed from. */
export type TPpcSums = {
  impressions: number;
  clicks: number;
  /** Ad spend (cost), minor units. */
  spend: number;
  /** Attributed sales in the chosen window, minor units. */
  sales: number;
  /** Attributed orders (purchases) in the chosen window. */
  orders: number;
};

const ratio = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : numerator / denominator;

/** Advertising cost of sales: spend ÷ attributed sales (0.25 = 25 %). */
export const acos = (s: Pick<TPpcSums, 'spend' | 'sales'>) => ratio(s.spend, s.sales);
/** Return on ad spend: attributed sales ÷ spend. */
export const roas = (s: Pick<TPpcSums, 'spend' | 'sales'>) => ratio(s.sales, s.spend);
/** Total ACoS: ad spend ÷ all sales of the store (our orders) in the same period. */
export const tacos = (spend: number, totalSales: number) => ratio(spend, totalSales);
/** Cost per click, minor units (fractional). */
export const cpc = (s: Pick<TPpcSums, 'spend' | 'clicks'>) => ratio(s.spend, s.clicks);
/** Click-through rate: clicks ÷ impressions. */
export const ctr = (s: Pick<TPpcSums, 'clicks' | 'impressions'>) => ratio(s.clicks, s.impressions);
/** Conversion rate: orders ÷ clicks. */
export const cvr = (s: Pick<TPpcSums, 'orders' | 'clicks'>) => ratio(s.orders, s.clicks);

export const ZPpcMetrics = z.object({
  impressions: z.number(),
  clicks: z.number(),
  spend: z.number(),
  sales: z.number(),
  orders: z.number(),
  acos: z.number().nullable(),
  roas: z.number().nullable(),
  cpc: z.number().nullable(),
  ctr: z.number().nullable(),
  cvr: z.number().nullable(),
});
export type TPpcMetrics = z.infer<typeof ZPpcMetrics>;

export const EMPTY_PPC_SUMS: TPpcSums = { impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0 };

/** The sums with their ratios. */
export function withRatios(s: TPpcSums): TPpcMetrics {
  return {
    impressions: s.impressions,
    clicks: s.clicks,
    spend: s.spend,
    sales: s.sales,
    orders: s.orders,
    acos: acos(s),
    roas: roas(s),
    cpc: cpc(s),
    ctr: ctr(s),
    cvr: cvr(s),
  };
}

/** Rows summed field by field (their ratios are then recomputed by withRatios). */
export function sumPpc(rows: readonly TPpcSums[]): TPpcSums {
  const total = { ...EMPTY_PPC_SUMS };
  for (const r of rows) {
    total.impressions += r.impressions;
    total.clicks += r.clicks;
    total.spend += r.spend;
    total.sales += r.sales;
    total.orders += r.orders;
  }
  return total;
}
