import { toMinorUnits } from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import type { TAuditContext } from './detector.ts';
import { addDays, daysBetween } from './policy.ts';

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

/** A loss waiting for its payment: its SKU keys, its day, the units still unpaid, what pays it. */
export type TClaim = {
  keys: (string | null)[];
  day: string;
  units: number;
  reasons: readonly string[];
  paid: TPayment[];
};

/**
 * Hands each payment to the loss it most plausibly pays, across all of them at once (so an older loss
 * Amazon never paid does not take the payment of a later one): the same SKU and an accepted reason,
 * approved on or after the loss and within `matchDays`; pairs of the same quantity first, then those
 * whose delay is nearest Amazon's usual one (`typicalDays`). Takes what it assigns out of `payments`.
 */
export function assignPayments(
  claims: TClaim[],
  payments: TPayment[],
  options: { typicalDays: number; matchDays: number },
): void {
  const byKey = new Map<string, TPayment[]>();
  for (const p of payments) {
    const list = byKey.get(p.key) ?? [];
    list.push(p);
    byKey.set(p.key, list);
  }
  type TPair = { claim: TClaim; payment: TPayment; exact: boolean; distance: number };
  const pairs: TPair[] = [];
  for (const claim of claims) {
    if (claim.units <= 0) continue;
    const last = addDays(claim.day, options.matchDays);
    const seen = new Set<TPayment>();
    for (const key of claim.keys) {
      for (const payment of (key && byKey.get(key)) || []) {
        if (seen.has(payment) || payment.approvedOn < claim.day || payment.approvedOn > last) continue;
        if (!claim.reasons.includes(payment.reason)) continue;
        seen.add(payment);
        pairs.push({
          claim,
          payment,
          exact: payment.quantity === claim.units,
          distance: Math.abs(daysBetween(claim.day, payment.approvedOn) - options.typicalDays),
        });
      }
    }
  }
  pairs.sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) ||
      a.distance - b.distance ||
      (a.payment.approvedOn < b.payment.approvedOn
        ? -1
        : a.payment.approvedOn > b.payment.approvedOn
          ? 1
          : 0),
  );
  const used = new Set<TPayment>();
  for (const { claim, payment } of pairs) {
    if (used.has(payment) || claim.units <= 0) continue;
    used.add(payment);
    claim.units -= Math.min(claim.units, Math.max(payment.quantity, 1));
    claim.paid.push(payment);
  }
  for (let i = payments.length - 1; i >= 0; i--) {
    if (used.has(payments[i] as TPayment)) payments.splice(i, 1);
  }
}
