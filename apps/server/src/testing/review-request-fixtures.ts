// What the review request API tests seed and send alike: the single-rule body, an order with one item
// (as the orders sync writes it), its money in the finances, the request stored for it, and the signed-in
// owner and rival beside one store.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { TDb } from '../db/client.ts';
import { financialEvents, orderItems, orders, reviewRequests } from '../db/schema/index.ts';
import { createLogger } from '../lib/logger.ts';
import { sendDueRequests } from '../modules/review-requests/send-requests.ts';
import { insertUser, TEST_PASSWORD } from './accounts.ts';
import { insertStore, US_MARKETPLACE } from './channels.ts';
import { fakeSolicitations } from './fake-solicitations.ts';
import { injectAs, signInToken } from './sign-in.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from './test-app.ts';

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

/** The review request tables (children first) and the orders they are made from. */
const REVIEW_REQUEST_TABLES = [
  'review_request_attempts',
  'review_requests',
  'review_request_rule_list',
  'review_request_rules',
  'order_items',
  'orders',
];

type TSettableClock = TTestApp['clock'] & { advance(ms: number): void; set(d: Date): void };
type TFakeSolicitations = ReturnType<typeof fakeSolicitations>;

export type TReviewRequestSuite = {
  t: TTestApp;
  clock: TSettableClock;
  token: string;
  rivalToken: string;
  companyId: string;
  store: string;
  amazon: TFakeSolicitations;
  call(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    as?: string,
  ): ReturnType<typeof injectAs>;
  requestOf(orderId: string): ReturnType<typeof storedRequest>;
  send(run?: { budgetMs?: number }): ReturnType<typeof sendDueRequests>;
};

/**
 * The frame the review request API tests share: the app on its settable clock, set back to TEST_NOW before
 * each test; Acme's owner with one store and the rival (ownerAndRival); a fresh fake Solicitations API per
 * test (the app's own too when `appSolicitations`); the module's tables, the orders and `alsoEmpty`
 * emptied before each test. Its fields are the suite's once it has started; `call`, `requestOf` and
 * `send` read them when called.
 */
export function reviewRequestSuite(options: {
  prefix: string;
  sellerId: string;
  /** Tables to empty before each test besides the module's own and the orders. */
  alsoEmpty?: readonly string[];
  appSolicitations?: boolean;
}) {
  const tables = [...REVIEW_REQUEST_TABLES, ...(options.alsoEmpty ?? [])];
  const suite: TReviewRequestSuite = {
    t: undefined as unknown as TTestApp,
    clock: undefined as unknown as TSettableClock,
    token: '',
    rivalToken: '',
    companyId: '',
    store: '',
    amazon: undefined as unknown as TFakeSolicitations,
    call: (method, url, payload, as = suite.token) => injectAs(suite.t.app, as, method, url, payload),
    requestOf: (orderId) => storedRequest(suite.t.db, suite.store, orderId),
    /** The store's due requests sent, as the dispatch job sends them, to the fake Amazon. */
    send: (run = {}) =>
      sendDueRequests(
        {
          db: suite.t.db,
          clock: suite.clock,
          logger: createLogger('silent'),
          marketplace: { spApi: suite.amazon.spApi },
        },
        suite.store,
        run,
      ),
  };
  beforeAll(async () => {
    suite.t = await buildTestApp(options.appSolicitations ? { solicitations: () => suite.amazon.spApi } : {});
    suite.clock = suite.t.clock as TSettableClock;
    Object.assign(suite, await ownerAndRival(suite.t, options.prefix, options.sellerId));
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  beforeEach(async () => {
    suite.clock.set(new Date(TEST_NOW));
    suite.amazon = fakeSolicitations(suite.clock);
    for (const table of tables) await suite.t.db.execute(sql.raw(`delete from ${table}`));
  });
  return suite;
}
