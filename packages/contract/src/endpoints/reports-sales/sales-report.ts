import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { withDateRange } from '../../validation/date-range.ts';
import { ZSalesPeriod } from './common.ts';

// Sales and orders (/reports?view=sales): units, orders and revenue of the store's orders by day, ISO week,
// month, ASIN or marketplace (the seller's stores side by side), with refunds (Finances refund events
// posted in the period) and returns (FBA customer returns in the period).
// GET /api/reports/sales?channel_id&from&to&group_by&asin.

export const SALES_GROUPS = ['day', 'week', 'month', 'asin', 'marketplace'] as const;

export const ZSalesReportFilters = ZSalesPeriod.extend({
  group_by: z.enum(SALES_GROUPS).default('day'),
});
export const ZSalesReportQuery = withDateRange(ZSalesReportFilters);
export type TSalesReportQuery = z.input<typeof ZSalesReportQuery>;

export const ZSalesRow = z.object({
  /** The period's first day (YYYY-MM-DD), the ASIN, or the marketplace's country code; "total". */
  key: z.string(),
  label: z.string(),
  /** The currency of the row's money; null on a total across marketplaces of different currencies. */
  currency: z.string().nullable(),
  /** Units ordered (order items' quantities) of orders placed in the period, cancelled orders left out. */
  units: z.number(),
  /** Orders placed in the period with at least one of the row's items. */
  orders: z.number(),
  /** Σ item price of those order items; null where the row sums different currencies. */
  revenue_minor: z.number().nullable(),
  /** Refund events posted in the period (one per refunded order item). */
  refunds: z.number(),
  /** Money refunded to buyers (the refund events' charges, as a positive amount). */
  refunded_minor: z.number().nullable(),
  /** Units customers returned to Amazon's warehouses in the period. */
  returned_units: z.number(),
});
export type TSalesRow = z.infer<typeof ZSalesRow>;

export const ZSalesReportResponse = ZEnvelope(z.object({ rows: z.array(ZSalesRow), totals: ZSalesRow }));
export type TSalesReportResponse = z.infer<typeof ZSalesReportResponse>;

export const salesReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reports/sales',
  tags: ['reports'],
  summary: 'Units, orders, revenue, refunds and returns by day, week, month, ASIN or marketplace',
  query: ZSalesReportQuery,
  response: ZSalesReportResponse,
});
