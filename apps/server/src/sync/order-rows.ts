import type { orderItems, orders } from '../db/schema/index.ts';
import type { TSpOrder, TSpOrderItem } from '../integrations/amazon/sp-api.ts';
import { intOf, moneyOf, reportDate, textOf } from './report-rows.ts';

type TOrderRow = typeof orders.$inferInsert;
type TItemRow = typeof orderItems.$inferInsert;

/**
 * Rows of the all-orders flat file (one per order item) as orders and items. The file has no delivery
 * dates: those columns are left out, so an upsert from it never erases what searchOrders wrote.
 */
export function ordersFromReport(
  channelId: string,
  marketplaceId: string,
  records: Record<string, string>[],
): { orders: TOrderRow[]; items: TItemRow[] } {
  const byId = new Map<string, TOrderRow>();
  const items: TItemRow[] = [];
  for (const r of records) {
    const id = r['amazon-order-id'];
    const purchaseDate = reportDate(r['purchase-date']);
    if (!id || !purchaseDate) continue;
    const price = moneyOf(r['item-price']);
    let order = byId.get(id);
    if (!order) {
      order = {
        channelId,
        amazonOrderId: id,
        marketplaceId,
        status: r['order-status'] ?? 'Pending',
        purchaseDate,
        lastUpdateDate: reportDate(r['last-updated-date']) ?? purchaseDate,
        fulfillmentChannel: r['fulfillment-channel'] === 'Amazon' ? 'AFN' : 'MFN',
        orderTotal: '0.00',
        currency: textOf(r.currency),
        isBusinessOrder: r['is-business-order'] === 'true',
      };
      byId.set(id, order);
    }
    order.orderTotal = (Number(order.orderTotal) + Number(price ?? 0)).toFixed(2);
    if (r.sku && r.asin) {
      items.push({
        channelId,
        amazonOrderId: id,
        sku: r.sku,
        asin: r.asin,
        title: textOf(r['product-name']),
        quantity: intOf(r.quantity) ?? 0,
        itemPrice: price,
        currency: textOf(r.currency),
      });
    }
  }
  return { orders: [...byId.values()], items };
}

// Orders 2026 names statuses in capitals; the rows keep v0's names, which the all-orders report, the
// review-request rules and every stored row already use.
const V0_STATUS: Record<string, string> = {
  PENDING_AVAILABILITY: 'PendingAvailability',
  PENDING: 'Pending',
  UNSHIPPED: 'Unshipped',
  PARTIALLY_SHIPPED: 'PartiallyShipped',
  SHIPPED: 'Shipped',
  CANCELLED: 'Canceled',
  UNFULFILLABLE: 'Unfulfillable',
};
const CHANNEL: Record<string, string> = { AMAZON: 'AFN', MERCHANT: 'MFN' };

/** searchOrders' / getOrder's Order as a row, with the delivery and ship windows the flat file lacks. */
export function orderFromApi(channelId: string, o: TSpOrder): TOrderRow {
  const date = (v?: string) => (v ? new Date(v) : null);
  const { fulfillment } = o;
  return {
    channelId,
    amazonOrderId: o.orderId,
    marketplaceId: o.salesChannel.marketplaceId ?? null,
    status: V0_STATUS[fulfillment.fulfillmentStatus] ?? fulfillment.fulfillmentStatus,
    purchaseDate: new Date(o.createdTime),
    lastUpdateDate: new Date(o.lastUpdatedTime),
    fulfillmentChannel: CHANNEL[fulfillment.fulfilledBy ?? ''] ?? null,
    earliestDeliveryDate: date(fulfillment.deliverByWindow?.earliestDateTime),
    latestDeliveryDate: date(fulfillment.deliverByWindow?.latestDateTime),
    // What the review-request exclusions read (issue 25).
    isBusinessOrder: o.programs?.includes('AMAZON_BUSINESS') ?? false,
    isReplacementOrder: (o.associatedOrders ?? []).some(
      (a) => a.associationType === 'REPLACEMENT_ORIGINAL_ID',
    ),
    latestShipDate: date(fulfillment.shipByWindow?.latestDateTime),
  };
}

/**
 * An Order's item as a row; an item without a SKU is keyed by its ASIN. The row's price is the line's
 * (unit price × quantity), as v0's ItemPrice and the all-orders report's item-price are.
 */
export function itemFromApi(channelId: string, amazonOrderId: string, item: TSpOrderItem): TItemRow {
  const unit = item.product.price?.unitPrice;
  return {
    channelId,
    amazonOrderId,
    sku: item.product.sellerSku ?? item.product.asin,
    asin: item.product.asin,
    orderItemId: item.orderItemId,
    title: textOf(item.product.title),
    quantity: item.quantityOrdered,
    itemPrice: unit ? moneyOf(String(Number(unit.amount) * item.quantityOrdered)) : null,
    currency: textOf(unit?.currencyCode),
  };
}
