import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { withDateRange } from '../../validation/date-range.ts';
import { ZSalesPeriod } from './common.ts';

// Profit (/reports?view=profit): per ASIN and in total, revenue − Amazon fees − ad spend − refunds − cost of
// goods, with where each figure comes from and the ASIN's rating and review count beside it.
// GET /api/reports/profit?channel_id&from&to&asin.
//
// - revenue: Σ item price of the ASIN's order items, orders placed in the period (cancelled left out);
// - fees: Amazon's fees (Finances Shipment events, fee rows) of those same orders, as a positive cost;
// - refunds: Finances Refund events posted in the period, charges and fees together (what refunds cost);
// - ad spend: Sponsored Products spend of the ASIN's product ads on the period's days;
// - COGS: units sold per SKU × the unit cost the seller entered in product settings. A SKU sold without
//   one makes the ASIN's COGS and profit unknown (null), never 0.

/** The most ASINs one report lists (highest revenue first); `truncated` says when more had sales. */
export const PROFIT_ASINS_MAX = 500;
/** The most order ids a row's sources list; `count` says how many there were. */
export const PROFIT_ORDER_IDS_MAX = 20;

export const ZProfitReportQuery = withDateRange(ZSalesPeriod);
export type TProfitReportQuery = z.input<typeof ZProfitReportQuery>;

const ZAmountLine = z.object({ type: z.string(), amount_minor: z.number() });

/** Where a row's figures come from: the breakdown one click away. */
export const ZProfitSources = z.object({
  orders: z.object({ count: z.number(), ids: z.array(z.string()) }),
  /** Fees by Amazon's fee type (positive: what they cost). */
  fees: z.array(ZAmountLine),
  /** Refund events by charge or fee type (positive: what they cost). */
  refunds: z.array(ZAmountLine),
  /** Ad spend by campaign. */
  ads: z.array(
    z.object({ campaign_id: z.string(), campaign_name: z.string().nullable(), spend_minor: z.number() }),
  ),
  /** Cost of goods by SKU: units sold × the entered unit cost (null: none entered). */
  cogs: z.array(
    z.object({
      sku: z.string(),
      units: z.number(),
      unit_cost_minor: z.number().nullable(),
      total_minor: z.number().nullable(),
    }),
  ),
});
export type TProfitSources = z.infer<typeof ZProfitSources>;

export const ZProfitRow = z.object({
  /** The ASIN, or "total". */
  key: z.string(),
  label: z.string(),
  currency: z.string(),
  units: z.number(),
  orders: z.number(),
  revenue_minor: z.number(),
  fees_minor: z.number(),
  ad_spend_minor: z.number(),
  refunds_minor: z.number(),
  /** Null when a SKU sold without an entered unit cost (cogs_missing_skus names them). */
  cogs_minor: z.number().nullable(),
  cogs_missing_skus: z.array(z.string()),
  /** revenue − fees − ad spend − refunds − COGS; null while COGS is unknown. */
  profit_minor: z.number().nullable(),
  /** Profit ÷ revenue in percent, one decimal; null without revenue or profit. */
  margin: z.number().nullable(),
  /** The displayed rating and the ratings count of the ASIN's last snapshot up to the period's end. */
  rating: z.number().nullable(),
  ratings_count: z.number().nullable(),
  /** Reviews of the ASIN the app has read (all time). */
  reviews: z.number(),
  sources: ZProfitSources,
});
export type TProfitRow = z.infer<typeof ZProfitRow>;

export const ZProfitReportResponse = ZEnvelope(
  z.object({
    rows: z.array(ZProfitRow),
    totals: ZProfitRow,
    /** More ASINs had figures than PROFIT_ASINS_MAX; totals still count them all. */
    truncated: z.boolean(),
  }),
);
export type TProfitReportResponse = z.infer<typeof ZProfitReportResponse>;

export const profitReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reports/profit',
  tags: ['reports'],
  summary: 'Profit per ASIN and in total, with the source of every figure',
  query: ZProfitReportQuery,
  response: ZProfitReportResponse,
});
