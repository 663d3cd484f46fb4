import { loadPayments, type TPayment } from '../../../lib/reimburse-payments.ts';
import { addDays, daysBetween } from './policy.ts';

// Amazon's payments for lost or short units, from both places they show: the reimbursements report
// (GET_FBA_REIMBURSEMENTS_DATA) and the Finances adjustments (WAREHOUSE_LOST, MISSING_FROM_INBOUND, …,
// Amazon's reimbursement id in transaction_number). Neither names the ledger event or the shipment it
// pays for, so a payment is matched to a loss by SKU, by date (approved on or after the loss, within
// the policy's match days) and preferably by quantity; each payment pays one loss only.

export { loadPayments, type TPayment };

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
