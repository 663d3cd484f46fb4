import type { TDb } from '../../db/client.ts';
import {
  adsCampaigns,
  adsDailyMetrics,
  adsProductAds,
  fbaCustomerReturns,
  financialEvents,
  orderItems,
  orders,
  products,
  ratingSnapshots,
  reimburseProductSettings,
  reviews,
} from '../../db/schema/index.ts';

// A US store's October 2026 of orders, Amazon's fees and refunds, ad spend and entered unit costs, small
// enough to compute its profit by hand (reports-sales.test.ts does, line by line). The store's days are
// Los Angeles days: 2026-11-01T05:00Z is still 31 October there.

export const PROFIT_ASINS = { a: 'B0PROFIT0A', b: 'B0PROFIT0B', c: 'B0PROFIT0C', d: 'B0PROFIT0D' } as const;

type TItem = {
  order: string;
  purchased: string;
  status?: string;
  sku: string;
  asin: string;
  qty: number;
  price: string;
};

/** Every order item seeded, cancelled and out-of-period ones among them (the tests filter them by hand). */
export const SEEDED_ITEMS: TItem[] = [
  {
    order: 'O-1',
    purchased: '2026-10-05T18:00:00Z',
    sku: 'SKU-A',
    asin: PROFIT_ASINS.a,
    qty: 2,
    price: '39.98',
  },
  {
    order: 'O-1',
    purchased: '2026-10-05T18:00:00Z',
    sku: 'SKU-B',
    asin: PROFIT_ASINS.b,
    qty: 1,
    price: '25.00',
  },
  {
    order: 'O-2',
    purchased: '2026-10-12T18:00:00Z',
    sku: 'SKU-A',
    asin: PROFIT_ASINS.a,
    qty: 1,
    price: '19.99',
  },
  {
    order: 'O-3',
    purchased: '2026-10-20T18:00:00Z',
    sku: 'SKU-C1',
    asin: PROFIT_ASINS.c,
    qty: 3,
    price: '30.00',
  },
  {
    order: 'O-4',
    purchased: '2026-10-21T18:00:00Z',
    sku: 'SKU-C2',
    asin: PROFIT_ASINS.c,
    qty: 1,
    price: '12.50',
  },
  // Cancelled: no sale.
  {
    order: 'O-5',
    purchased: '2026-10-22T18:00:00Z',
    status: 'Canceled',
    sku: 'SKU-A',
    asin: PROFIT_ASINS.a,
    qty: 5,
    price: '99.95',
  },
  // 30 September in Los Angeles: before the period.
  {
    order: 'O-6',
    purchased: '2026-09-30T20:00:00Z',
    sku: 'SKU-A',
    asin: PROFIT_ASINS.a,
    qty: 1,
    price: '19.99',
  },
  // 31 October in Los Angeles (1 November in UTC): inside the period.
  {
    order: 'O-7',
    purchased: '2026-11-01T05:00:00Z',
    sku: 'SKU-B',
    asin: PROFIT_ASINS.b,
    qty: 1,
    price: '25.00',
  },
  // No unit cost entered for SKU-D.
  {
    order: 'O-8',
    purchased: '2026-10-15T18:00:00Z',
    sku: 'SKU-D',
    asin: PROFIT_ASINS.d,
    qty: 1,
    price: '10.00',
  },
];

type TFinance = {
  group: 'Shipment' | 'Refund';
  order: string;
  sku: string;
  kind: 'charge' | 'fee';
  type: string;
  amount: string;
  posted: string;
};

const FINANCES: TFinance[] = [
  // A charge is revenue, not a fee: the report reads revenue from the order items.
  {
    group: 'Shipment',
    order: 'O-1',
    sku: 'SKU-A',
    kind: 'charge',
    type: 'Principal',
    amount: '39.98',
    posted: '2026-10-07T10:00:00Z',
  },
  {
    group: 'Shipment',
    order: 'O-1',
    sku: 'SKU-A',
    kind: 'fee',
    type: 'Commission',
    amount: '-6.00',
    posted: '2026-10-07T10:00:00Z',
  },
  {
    group: 'Shipment',
    order: 'O-1',
    sku: 'SKU-A',
    kind: 'fee',
    type: 'FBAPerUnitFulfillmentFee',
    amount: '-7.00',
    posted: '2026-10-07T10:00:00Z',
  },
  {
    group: 'Shipment',
    order: 'O-1',
    sku: 'SKU-B',
    kind: 'fee',
    type: 'Commission',
    amount: '-3.75',
    posted: '2026-10-07T10:00:00Z',
  },
  {
    group: 'Shipment',
    order: 'O-1',
    sku: 'SKU-B',
    kind: 'fee',
    type: 'FBAPerUnitFulfillmentFee',
    amount: '-5.50',
    posted: '2026-10-07T10:00:00Z',
  },
  {
    group: 'Shipment',
    order: 'O-2',
    sku: 'SKU-A',
    kind: 'fee',
    type: 'Commission',
    amount: '-3.00',
    posted: '2026-10-14T10:00:00Z',
  },
  {
    group: 'Shipment',
    order: 'O-2',
    sku: 'SKU-A',
    kind: 'fee',
    type: 'FBAPerUnitFulfillmentFee',
    amount: '-3.50',
    posted: '2026-10-14T10:00:00Z',
  },
  {
    group: 'Shipment',
    order: 'O-3',
    sku: 'SKU-C1',
    kind: 'fee',
    type: 'Commission',
    amount: '-4.50',
    posted: '2026-10-22T10:00:00Z',
  },
  {
    group: 'Shipment',
    order: 'O-3',
    sku: 'SKU-C1',
    kind: 'fee',
    type: 'FBAPerUnitFulfillmentFee',
    amount: '-9.00',
    posted: '2026-10-22T10:00:00Z',
  },
  {
    group: 'Shipment',
    order: 'O-4',
    sku: 'SKU-C2',
    kind: 'fee',
    type: 'Commission',
    amount: '-1.88',
    posted: '2026-10-23T10:00:00Z',
  },
  // The fee of an order placed before the period, posted inside it: that order's, not the period's.
  {
    group: 'Shipment',
    order: 'O-6',
    sku: 'SKU-A',
    kind: 'fee',
    type: 'Commission',
    amount: '-3.00',
    posted: '2026-10-02T10:00:00Z',
  },
  // Posted in November, of an order of 31 October: the order's fee all the same.
  {
    group: 'Shipment',
    order: 'O-7',
    sku: 'SKU-B',
    kind: 'fee',
    type: 'Commission',
    amount: '-3.75',
    posted: '2026-11-03T10:00:00Z',
  },
  // O-2 refunded on 25 October: the price back to the buyer, the commission back less Amazon's refund fee.
  {
    group: 'Refund',
    order: 'O-2',
    sku: 'SKU-A',
    kind: 'charge',
    type: 'Principal',
    amount: '-19.99',
    posted: '2026-10-25T18:00:00Z',
  },
  {
    group: 'Refund',
    order: 'O-2',
    sku: 'SKU-A',
    kind: 'fee',
    type: 'Commission',
    amount: '3.00',
    posted: '2026-10-25T18:00:00Z',
  },
  {
    group: 'Refund',
    order: 'O-2',
    sku: 'SKU-A',
    kind: 'fee',
    type: 'RefundCommission',
    amount: '-0.60',
    posted: '2026-10-25T18:00:00Z',
  },
  // A refund posted after the period.
  {
    group: 'Refund',
    order: 'O-1',
    sku: 'SKU-B',
    kind: 'charge',
    type: 'Principal',
    amount: '-25.00',
    posted: '2026-11-05T18:00:00Z',
  },
];

/** Writes the orders, finances, returns, ads, unit costs, ratings and reviews of the store. */
export async function seedProfitStore(db: TDb, channelId: string): Promise<void> {
  const orderIds = [...new Set(SEEDED_ITEMS.map((i) => i.order))];
  await db.insert(orders).values(
    orderIds.map((id) => {
      const item = SEEDED_ITEMS.find((i) => i.order === id) as TItem;
      return {
        channelId,
        amazonOrderId: id,
        marketplaceId: 'ATVPDKIKX0DER',
        status: item.status ?? 'Shipped',
        purchaseDate: new Date(item.purchased),
        lastUpdateDate: new Date(item.purchased),
        currency: 'USD',
      };
    }),
  );
  await db.insert(orderItems).values(
    SEEDED_ITEMS.map((i, n) => ({
      channelId,
      amazonOrderId: i.order,
      sku: i.sku,
      asin: i.asin,
      orderItemId: `ITEM-${n}`,
      quantity: i.qty,
      itemPrice: i.price,
      currency: 'USD',
    })),
  );
  await db.insert(products).values([
    { channelId, sku: 'SKU-A', asin: PROFIT_ASINS.a, title: 'Bamboo board' },
    { channelId, sku: 'SKU-B', asin: PROFIT_ASINS.b, title: 'Steel bottle' },
    { channelId, sku: 'SKU-C1', asin: PROFIT_ASINS.c, title: 'Tea towel' },
    { channelId, sku: 'SKU-C2', asin: PROFIT_ASINS.c, title: 'Tea towel' },
    { channelId, sku: 'SKU-D', asin: PROFIT_ASINS.d, title: 'Spoon rest' },
  ]);
  await db.insert(financialEvents).values(
    FINANCES.map((f, n) => ({
      channelId,
      rowKey: `fe-${n}`,
      eventGroup: f.group,
      eventType: f.group,
      postedDate: new Date(f.posted),
      amazonOrderId: f.order,
      orderItemId: `${f.order}-${f.sku}`,
      sellerSku: f.sku,
      amountKind: f.kind,
      amountType: f.type,
      amount: f.amount,
      currency: 'USD',
    })),
  );
  await db.insert(fbaCustomerReturns).values([
    {
      channelId,
      rowKey: 'ret-1',
      returnDate: new Date('2026-10-26T18:00:00Z'),
      amazonOrderId: 'O-2',
      sku: 'SKU-A',
      quantity: 1,
    },
  ]);
  await db.insert(adsCampaigns).values([
    { channelId, campaignId: 'C-1', profileId: 'P-1', name: 'Boards exact', state: 'ENABLED' },
    { channelId, campaignId: 'C-2', profileId: 'P-1', name: 'Bottles auto', state: 'ENABLED' },
  ]);
  await db.insert(adsProductAds).values([
    // The metrics rows of AD-A carry no ASIN: the product ad says which it advertises.
    {
      channelId,
      adId: 'AD-A',
      adGroupId: 'G-1',
      campaignId: 'C-1',
      asin: PROFIT_ASINS.a,
      sku: 'SKU-A',
      state: 'ENABLED',
    },
    {
      channelId,
      adId: 'AD-B',
      adGroupId: 'G-2',
      campaignId: 'C-2',
      asin: PROFIT_ASINS.b,
      sku: 'SKU-B',
      state: 'ENABLED',
    },
  ]);
  const metric = (
    level: 'campaign' | 'product-ad',
    entityId: string,
    campaignId: string,
    day: string,
    cost: string,
    asin: string | null,
  ) => ({
    channelId,
    level,
    entityId,
    day,
    campaignId,
    asin,
    impressions: 100,
    clicks: 5,
    cost,
  });
  await db.insert(adsDailyMetrics).values([
    metric('product-ad', 'AD-A', 'C-1', '2026-10-01', '5.25', null),
    metric('product-ad', 'AD-A', 'C-1', '2026-10-31', '4.75', null),
    metric('product-ad', 'AD-A', 'C-1', '2026-11-01', '100.00', null),
    metric('product-ad', 'AD-B', 'C-2', '2026-10-15', '8.10', PROFIT_ASINS.b),
    // A campaign's own row sums its product ads: counting it too would count the spend twice.
    metric('campaign', 'C-1', 'C-1', '2026-10-01', '5.25', null),
  ]);
  await db.insert(reimburseProductSettings).values([
    { channelId, sku: 'SKU-A', unitCostMinor: 400 },
    { channelId, sku: 'SKU-B', unitCostMinor: 1000 },
    { channelId, sku: 'SKU-C1', unitCostMinor: 250 },
    { channelId, sku: 'SKU-C2', unitCostMinor: 300 },
    // Dimensions entered, no unit cost: COGS unknown.
    { channelId, sku: 'SKU-D', lengthIn: '5.00' },
  ]);
  await db.insert(ratingSnapshots).values([
    { channelId, asin: PROFIT_ASINS.a, snapshotDate: '2026-10-20', average: '4.36', ratingsCount: 120 },
    // After the period: not the rating at its end.
    { channelId, asin: PROFIT_ASINS.a, snapshotDate: '2026-11-05', average: '3.00', ratingsCount: 121 },
  ]);
  await db.insert(reviews).values(
    ['R-1', 'R-2'].map((reviewId) => ({
      channelId,
      reviewId,
      asin: PROFIT_ASINS.a,
      stars: 5,
      title: 'Good',
      body: 'Good board',
      reviewDate: '2026-10-18',
      verified: true,
      helpfulVotes: 0,
    })),
  );
}
