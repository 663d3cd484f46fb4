import { formatMoney } from '@seller-tools/contract';
import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import { financialEvents, orderItems, orders } from '../../../../db/schema/index.ts';
import { sameStoreRow } from '../../../../lib/same-store-row.ts';
import type { TAuditContext, TDetector, TFindingDraft } from '../detector.ts';
import { addDays, byKey, deadlineAfter, minorOf, unitCosts, ymd } from './detector-kit.ts';
import {
  customerReturnsByOrder,
  ledgerReturnsByOrder,
  orderSkuKey,
  paidOf,
  productIds,
  reimbursementsByOrder,
  reimbursementsFor,
} from './order-facts.ts';

// Refunded but never returned: a Refund event in Finances charged the item's price back for an FBA
// order, and neither the customer returns report nor the ledger's CustomerReturns rows show the unit
// coming back. Amazon owes the unit once its wait (policy.refundReturnWaitDays after the refund) has
// passed; the claim is accepted for policy.refundClaimDays after that. A CustomerReturn reimbursement
// for the order (GET_FBA_REIMBURSEMENTS_DATA names the order; its Finances REVERSAL_REIMBURSEMENT
// adjustment carries the same id) closes it.

type TRefund = {
  amazonOrderId: string;
  sku: string;
  refundedAt: Date;
  quantity: number;
  principalMinor: number;
  rows: { postedDate: string; orderAdjustmentItemId: string | null; quantity: number; principal: string }[];
};

async function fbaRefunds(ctx: TAuditContext): Promise<TRefund[]> {
  const rows = await ctx.db
    .select({
      amazonOrderId: financialEvents.amazonOrderId,
      orderItemId: financialEvents.orderItemId,
      sku: financialEvents.sellerSku,
      postedDate: financialEvents.postedDate,
      quantity: financialEvents.quantity,
      amount: financialEvents.amount,
      currency: financialEvents.currency,
    })
    .from(financialEvents)
    .innerJoin(orders, sameStoreRow(orders, financialEvents, 'amazonOrderId'))
    .where(
      and(
        eq(financialEvents.channelId, ctx.store.channelId),
        eq(financialEvents.eventGroup, 'Refund'),
        eq(financialEvents.amountKind, 'charge'),
        eq(financialEvents.amountType, 'Principal'),
        lt(financialEvents.amount, '0'),
        lte(financialEvents.postedDate, ctx.asOf),
        eq(orders.fulfillmentChannel, 'AFN'),
      ),
    )
    .orderBy(financialEvents.postedDate, financialEvents.rowKey);
  const byOrderSku = new Map<string, TRefund>();
  for (const r of rows) {
    if (!r.amazonOrderId || !r.sku) continue;
    const key = orderSkuKey(r.amazonOrderId, r.sku);
    const refund = byOrderSku.get(key) ?? {
      amazonOrderId: r.amazonOrderId,
      sku: r.sku,
      refundedAt: r.postedDate,
      quantity: 0,
      principalMinor: 0,
      rows: [],
    };
    refund.quantity += r.quantity ?? 1;
    refund.principalMinor += -minorOf(r.amount, r.currency);
    refund.rows.push({
      postedDate: r.postedDate.toISOString(),
      orderAdjustmentItemId: r.orderItemId,
      quantity: r.quantity ?? 1,
      principal: r.amount,
    });
    byOrderSku.set(key, refund);
  }
  return [...byOrderSku.values()];
}

/** Units ordered per order and SKU: a refund never covers more units than were sold. */
async function orderedUnits(ctx: TAuditContext, orderIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (orderIds.length === 0) return out;
  const rows = await ctx.db
    .select({ amazonOrderId: orderItems.amazonOrderId, sku: orderItems.sku, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.channelId, ctx.store.channelId), inArray(orderItems.amazonOrderId, orderIds)));
  for (const r of rows) {
    const key = orderSkuKey(r.amazonOrderId, r.sku);
    out.set(key, (out.get(key) ?? 0) + r.quantity);
  }
  return out;
}

export const refundWithoutReturnDetector: TDetector = {
  kind: 'refund-without-return',
  async detect(ctx) {
    const { policy, store, asOf } = ctx;
    const refunds = await fbaRefunds(ctx);
    const [returns, ledger, paid, ordered, costs, ids] = await Promise.all([
      customerReturnsByOrder(ctx),
      ledgerReturnsByOrder(ctx),
      reimbursementsByOrder(ctx),
      orderedUnits(ctx, [...new Set(refunds.map((r) => r.amazonOrderId))]),
      unitCosts(ctx),
      productIds(ctx),
    ]);
    const byCost = asOf >= new Date(`${policy.manufacturingCostValuationFrom}T00:00:00Z`);
    const drafts: TFindingDraft[] = [];
    for (const refund of refunds) {
      const eligibleFrom = addDays(refund.refundedAt, policy.refundReturnWaitDays);
      // Amazon gives the buyer until the wait ends to send the unit back.
      if (asOf < eligibleFrom) continue;
      const key = orderSkuKey(refund.amazonOrderId, refund.sku);
      const customerReturns = returns.get(key) ?? [];
      const ledgerReturns = ledger.get(key) ?? [];
      // The report and the ledger show the same units: the larger count is what came back.
      const returned = Math.max(
        customerReturns.reduce((n, r) => n + r.quantity, 0),
        ledgerReturns.reduce((n, r) => n + r.quantity, 0),
      );
      const refundedUnits = Math.min(refund.quantity, ordered.get(key) ?? refund.quantity);
      const quantity = refundedUnits - returned;
      if (quantity <= 0) continue;
      const reimbursements = reimbursementsFor(paid, refund.amazonOrderId, refund.sku);
      const reimbursed = paidOf(reimbursements);
      // Paid before the claim could have been filed: Amazon's own payment, never a finding of ours.
      if (reimbursed && reimbursements.every((r) => new Date(r.approvalDate) < eligibleFrom)) continue;

      const refundedPerUnit = Math.round(refund.principalMinor / Math.max(1, refund.quantity));
      const cost = costs.get(refund.sku);
      const unitValue = byCost ? (cost ?? null) : refundedPerUnit;
      const money = (m: number) => formatMoney(m, store.currency);
      const valuation =
        unitValue === null
          ? `${quantity} × your unit cost, which is missing: enter it to value this claim`
          : byCost
            ? `${quantity} × ${money(unitValue)} unit cost you entered (Amazon values lost units at manufacturing cost)`
            : `${quantity} × ${money(unitValue)} refunded to the buyer`;
      const id = ids.get(refund.sku);
      drafts.push({
        kind: 'refund-without-return',
        findingKey: `${refund.amazonOrderId}:${refund.sku}`,
        fnsku: id?.fnsku ?? null,
        sku: refund.sku,
        asin: id?.asin ?? null,
        shipmentId: null,
        amazonOrderId: refund.amazonOrderId,
        referenceId: null,
        quantity,
        unitValueMinor: unitValue,
        estimatedValueMinor: unitValue === null ? 0 : unitValue * quantity,
        valuation,
        occurredAt: refund.refundedAt,
        claimDeadline: deadlineAfter(eligibleFrom, policy.refundClaimDays),
        actionNeeded: unitValue === null ? 'missing-cogs' : null,
        evidence: {
          amazonOrderId: refund.amazonOrderId,
          sku: refund.sku,
          refundedAt: refund.refundedAt.toISOString(),
          refundedQuantity: refundedUnits,
          returnedQuantity: returned,
          unreturnedQuantity: quantity,
          refundedPrincipal: money(refund.principalMinor),
          claimableFrom: ymd(eligibleFrom),
          refunds: refund.rows,
          customerReturns,
          ledgerCustomerReturns: ledgerReturns,
          reimbursements,
        },
        reimbursed,
      });
    }
    return drafts.sort(byKey);
  },
};
