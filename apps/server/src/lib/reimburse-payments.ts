import { toMinorUnits } from '@seller-tools/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';

// Amazon's payments for a store, from both places they show: the reimbursements report
// (GET_FBA_REIMBURSEMENTS_DATA, with the case-id when a person's case paid) and the Finances adjustments
// (WAREHOUSE_LOST, MISSING_FROM_INBOUND, …, Amazon's reimbursement id in transaction_number; one not
// already in the report). The audit matches them to losses, the cases to filed cases.

export type TPayment = {
  reimbursementId: string;
  /** The SKU (or FNSKU when the row has no SKU). */
  key: string;
  sku: string | null;
  fnsku: string | null;
  reason: string;
  approvedOn: string;
  quantity: number;
  amountMinor: number;
  caseId: string | null;
  amazonOrderId: string | null;
  /** A reversal's original payment (the report's original-reimbursement-id). */
  originalReimbursementId: string | null;
  source: 'reimbursements-report' | 'financial-events';
};

type TRow = {
  id: string;
  sku: string | null;
  fnsku: string | null;
  reason: string;
  day: string;
  quantity: number | null;
  amount: string | null;
  case_id: string | null;
  order_id: string | null;
  original_id: string | null;
  source: TPayment['source'];
};

const anyOf = (column: SQL, values: string[] | null) =>
  values === null
    ? sql`true`
    : sql`${column} in (${sql.join(
        values.map((r) => sql`${r}`),
        sql`, `,
      )})`;

/**
 * The store's payments for the given report reasons and their Finances adjustment types (null: every
 * reason, every adjustment type; the case matching reads them all).
 */
export async function loadPayments(
  context: { db: TDb; store: { channelId: string; currency: string } },
  reasons: string[] | null,
  adjustmentTypes: string[] | null,
): Promise<TPayment[]> {
  const { db, store } = context;
  const result = await db.execute(sql`
    select r.reimbursement_id as id, r.sku, r.fnsku, r.reason, r.approval_date::date::text as day,
           coalesce(r.quantity_reimbursed_total, r.quantity_reimbursed_cash, 0)::int as quantity,
           r.amount_total::text as amount, r.case_id, r.amazon_order_id as order_id,
           r.original_reimbursement_id as original_id, 'reimbursements-report' as source
      from fba_reimbursements r
     where r.channel_id = ${store.channelId} and ${anyOf(sql`r.reason`, reasons)}
    union all
    select e.transaction_number, min(e.seller_sku), min(e.fnsku), min(e.event_type),
           min(e.posted_date)::date::text, sum(coalesce(e.quantity, 0))::int, sum(e.amount)::text,
           null, min(e.amazon_order_id), null, 'financial-events'
      from financial_events e
     where e.channel_id = ${store.channelId} and e.event_group = 'Adjustment'
       and ${anyOf(sql`e.event_type`, adjustmentTypes)} and e.transaction_number is not null
       and not exists (select 1 from fba_reimbursements r where r.channel_id = e.channel_id
                         and r.reimbursement_id = e.transaction_number)
     group by e.transaction_number
     order by day, id`);
  return (result.rows as TRow[])
    .filter((r) => r.sku || r.fnsku)
    .map((r) => ({
      reimbursementId: r.id,
      key: (r.sku || r.fnsku) as string,
      sku: r.sku,
      fnsku: r.fnsku,
      reason: r.reason,
      approvedOn: r.day,
      quantity: r.quantity ?? 0,
      amountMinor: r.amount === null ? 0 : toMinorUnits(r.amount, context.store.currency),
      caseId: r.case_id,
      amazonOrderId: r.order_id || null,
      originalReimbursementId: r.original_id || null,
      source: r.source,
    }));
}
