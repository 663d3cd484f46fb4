import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { ZMoneyMinor } from './common.ts';
import { ZReimburseExportFormat } from './line-common.ts';

// GET /api/reimburse/payouts?channel_id: per calendar month in which Amazon paid, what was recovered, our
// commission at the reimburse plan's commission_percent, and what the seller keeps. Needs the plan.

export const ZPayoutMonth = z.object({
  /** YYYY-MM of the reimbursement. */
  month: z.string(),
  cases: z.number().int(),
  recovered: ZMoneyMinor,
  commission: ZMoneyMinor,
  net: ZMoneyMinor,
});
export type TPayoutMonth = z.infer<typeof ZPayoutMonth>;

export const ZPayoutSummary = z.object({
  currency: z.string(),
  commission_percent: z.number(),
  /** Newest month first. */
  months: z.array(ZPayoutMonth),
  totals: ZPayoutMonth.omit({ month: true }),
});
export type TPayoutSummary = z.infer<typeof ZPayoutSummary>;

export const payoutsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/payouts',
  tags: ['reimburse'],
  summary: 'Per month: recovered, our commission and the net payout',
  query: ZStoreQuery,
  response: ZEnvelope(ZPayoutSummary),
});

export const PAYOUT_EXPORT_COLUMNS = [
  'Month',
  'Cases',
  'Recovered',
  'Commission',
  'Net',
  'Currency',
] as const;

export const payoutsExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/payouts/export',
  tags: ['reimburse'],
  summary: 'The payout summary as a CSV or XLSX file',
  query: ZStoreQuery.extend({ format: ZReimburseExportFormat }),
  produces: 'text/csv or an XLSX file (attachment)',
});

/** Our commission on an amount in minor units, rounded to the nearest minor unit. */
export function commissionOf(recovered: number, percent: number): number {
  return Math.round((recovered * percent) / 100);
}
