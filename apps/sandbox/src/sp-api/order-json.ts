import { isoSeconds } from '../clock.ts';
import { lastUpdateAt, orderStatusAt, type TOrder, type TOrderItem } from '../data/orders.ts';
import type { TMarketplace } from '../marketplaces.ts';

const money = (amount: number, currency: string) => ({ CurrencyCode: currency, Amount: amount.toFixed(2) });
const money2026 = (amount: number, currency: string) => ({
  amount: amount.toFixed(2),
  currencyCode: currency,
});

// Orders v0 `Order`, as of a moment (statuses and LastUpdateDate move with the clock).
export function orderV0(order: TOrder, at: number, marketplace: TMarketplace) {
  const status = orderStatusAt(order, at);
  const shipped = status === 'Shipped' ? order.items.reduce((n, i) => n + i.quantity, 0) : 0;
  const units = order.items.reduce((n, i) => n + i.quantity, 0);
  return {
    AmazonOrderId: order.amazonOrderId,
    PurchaseDate: isoSeconds(order.purchaseDate),
    LastUpdateDate: isoSeconds(lastUpdateAt(order, at)),
    OrderStatus: status,
    FulfillmentChannel: order.channel,
    SalesChannel: marketplace.name,
    ShipServiceLevel: order.shipServiceLevel,
    // Amazon leaves the total out while an order is Pending.
    ...(status === 'Pending' ? {} : { OrderTotal: money(order.total, marketplace.currency) }),
    NumberOfItemsShipped: shipped,
    NumberOfItemsUnshipped: status === 'Canceled' ? 0 : units - shipped,
    PaymentMethod: 'Other',
    PaymentMethodDetails: ['Standard'],
    MarketplaceId: marketplace.id,
    ShipmentServiceLevelCategory: order.isPrime ? 'Expedited' : 'Standard',
    OrderType: 'StandardOrder',
    EarliestShipDate: isoSeconds(order.earliestShipDate),
    LatestShipDate: isoSeconds(order.latestShipDate),
    EarliestDeliveryDate: isoSeconds(order.earliestDeliveryDate),
    LatestDeliveryDate: isoSeconds(order.latestDeliveryDate),
    IsBusinessOrder: order.isBusiness,
    IsPrime: order.isPrime,
    IsPremiumOrder: false,
    IsGlobalExpressEnabled: false,
    IsReplacementOrder: false,
    IsSoldByAB: false,
    IsISPU: false,
    IsAccessPointOrder: false,
    HasRegulatedItems: false,
    // The model gives the address only once an order can ship (Unshipped, Shipped), and without a
    // restricted data token only its non-personal part; buyer details (BuyerInfo) need one too. The
    // sandbox issues no restricted data tokens, so it never sends buyer PII.
    ...(status === 'Unshipped' || status === 'Shipped'
      ? {
          ShippingAddress: {
            City: order.address.city,
            StateOrRegion: order.address.state,
            PostalCode: order.address.postalCode,
            CountryCode: order.address.countryCode,
          },
        }
      : {}),
  };
}

export function orderItemV0(item: TOrderItem, order: TOrder, at: number, currency: string) {
  const status = orderStatusAt(order, at);
  return {
    ASIN: item.product.asin,
    SellerSKU: item.product.sku,
    OrderItemId: item.orderItemId,
    Title: item.product.title,
    QuantityOrdered: item.quantity,
    QuantityShipped: status === 'Shipped' ? item.quantity : 0,
    ProductInfo: { NumberOfItems: '1' },
    ...(status === 'Pending'
      ? {}
      : {
          ItemPrice: money(item.unitPrice * item.quantity, currency),
          ItemTax: money(item.tax, currency),
          PromotionDiscount: money(0, currency),
        }),
    IsGift: 'false',
    ConditionId: 'New',
    ConditionSubtypeId: 'New',
    IsTransparency: false,
    SerialNumberRequired: false,
  };
}

const STATUS_2026 = {
  Pending: 'PENDING',
  Unshipped: 'UNSHIPPED',
  Shipped: 'SHIPPED',
  Canceled: 'CANCELLED',
} as const;
export const FULFILLMENT_STATUSES_2026 = Object.values(STATUS_2026);
export function statusFrom2026(value: string) {
  return (
    (Object.keys(STATUS_2026) as (keyof typeof STATUS_2026)[]).find((k) => STATUS_2026[k] === value) ?? null
  );
}

// Orders 2026-01-01: datasets beyond the core appear only when named in `includedData`.
export function order2026(order: TOrder, at: number, marketplace: TMarketplace, included: readonly string[]) {
  const status = orderStatusAt(order, at);
  const programs = [...(order.isPrime ? ['PRIME'] : []), ...(order.isBusiness ? ['AMAZON_BUSINESS'] : [])];
  return {
    orderId: order.amazonOrderId,
    createdTime: isoSeconds(order.purchaseDate),
    lastUpdatedTime: isoSeconds(lastUpdateAt(order, at)),
    programs,
    salesChannel: { channelName: 'AMAZON', marketplaceId: marketplace.id, marketplaceName: marketplace.name },
    // BUYER holds only personal data (name, email) behind a restricted data token, which the sandbox
    // never issues: the block stays out, as Amazon leaves it out without one.
    ...(included.includes('RECIPIENT')
      ? {
          recipient: {
            deliveryAddress: {
              city: order.address.city,
              stateOrRegion: order.address.state,
              postalCode: order.address.postalCode,
              countryCode: order.address.countryCode,
            },
          },
        }
      : {}),
    ...(included.includes('PROCEEDS') && status !== 'Pending'
      ? { proceeds: { grandTotal: money2026(order.total, marketplace.currency) } }
      : {}),
    ...(included.includes('FULFILLMENT')
      ? {
          fulfillment: {
            fulfillmentStatus: STATUS_2026[status],
            fulfilledBy: order.channel === 'AFN' ? 'AMAZON' : 'MERCHANT',
            fulfillmentServiceLevel: order.isPrime ? 'EXPEDITED' : 'STANDARD',
            shipByWindow: {
              earliestDateTime: isoSeconds(order.earliestShipDate),
              latestDateTime: isoSeconds(order.latestShipDate),
            },
            deliverByWindow: {
              earliestDateTime: isoSeconds(order.earliestDeliveryDate),
              latestDateTime: isoSeconds(order.latestDeliveryDate),
            },
          },
        }
      : {}),
    orderItems: order.items.map((item) => ({
      orderItemId: item.orderItemId,
      quantityOrdered: item.quantity,
      product: {
        asin: item.product.asin,
        title: item.product.title,
        sellerSku: item.product.sku,
        condition: { conditionType: 'NEW', conditionSubtype: 'NEW' },
        ...(status === 'Pending'
          ? {}
          : { price: { unitPrice: money2026(item.unitPrice, marketplace.currency) } }),
      },
      ...(included.includes('FULFILLMENT')
        ? {
            fulfillment: {
              quantityFulfilled: status === 'Shipped' ? item.quantity : 0,
              quantityUnfulfilled: status === 'Shipped' || status === 'Canceled' ? 0 : item.quantity,
            },
          }
        : {}),
    })),
  };
}
