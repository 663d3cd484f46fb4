import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { withDateRange } from '../../validation/date-range.ts';
import { ZPpcMetrics } from './metrics.ts';
import { ZPpcRangeFields } from './read-common.ts';

// GET /api/ppc/overview: the store's Sponsored Products KPIs over the period, a daily series, and the
// same KPIs for the period of equal length just before (compare=true).

export const ZPpcOverviewQuery = withDateRange(
  ZPpcRangeFields.extend({
    compare: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  }),
);
export type TPpcOverviewQuery = z.input<typeof ZPpcOverviewQuery>;

export const ZPpcKpis = ZPpcMetrics.extend({
  /** All sales of the store in the period (our orders, cut in the PPC time zone), minor units. */
  total_sales: z.number(),
  /** Ad spend ÷ total sales; null without sales. */
  tacos: z.number().nullable(),
});
export type TPpcKpis = z.infer<typeof ZPpcKpis>;

export const ZPpcDay = ZPpcMetrics.extend({ day: z.string() });
export type TPpcDay = z.infer<typeof ZPpcDay>;

export const ZPpcOverview = z.object({
  /** Whether the store has its Amazon Ads consent. */
  connected: z.boolean(),
  currency: z.string().nullable(),
  time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  attribution: z.number(),
  kpis: ZPpcKpis,
  /** Every day of the period, oldest first, zeros where nothing was reported. */
  series: z.array(ZPpcDay),
  previous: z.object({ from: z.string(), to: z.string(), kpis: ZPpcKpis }).nullable(),
  /** Whether any Ads figures exist for the store at all (empty state). */
  has_data: z.boolean(),
});
export type TPpcOverview = z.infer<typeof ZPpcOverview>;

export const ZPpcOverviewResponse = ZEnvelope(ZPpcOverview);

export const ppcOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ppc/overview',
  tags: ['ppc'],
  summary:
    'Sponsored Products KPIs, TACoS and a daily series over the period, optionally against the previous one',
  query: ZPpcOverviewQuery,
  response: ZPpcOverviewResponse,
});
