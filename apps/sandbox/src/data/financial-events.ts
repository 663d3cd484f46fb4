import { dayOf } from '../clock.ts';
import { amazonMeasured, mismeasuredSku } from './anomalies.ts';
import { localFulfilmentFee, type TProduct } from './catalog.ts';
import { reimbursementsBetween, type TReimbursement } from './reimbursements.ts';
import type { TSellerData } from './seller-data.ts';

// Finances v0 financial events, derived from the same orders, returns and reimbursements the reports
// show: a shipment event per shipped order (item price and tax, referral fee, FBA fulfilment fee at the
// tier of Amazon's measurement, so the planted mismeasured SKU is overcharged here too), a refund event
// per refunded return (also those never sent back), and an adjustment per reimbursement whose
// TransactionNumber is the reimbursement id of GET_FBA_REIMBURSEMENTS_DATA.

const REFERRAL_RATE = 0.15;
/** Amazon keeps a fifth of the referral fee it returns on a refund (the refund administration fee). */
const REFUND_ADMIN_SHARE = 0.2;
/** A refund comes at most ~35 days after purchase (delivery, 25 days to ask, 2 to refund). */
const REFUND_LOOKBACK_DAYS = 40;
const SHIP_LOOKBACK_DAYS = 3;

// The adjustment type Amazon posts for each reimbursement reason of the reimbursements report.
const ADJUSTMENT_TYPES: Record<TReimbursement['reason'], string> = {
  Lost_Warehouse: 'WAREHOUSE_LOST',
  Damaged_Warehouse: 'WAREHOUSE_DAMAGE',
  CustomerReturn: 'REVERSAL_REIMBURSEMENT',
  Lost_Inbound: 'MISSING_FROM_INBOUND',
};

export type TFinancialEvent =
  | { list: 'ShipmentEventList' | 'RefundEventList'; at: number; key: string; json: Record<string, unknown> }
  | { list: 'AdjustmentEventList'; at: number; key: string; json: Record<string, unknown> };

const r2 = (n: number) => Math.round(n * 100) / 100;
const money = (currency: string, amount: number) => ({ CurrencyCode: currency, CurrencyAmount: r2(amount) });
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The per-unit FBA fulfilment fee Amazon charges for a product (its own measurement). */
export function chargedFulfilmentFee(data: TSellerData, product: TProduct): number {
  const d = product === mismeasuredSku(data) ? amazonMeasured(product.dimensions) : product.dimensions;
  return localFulfilmentFee(d, product.currency);
}

/** Every event posted in [fromMs, toMs), oldest first (ties in a stable order). */
export function financialEventsBetween(data: TSellerData, fromMs: number, toMs: number): TFinancialEvent[] {
  const out: TFinancialEvent[] = [];
  const inWindow = (at: number | null): at is number => at !== null && at >= fromMs && at < toMs;
  for (let day = dayOf(fromMs) - REFUND_LOOKBACK_DAYS; day <= dayOf(toMs); day++) {
    for (const order of data.ordersOn(day)) {
      if (day >= dayOf(fromMs) - SHIP_LOOKBACK_DAYS && inWindow(order.shipAt)) {
        out.push({
          list: 'ShipmentEventList',
          at: order.shipAt,
          key: `s:${order.amazonOrderId}`,
          json: {
            AmazonOrderId: order.amazonOrderId,
            MarketplaceName: data.profile.home.name,
            PostedDate: iso(order.shipAt),
            ShipmentItemList: order.items.map((item) => {
              const c = item.product.currency;
              const price = item.unitPrice * item.quantity;
              const fees = [{ FeeType: 'Commission', FeeAmount: money(c, -price * REFERRAL_RATE) }];
              if (order.channel === 'AFN') {
                const fee = chargedFulfilmentFee(data, item.product) * item.quantity;
                fees.push({ FeeType: 'FBAPerUnitFulfillmentFee', FeeAmount: money(c, -fee) });
              }
              return {
                SellerSKU: item.product.sku,
                OrderItemId: item.orderItemId,
                QuantityShipped: item.quantity,
                ItemChargeList: [
                  { ChargeType: 'Principal', ChargeAmount: money(c, price) },
                  { ChargeType: 'Tax', ChargeAmount: money(c, item.tax) },
                ],
                ItemFeeList: fees,
              };
            }),
          },
        });
      }
      for (const item of order.items) {
        const ret = item.return;
        if (!ret || !inWindow(ret.refundedAt)) continue;
        const c = item.product.currency;
        const referral = ret.amount * REFERRAL_RATE;
        out.push({
          list: 'RefundEventList',
          at: ret.refundedAt,
          key: `r:${item.orderItemId}`,
          json: {
            AmazonOrderId: order.amazonOrderId,
            PostedDate: iso(ret.refundedAt),
            ShipmentItemAdjustmentList: [
              {
                SellerSKU: item.product.sku,
                OrderAdjustmentItemId: `${item.orderItemId.slice(0, -1)}R`,
                QuantityShipped: ret.quantity,
                ItemChargeAdjustmentList: [{ ChargeType: 'Principal', ChargeAmount: money(c, -ret.amount) }],
                ItemFeeAdjustmentList: [
                  { FeeType: 'Commission', FeeAmount: money(c, referral * (1 - REFUND_ADMIN_SHARE)) },
                  { FeeType: 'RefundCommission', FeeAmount: money(c, -referral * REFUND_ADMIN_SHARE) },
                ],
              },
            ],
          },
        });
      }
    }
  }
  for (const r of reimbursementsBetween(data, fromMs, toMs)) {
    if (!inWindow(r.approvedAt)) continue;
    const total = r.amountPerUnit * r.quantity;
    out.push({
      list: 'AdjustmentEventList',
      at: r.approvedAt,
      key: `a:${r.reimbursementId}`,
      json: {
        AdjustmentType: ADJUSTMENT_TYPES[r.reason],
        PostedDate: iso(r.approvedAt),
        AdjustmentAmount: money(r.currency, total),
        AdjustmentItemList: [
          {
            Quantity: String(r.quantity),
            PerUnitAmount: money(r.currency, r.amountPerUnit),
            TotalAmount: money(r.currency, total),
            SellerSKU: r.product.sku,
            FnSKU: r.product.fnsku ?? '',
            ProductDescription: r.product.title,
            ASIN: r.product.asin,
            TransactionNumber: r.reimbursementId,
          },
        ],
      },
    });
  }
  return out.sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
