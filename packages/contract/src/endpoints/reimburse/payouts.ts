import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { ZMoneyMinor } from './common.ts';
import { ZReimburseExportFormat } from './line-common.ts';

// GET /api/reimburse/payouts?channel_id: per calendar month in which Amazon paid on OUR cases (the
// reimbursements matched to the store's cases, net of reversals), what was recovered, our commission at the
// reimburse plan's commission_percent (per case, as the invoice charges it), and what the seller keeps.
// Amazon's automatic reimbursements (findings it paid outside any case) are listed apart: no commission.
// Needs the plan.

export const ZPayoutMonth = z.object({
  /** YYYY-MM of the reimbursement. */
  month: z.string(),
  cases: z.number().int(),
  recovered: ZMoneyMinor,
  commission: ZMoneyMinor,
  net: ZMoneyMinor,
});
export type TPayoutMonth = z.infer<typeof ZPayoutMonth>;

/** What Amazon paid on its own in a month (findings reimbursed outside any case): no commission. */
export const ZAutomaticPayoutMonth = z.object({
  month: z.string(),
  findings: z.number().int(),
  amount: ZMoneyMinor,
});
export type TAutomaticPayoutMonth = z.infer<typeof ZAutomaticPayoutMonth>;

export const ZPayoutSummary = z.object({
  currency: z.string(),
  commission_percent: z.number(),
  /** Our cases, newest month first. */
  months: z.array(ZPayoutMonth),
  totals: ZPayoutMonth.omit({ month: true }),
  /** Paid by Amazon on its own, newest month first. */
  automatic: z.array(ZAutomaticPayoutMonth),
  automatic_total: ZMoneyMinor,
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

/** How the payout summary names Amazon's automatic reimbursements (screen and export). */
export const PAYOUT_AUTOMATIC_LABEL = 'paid by Amazon on its own, no commission';

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
