import { DAY_MS, dayOf } from '../clock.ts';
import { roundAmount } from '../marketplaces.ts';
import { hash32 } from '../prng.ts';
import { adjustmentsOnDay } from './adjustments.ts';
import { localFulfilmentFee, sizeTier, type TDimensions, type TProduct } from './catalog.ts';
import { shipmentsCreatedBetween } from './inbound.ts';
import {
  adjustmentReimbursement,
  DAMAGED_RETURN_WAIT_MS,
  damagedReturnPlanted,
  refundWithoutReturnPlanted,
} from './reimbursements.ts';
import type { TSellerData } from './seller-data.ts';

/**
 * Days Amazon's own reconciliation has before a lost batch or an inbound shortage is a finding (the
 * audit's policy: ordinary lost units are found or paid within 40 days, shortages within 44 days of the
 * last receipt). Counted in whole UTC days from the ledger day of the loss or of the shipment's last
 * receipt, as the audit counts them.
 */
export const RECONCILE_WAIT_DAYS = 45;

// The findings a reimbursement audit of a sandbox seller must come up with (see ANOMALIES.md). Tests of
// the reimbursement module compare their results with this list.
export type TAnomaly =
  | {
      kind: 'lost-not-reimbursed';
      at: number;
      sku: string;
      fnsku: string;
      quantity: number;
      referenceId: string;
    }
  | {
      kind: 'short-received';
      shipmentId: string;
      closedAt: number;
      sku: string;
      shipped: number;
      received: number;
    }
  | {
      kind: 'refund-without-return';
      amazonOrderId: string;
      refundedAt: number;
      sku: string;
      quantity: number;
    }
  | { kind: 'wrong-size-tier'; sku: string; trueTier: string; chargedTier: string; feeDifference: number }
  | {
      kind: 'damaged-return-not-reimbursed';
      amazonOrderId: string;
      returnedAt: number;
      sku: string;
      quantity: number;
      disposition: string;
    }
  | {
      kind: 'underpaid-reimbursement';
      reimbursementId: string;
      approvedAt: number;
      sku: string;
      quantity: number;
      paidPerUnit: number;
      duePerUnit: number;
    };

/** The one SKU per seller whose fee report is based on dimensions Amazon measured wrong. */
export function mismeasuredSku(data: TSellerData): TProduct | null {
  const candidates = data.catalog.filter(
    (p) => p.channel === 'AFN' && sizeTier(p.dimensions) !== sizeTier(amazonMeasured(p.dimensions)),
  );
  if (candidates.length === 0) return null;
  return candidates[hash32('mismeasured', data.profile.sellingPartnerId) % candidates.length] ?? null;
}

/** Amazon's warehouse measurement of the mismeasured SKU: every side 60 % longer, weight doubled. */
export function amazonMeasured(d: TDimensions): TDimensions {
  const r = (v: number) => Math.round(v * 100) / 100;
  return {
    length: r(d.length * 1.6),
    width: r(d.width * 1.6),
    height: r(d.height * 1.6 + 1),
    weight: r(d.weight * 2),
  };
}

export function plantedAnomalies(data: TSellerData, now: number): TAnomaly[] {
  const out: TAnomaly[] = [];
  for (let day = data.profile.startDay; day <= dayOf(now); day++) {
    for (const adj of adjustmentsOnDay(data, day)) {
      // Paid below the manufacturing cost Amazon's policy owes (the sandbox's cost: reimbursementValue).
      const paid = adjustmentReimbursement(data, adj);
      if (paid && paid.approvedAt <= now && paid.amountPerUnit < paid.duePerUnit) {
        out.push({
          kind: 'underpaid-reimbursement',
          reimbursementId: paid.reimbursementId,
          approvedAt: paid.approvedAt,
          sku: paid.product.sku,
          quantity: paid.quantity,
          paidPerUnit: paid.amountPerUnit,
          duePerUnit: paid.duePerUnit,
        });
      }
      if (adj.planted && dayOf(now) - dayOf(adj.at) >= RECONCILE_WAIT_DAYS) {
        out.push({
          kind: 'lost-not-reimbursed',
          at: adj.at,
          sku: adj.product.sku,
          fnsku: adj.product.fnsku ?? '',
          quantity: adj.quantity,
          referenceId: adj.id,
        });
      }
    }
  }
  for (const shipment of shipmentsCreatedBetween(data, 0, now)) {
    const s = shipment.shortage;
    const item = shipment.items[0];
    const lastReceipt = Math.max(...shipment.items.flatMap((i) => i.receipts.map(([at]) => at)));
    if (
      s &&
      !s.reimbursed &&
      item &&
      shipment.closedAt <= now &&
      dayOf(now) - dayOf(lastReceipt) >= RECONCILE_WAIT_DAYS
    ) {
      out.push({
        kind: 'short-received',
        shipmentId: shipment.shipmentId,
        closedAt: shipment.closedAt,
        sku: s.sku,
        shipped: item.quantityShipped,
        received: item.quantityReceivedFinal,
      });
    }
  }
  // A refund becomes a claim once 45 days pass without the unit coming back; a carrier-damaged return
  // once Amazon's payment is overdue.
  for (let day = data.profile.startDay; day <= dayOf(now); day++) {
    for (const order of data.ordersOn(day)) {
      if (order.channel !== 'AFN') continue;
      for (const item of order.items) {
        const ret = item.return;
        // Came back damaged by the carrier, and Amazon never paid (listed once its payment is overdue).
        if (
          ret?.receivedAt != null &&
          ret.disposition === 'CARRIER_DAMAGED' &&
          damagedReturnPlanted(order.amazonOrderId) &&
          ret.receivedAt + DAMAGED_RETURN_WAIT_MS <= now
        ) {
          out.push({
            kind: 'damaged-return-not-reimbursed',
            amazonOrderId: order.amazonOrderId,
            returnedAt: ret.receivedAt,
            sku: item.product.sku,
            quantity: ret.quantity,
            disposition: ret.disposition,
          });
        }
        if (!refundWithoutReturnPlanted(order.amazonOrderId)) continue;
        if (ret && ret.receivedAt === null && ret.refundedAt + 45 * DAY_MS <= now) {
          out.push({
            kind: 'refund-without-return',
            amazonOrderId: order.amazonOrderId,
            refundedAt: ret.refundedAt,
            sku: item.product.sku,
            quantity: ret.quantity,
          });
        }
      }
    }
  }
  const wrong = mismeasuredSku(data);
  if (wrong) {
    const trueTier = sizeTier(wrong.dimensions);
    const measured = amazonMeasured(wrong.dimensions);
    const chargedTier = sizeTier(measured);
    out.push({
      kind: 'wrong-size-tier',
      sku: wrong.sku,
      trueTier,
      chargedTier,
      // In the seller's currency, as the fee report and Finances charge it.
      feeDifference: roundAmount(
        localFulfilmentFee(measured, wrong.currency) - localFulfilmentFee(wrong.dimensions, wrong.currency),
        wrong.currency,
      ),
    });
  }
  return out;
}
