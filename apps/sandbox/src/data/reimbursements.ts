import { DAY_MS, dayOf, HOUR_MS } from '../clock.ts';
import { roundAmount } from '../marketplaces.ts';
import { hash32, rngFor } from '../prng.ts';
import { adjustmentsOnDay, type TAdjustment } from './adjustments.ts';
import { casePaymentsBetween } from './case-payments.ts';
import type { TProduct } from './catalog.ts';
import { shipmentsCreatedBetween } from './inbound.ts';
import type { TSellerData } from './seller-data.ts';

export type TReimbursement = {
  approvedAt: number;
  reimbursementId: string;
  caseId: string;
  amazonOrderId: string;
  reason: 'Lost_Warehouse' | 'Damaged_Warehouse' | 'CustomerReturn' | 'Lost_Inbound';
  product: TProduct;
  currency: string;
  amountPerUnit: number;
  quantity: number;
  /** What Amazon's policy says a unit is worth; above amountPerUnit when the payment is planted short. */
  duePerUnit: number;
};

// Since March 2025 Amazon values reimbursed units at manufacturing cost instead of the sale price.
const COST_BASIS_FROM = Date.UTC(2025, 2, 1);

export function reimbursementValue(product: TProduct, at: number): number {
  const share = at >= COST_BASIS_FROM ? 0.38 : 0.72;
  return roundAmount(product.price * share, product.currency);
}

/**
 * One warehouse reimbursement in eight since the cost-basis rule is paid at 60 % of the manufacturing
 * cost it owes (planted: the audit's "underpaid reimbursement").
 */
export function underpaidPlanted(
  source: string,
  reason: TReimbursement['reason'],
  approvedAt: number,
): boolean {
  return (
    approvedAt >= COST_BASIS_FROM &&
    (reason === 'Lost_Warehouse' || reason === 'Damaged_Warehouse') &&
    hash32('underpaid', source) % 8 === 0
  );
}
const UNDERPAID_SHARE = 0.6;

/** Returns the carrier damaged that Amazon never pays for (planted: a quarter of them). */
export function damagedReturnPlanted(orderId: string): boolean {
  return hash32('damaged-return', orderId) % 4 === 0;
}
/** When a carrier-damaged return Amazon has not paid for becomes a finding: after its 20–35 days. */
export const DAMAGED_RETURN_WAIT_MS = 45 * DAY_MS;

/** Buyers refunded for an FBA unit they never sent back that Amazon never pays for (claimable after 45 days). */
export function refundWithoutReturnPlanted(orderId: string): boolean {
  return hash32('unreturned', orderId) % 4 === 0;
}

function make(
  source: string,
  approvedAt: number,
  reason: TReimbursement['reason'],
  product: TProduct,
  quantity: number,
  amazonOrderId = '',
  caseId = '',
): TReimbursement {
  const rng = rngFor('reimbursement', source);
  const due = reimbursementValue(product, approvedAt);
  const paid = underpaidPlanted(source, reason, approvedAt)
    ? roundAmount(due * UNDERPAID_SHARE, product.currency)
    : due;
  return {
    approvedAt,
    reimbursementId: rng.digits(10),
    caseId,
    amazonOrderId,
    reason,
    product,
    currency: product.currency,
    amountPerUnit: paid,
    quantity,
    duePerUnit: due,
  };
}

/** Amazon's payment for a lost or damaged batch; null when it pays nothing (found again, or planted). */
export function adjustmentReimbursement(data: TSellerData, adj: TAdjustment): TReimbursement | null {
  if (adj.reimbursedAt === null) return null;
  const reason = adj.kind === 'lost' ? 'Lost_Warehouse' : 'Damaged_Warehouse';
  const source = `${data.profile.sellingPartnerId}:adj:${adj.id}`;
  return make(source, adj.reimbursedAt, reason, adj.product, adj.quantity);
}

/** Reimbursements approved in [fromMs, toMs], oldest first. */
export function reimbursementsBetween(data: TSellerData, fromMs: number, toMs: number): TReimbursement[] {
  const out: TReimbursement[] = [];
  const keep = (r: TReimbursement) => {
    if (r.approvedAt >= fromMs && r.approvedAt <= toMs) out.push(r);
  };
  const firstDay = dayOf(fromMs);
  const lastDay = dayOf(toMs);
  const sellerId = data.profile.sellingPartnerId;

  for (let day = firstDay - 45; day <= lastDay; day++) {
    for (const adj of adjustmentsOnDay(data, day)) {
      const r = adjustmentReimbursement(data, adj);
      if (r) keep(r);
    }
  }
  // Refund around day 30 after purchase at the latest; Amazon pays a unit never sent back 30–44 days
  // after the refund, within the 45 days the seller must wait before claiming it.
  for (let day = firstDay - 100; day <= lastDay; day++) {
    for (const order of data.ordersOn(day)) {
      if (order.channel !== 'AFN') continue;
      for (const item of order.items) {
        const ret = item.return;
        if (!ret) continue;
        // The return's payment, `days` days and some of `spread` more after `from`.
        const pay = (tag: string, salt: string, from: number, days: number, spread: number) =>
          keep(
            make(
              `${sellerId}:${tag}:${item.orderItemId}`,
              from + (days + (hash32(salt, item.orderItemId) % spread)) * DAY_MS,
              'CustomerReturn',
              item.product,
              ret.quantity,
              order.amazonOrderId,
            ),
          );
        // A unit the carrier damaged on its way back is paid 20–35 days after it arrived (planted: never).
        if (ret.receivedAt != null && ret.disposition === 'CARRIER_DAMAGED') {
          if (!damagedReturnPlanted(order.amazonOrderId)) pay('dmg', 'damaged-pay', ret.receivedAt, 20, 16);
          continue;
        }
        if (ret.receivedAt !== null || refundWithoutReturnPlanted(order.amazonOrderId)) continue;
        pay('ret', 'unreturned-pay', ret.refundedAt, 30, 15);
      }
    }
  }
  for (const shipment of shipmentsCreatedBetween(data, fromMs - 60 * DAY_MS, toMs)) {
    const shortage = shipment.shortage;
    const product = shortage && data.bySku.get(shortage.sku);
    if (!shortage?.reimbursed || !product) continue;
    const approvedAt =
      shipment.closedAt + (20 + (hash32('inbound-pay', shipment.shipmentId) % 20)) * DAY_MS + 9 * HOUR_MS;
    keep(
      make(
        `${sellerId}:inb:${shipment.shipmentId}`,
        approvedAt,
        'Lost_Inbound',
        product,
        shortage.units,
        '',
        `${hash32('case', shipment.shipmentId)}`.padStart(10, '1'),
      ),
    );
  }
  // Cases a person filed in Seller Central that Amazon paid (POST /sandbox/cases).
  out.push(...casePaymentsBetween(data, fromMs, toMs));
  return out.sort((a, b) => a.approvedAt - b.approvedAt);
}
