import { toMinorUnits } from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import type { TAuditContext } from './detector.ts';
import { addDays } from './policy.ts';

// Amazon's payments for lost or short units, from both places they show: the reimbursements report
// (GET_FBA_REIMBURSEMENTS_DATA) and the Finances adjustments (WAREHOUSE_LOST, MISSING_FROM_INBOUND, …,
// Amazon's reimbursement id in transaction_number). Neither names the ledger event or the shipment it
// pays for, so a payment is matched to a loss by SKU, by date (approved on or after the loss, within
// the policy's match days) and preferably by quantity; each payment pays one loss only.

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
  source: TPayment['source'];
};

/** The store's payments for the given report reasons and their Finances adjustment types. */
export async function loadPayments(
  context: TAuditContext,
  reasons: string[],
  adjustmentTypes: string[],
): Promise<TPayment[]> {
  const { db, store } = context;
  const reasonList = sql.join(
    reasons.map((r) => sql`${r}`),
    sql`, `,
  );
  const typeList = sql.join(
    adjustmentTypes.map((r) => sql`${r}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select r.reimbursement_id as id, r.sku, r.fnsku, r.reason, r.approval_date::date::text as day,
           coalesce(r.quantity_reimbursed_total, r.quantity_reimbursed_cash, 0)::int as quantity,
           r.amount_total::text as amount, r.case_id, 'reimbursements-report' as source
      from fba_reimbursements r
     where r.channel_id = ${store.channelId} and r.reason in (${reasonList})
    union all
    select e.transaction_number, min(e.seller_sku), min(e.fnsku), min(e.event_type),
           min(e.posted_date)::date::text, sum(coalesce(e.quantity, 0))::int, sum(e.amount)::text,
           null, 'financial-events'
      from financial_events e
     where e.channel_id = ${store.channelId} and e.event_group = 'Adjustment'
       and e.event_type in (${typeList}) and e.transaction_number is not null
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
      source: r.source,
    }));
}

/** Payments not yet taken, per SKU, oldest first; `take` hands one to the loss it pays. */
export class PaymentPool {
  private readonly byKey = new Map<string, TPayment[]>();
  private readonly matchDays: number;

  constructor(payments: TPayment[], matchDays: number) {
    this.matchDays = matchDays;
    for (const p of payments) {
      const list = this.byKey.get(p.key) ?? [];
      list.push(p);
      this.byKey.set(p.key, list);
    }
  }

  /**
   * The payment for `units` of `keys` (SKU, then FNSKU) lost on `day`: approved on or after it and within
   * the match days, the same quantity first, else the oldest. Null when none is left.
   */
  take(keys: (string | null)[], day: string, units: number): TPayment | null {
    const last = addDays(day, this.matchDays);
    for (const key of keys) {
      if (!key) continue;
      const list = this.byKey.get(key);
      if (!list) continue;
      const fits = list.filter((p) => p.approvedOn >= day && p.approvedOn <= last);
      const pick = fits.find((p) => p.quantity === units) ?? fits[0];
      if (pick) {
        list.splice(list.indexOf(pick), 1);
        return pick;
      }
    }
    return null;
  }
}
