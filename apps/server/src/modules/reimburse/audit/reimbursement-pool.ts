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

/** A shortage (or loss) waiting for its payment, as settleByWindow reads and leaves it. */
export type TWindowClaim = TClaim & {
  /** Payments that could have paid it but, matched another way, pay a neighbour of the same SKU. */
  possible: TPayment[];
};

type TWindowOptions = {
  /** Days after the claim's day within which Amazon's own payment of it comes (both ends included). */
  windowDays: { from: number; to: number };
  typicalDays: number;
  matchDays: number;
};

/**
 * Matches Amazon's payments to claims when the payment names neither the event nor the shipment (Amazon's
 * Lost_Inbound rows carry no shipment id) and its timing is the only clue: Amazon pays on its own within
 * `windowDays` of the claim's day. A claim counts as paid only for the units Amazon surely paid it, in
 * EVERY way its SKU's payments could be matched to its SKU's claims: the units the largest matching gives
 * it even when it takes as little as it can (the largest flow, less the largest flow without it). So
 * when one payment fits two shortages of the same SKU and quantity equally well, neither is taken as
 * paid: both stay findings, each listing the payment in `possible` for whoever files it to check which
 * shipment Amazon's case named. Deterministic: the answer does not depend on the order of the rows.
 * Payments outside every claim's window (a late payment after a case) then go, nearest Amazon's usual
 * delay first, to the claims still open within `matchDays`. Takes what it assigns out of `payments`.
 */
export function settleByWindow(claims: TWindowClaim[], payments: TPayment[], options: TWindowOptions): void {
  const { windowDays } = options;
  const delay = (claim: TClaim, payment: TPayment) => daysBetween(claim.day, payment.approvedOn);
  const sameKey = (claim: TClaim, payment: TPayment) =>
    claim.reasons.includes(payment.reason) &&
    claim.keys.some((k) => k && (k === payment.key || k === payment.sku || k === payment.fnsku));
  const fits = (claim: TClaim, payment: TPayment) => {
    const d = delay(claim, payment);
    return claim.units > 0 && sameKey(claim, payment) && d >= windowDays.from && d <= windowDays.to;
  };
  const open = claims.filter((c) => c.units > 0);
  const edges = new Map<TPayment, TWindowClaim[]>();
  for (const payment of payments) {
    const fitting = open.filter((c) => fits(c, payment));
    if (fitting.length > 0) edges.set(payment, fitting);
  }
  // Components: claims linked through payments that could pay them (one SKU's shortages at most).
  const seen = new Set<TWindowClaim>();
  const used = new Set<TPayment>();
  for (const start of open) {
    if (seen.has(start)) continue;
    const group: TWindowClaim[] = [];
    const groupPayments: TPayment[] = [];
    const queue = [start];
    seen.add(start);
    while (queue.length > 0) {
      const claim = queue.pop() as TWindowClaim;
      group.push(claim);
      for (const [payment, fitting] of edges) {
        if (!fitting.includes(claim) || groupPayments.includes(payment)) continue;
        groupPayments.push(payment);
        for (const other of fitting) {
          if (!seen.has(other)) {
            seen.add(other);
            queue.push(other);
          }
        }
      }
    }
    if (groupPayments.length === 0) continue;
    const units = group.map((c) => c.units);
    const network = (without: number) =>
      maxFlow(
        groupPayments.map((p) => Math.max(p.quantity, 1)),
        units.map((u, j) => (j === without ? 0 : u)),
        groupPayments.map((p) => group.map((c) => (edges.get(p) as TWindowClaim[]).includes(c))),
      );
    const full = network(-1);
    for (const [j, claim] of group.entries()) {
      const surely = Math.min(claim.units, full.total - network(j).total);
      for (const [i, payment] of groupPayments.entries()) {
        if (surely > 0 && (full.flow[i]?.[j] ?? 0) > 0) claim.paid.push(payment);
        else if ((edges.get(payment) as TWindowClaim[]).includes(claim)) claim.possible.push(payment);
      }
      claim.units -= surely;
    }
    for (const payment of groupPayments) used.add(payment);
  }
  // Late payments (after a case, say): none of the windows holds them.
  const late = payments
    .filter((p) => !used.has(p))
    .sort((a, b) => (a.approvedOn < b.approvedOn ? -1 : a.approvedOn > b.approvedOn ? 1 : 0));
  for (const payment of late) {
    const candidates = open.filter((c) => {
      const d = delay(c, payment);
      return c.units > 0 && sameKey(c, payment) && d >= 0 && d <= options.matchDays;
    });
    candidates.sort(
      (a, b) =>
        Number(payment.quantity !== a.units) - Number(payment.quantity !== b.units) ||
        Math.abs(delay(a, payment) - options.typicalDays) -
          Math.abs(delay(b, payment) - options.typicalDays) ||
        (a.day < b.day ? -1 : a.day > b.day ? 1 : 0),
    );
    const claim = candidates[0];
    if (!claim) continue;
    claim.units -= Math.min(claim.units, Math.max(payment.quantity, 1));
    claim.paid.push(payment);
    used.add(payment);
  }
  for (let i = payments.length - 1; i >= 0; i--) {
    if (used.has(payments[i] as TPayment)) payments.splice(i, 1);
  }
}

/**
 * The largest flow of units from payments (each at most its quantity) to claims (each at most its units)
 * along the allowed pairs, and how it runs: Edmonds–Karp on a graph of a few nodes.
 */
function maxFlow(
  supply: number[],
  demand: number[],
  allowed: boolean[][],
): { total: number; flow: number[][] } {
  const n = supply.length;
  const m = demand.length;
  const flow = supply.map(() => demand.map(() => 0));
  const sent = supply.map(() => 0);
  const received = demand.map(() => 0);
  let total = 0;
  for (;;) {
    // Breadth-first from every payment with units left, through allowed pairs forward and flows back.
    const fromPayment: (number | null)[] = supply.map((s, i) => ((sent[i] as number) < s ? -1 : null));
    const fromClaim: (number | null)[] = demand.map(() => null);
    const queue: ['p' | 'c', number][] = fromPayment.flatMap((v, i) =>
      v === -1 ? [['p', i] as ['p', number]] : [],
    );
    let end = -1;
    while (queue.length > 0 && end < 0) {
      const [side, k] = queue.shift() as ['p' | 'c', number];
      if (side === 'p') {
        for (let j = 0; j < m; j++) {
          if (!allowed[k]?.[j] || fromClaim[j] !== null) continue;
          fromClaim[j] = k;
          if ((received[j] as number) < (demand[j] as number)) {
            end = j;
            break;
          }
          queue.push(['c', j]);
        }
      } else {
        for (let i = 0; i < n; i++) {
          if ((flow[i]?.[k] ?? 0) <= 0 || fromPayment[i] !== null) continue;
          fromPayment[i] = k;
          queue.push(['p', i]);
        }
      }
    }
    if (end < 0) break;
    // The path's bottleneck, then push it.
    let bottleneck = (demand[end] as number) - (received[end] as number);
    for (let j = end; ; ) {
      const i = fromClaim[j] as number;
      const back = fromPayment[i] as number;
      if (back === -1) {
        bottleneck = Math.min(bottleneck, (supply[i] as number) - (sent[i] as number));
        break;
      }
      bottleneck = Math.min(bottleneck, (flow[i] as number[])[back] as number);
      j = back;
    }
    for (let j = end; ; ) {
      const i = fromClaim[j] as number;
      (flow[i] as number[])[j] = ((flow[i] as number[])[j] as number) + bottleneck;
      const back = fromPayment[i] as number;
      if (back === -1) {
        sent[i] = (sent[i] as number) + bottleneck;
        break;
      }
      (flow[i] as number[])[back] = ((flow[i] as number[])[back] as number) - bottleneck;
      j = back;
    }
    received[end] = (received[end] as number) + bottleneck;
    total += bottleneck;
  }
  return { total, flow };
}
