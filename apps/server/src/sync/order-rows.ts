import type { orderItems, orders } from '../db/schema/index.ts';
import type { TSpOrder, TSpOrderItem } from '../integrations/amazon/sp-api.ts';
import { intOf, moneyOf, reportDate, textOf } from './report-rows.ts';

type TOrderRow = typeof orders.$inferInsert;
type TItemRow = typeof orderItems.$inferInsert;

/**
 * Rows of the all-orders flat file (one per order item) as orders and items. The file has no delivery
 * dates: those columns are left out, so an upsert from it never erases what getOrders wrote.
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

/** getOrders' Order as a row, with the delivery window the flat file lacks. */
export function orderFromApi(channelId: string, o: TSpOrder): TOrderRow {
  const date = (v?: string) => (v ? new Date(v) : null);
  return {
    channelId,
    amazonOrderId: o.AmazonOrderId,
    marketplaceId: o.MarketplaceId ?? null,
    status: o.OrderStatus,
    purchaseDate: new Date(o.PurchaseDate),
    lastUpdateDate: new Date(o.LastUpdateDate),
    fulfillmentChannel: o.FulfillmentChannel ?? null,
    earliestDeliveryDate: date(o.EarliestDeliveryDate),
    latestDeliveryDate: date(o.LatestDeliveryDate),
  };
}

/** getOrderItems' OrderItem as a row; an item without a SKU is keyed by its ASIN. */
export function itemFromApi(channelId: string, amazonOrderId: string, item: TSpOrderItem): TItemRow {
  return {
    channelId,
    amazonOrderId,
    sku: item.SellerSKU ?? item.ASIN,
    asin: item.ASIN,
    orderItemId: item.OrderItemId,
    title: textOf(item.Title),
    quantity: item.QuantityOrdered,
    itemPrice: moneyOf(item.ItemPrice?.Amount),
    currency: textOf(item.ItemPrice?.CurrencyCode),
  };
}
