import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';

// Dayparting (issue 21): per store a 7×24 grid of bid multipliers (row 0 = Sunday, column = hour) in the
// PPC time zone; every hour the keyword bids become base bid × that hour's multiplier. A second, optional
// grid does the same for the campaigns' daily budgets (null: budgets are left alone).

export const DAYPART_MULTIPLIER_MIN = 0;
export const DAYPART_MULTIPLIER_MAX = 5;
export const ZDaypartGrid = z
  .array(z.array(z.number().min(DAYPART_MULTIPLIER_MIN).max(DAYPART_MULTIPLIER_MAX)).length(24))
  .length(7, 'The grid has 7 weekdays of 24 hours.');

export const ZPpcDayparting = z.object({
  enabled: z.boolean(),
  timezone: z.string(),
  multipliers: ZDaypartGrid,
  /** Campaign daily-budget multipliers; null when budgets are not dayparted. */
  budget_multipliers: ZDaypartGrid.nullable(),
});
export type TPpcDayparting = z.infer<typeof ZPpcDayparting>;

export const readPpcDaypartingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ppc/dayparting',
  tags: ['ppc'],
  summary: "The store's dayparting grid (all 1 until saved)",
  query: ZStoreQuery,
  response: ZEnvelope(ZPpcDayparting),
});

export const savePpcDaypartingEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/ppc/dayparting',
  tags: ['ppc'],
  summary: "Saves the store's dayparting grid, in the caller's PPC time zone",
  body: ZStoreQuery.extend({
    enabled: z.boolean(),
    multipliers: ZDaypartGrid,
    budget_multipliers: ZDaypartGrid.nullable().default(null),
  }),
  response: ZEnvelope(ZPpcDayparting),
});

export const ZPpcBreakEven = z.object({
  sku: z.string(),
  asin: z.string(),
  title: z.string().nullable(),
  price_minor: z.number().int().nullable(),
  unit_cost_minor: z.number().int().nullable(),
  fees_minor: z.number().int().nullable(),
  /** (price − unit cost − Amazon fees) ÷ price, percent; null without a price or unit cost. */
  break_even_acos: z.number().nullable(),
});
export type TPpcBreakEven = z.infer<typeof ZPpcBreakEven>;

export const listPpcBreakEvenEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ppc/break-even',
  tags: ['ppc'],
  summary: 'Break-even ACoS per advertised product, from its price, unit cost and Amazon fees',
  query: ZStoreQuery,
  response: ZEnvelope(z.object({ items: z.array(ZPpcBreakEven), currency: z.string().nullable() })),
});
