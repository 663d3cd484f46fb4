// What the review request API tests seed and send alike: the single-rule body, an order with one item
// (as the orders sync writes it), its money in the finances, the request stored for it, and the signed-in
// owner and rival beside one store.
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { financialEvents, orderItems, orders, reviewRequests } from '../db/schema/index.ts';
import { insertUser, TEST_PASSWORD } from './accounts.ts';
import { insertStore, US_MARKETPLACE } from './channels.ts';
import { signInToken } from './sign-in.ts';
import type { TTestApp } from './test-app.ts';

/** PUT /api/review-requests/rule switched on with the editor's defaults; overrides replace fields. */
export const singleRuleBody = (channelId: string, overrides: object = {}) => ({
  channel_id: channelId,
  enabled: true,
  test_mode: false,
  delay_days: 5,
  send_hour: 10,
  time_zone: 'America/Los_Angeles',
  exclude_returned: true,
  exclude_negative_feedback: true,
  excluded_asins: [],
  excluded_skus: [],
  do_not_solicit: [],
  ...overrides,
});

export type TOrderSeed = {
  channelId: string;
  amazonOrderId: string;
  purchaseDate: Date;
  earliest: Date;
  latest: Date;
  sku: string;
  asin: string;
  /** Any further order columns (status, last update, fulfilment, …); the status defaults to Shipped. */
  order?: Partial<typeof orders.$inferInsert>;
};

/** An order with one item of one unit, first deliverable `earliest`. */
export async function insertOrderWithItem(db: TDb, seed: TOrderSeed): Promise<void> {
  await db.insert(orders).values({
    channelId: seed.channelId,
    amazonOrderId: seed.amazonOrderId,
    marketplaceId: US_MARKETPLACE,
    status: 'Shipped',
    purchaseDate: seed.purchaseDate,
    lastUpdateDate: seed.purchaseDate,
    earliestDeliveryDate: seed.earliest,
    latestDeliveryDate: seed.latest,
    ...seed.order,
  });
  await db.insert(orderItems).values({
    channelId: seed.channelId,
    amazonOrderId: seed.amazonOrderId,
    sku: seed.sku,
    asin: seed.asin,
    quantity: 1,
  });
}

/** The order's principal in the finances: charged when it shipped, or paid back when refunded. */
export const insertOrderMoney = (
  db: TDb,
  channelId: string,
  orderId: string,
  group: 'Shipment' | 'Refund',
  postedDate: Date,
  extra: Partial<typeof financialEvents.$inferInsert> = {},
) =>
  db.insert(financialEvents).values({
    channelId,
    rowKey: `${group}-${orderId}`,
    eventGroup: group,
    eventType: group,
    postedDate,
    amazonOrderId: orderId,
    amountKind: 'charge',
    amountType: 'Principal',
    amount: group === 'Refund' ? '-20.00' : '20.00',
    currency: 'USD',
    ...extra,
  });

/** The request stored for the order (undefined when none). */
export async function storedRequest(db: TDb, channelId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.channelId, channelId), eq(reviewRequests.amazonOrderId, orderId)));
  return row;
}

/** Acme's owner with one store, and a rival company's owner who must not reach it; both signed in. */
export async function ownerAndRival(t: TTestApp, prefix: string, sellerId: string) {
  const owner = await insertUser(t.db, { email: `${prefix}@acme.test`, companyName: 'Acme' });
  const rival = await insertUser(t.db, { email: `${prefix}@rival.test`, companyName: 'Rival' });
  return {
    companyId: owner.companyId,
    token: await signInToken(t.app, owner.email, TEST_PASSWORD),
    rivalToken: await signInToken(t.app, rival.email, TEST_PASSWORD),
    store: await insertStore(t.db, { companyId: owner.companyId, sellerId }),
  };
}
