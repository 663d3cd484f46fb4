import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../db/schema/index.ts';
import { createLogger, type TLogger } from '../lib/logger.ts';
import { insertUser } from '../testing/accounts.ts';
import { insertChannel, US_MARKETPLACE } from '../testing/channels.ts';
import { buildTestApp, type TTestApp } from '../testing/test-app.ts';
import { bulkUpsert } from './bulk-upsert.ts';
import type { TMarketplace } from './marketplace.ts';
import { ordersFromReport } from './order-rows.ts';
import { syncOrdersSince } from './orders-api.ts';
import { runStage } from './run-stage.ts';
import { stageProgress } from './stage-progress.ts';
import { findSyncStore } from './sync-store.ts';

// One malformed Amazon record must not fail a whole stage (issue 17, M6): it is quarantined — logged
// with its store, stage and reason, and counted — and the other records are written.
describe('malformed Amazon records', () => {
  let t: TTestApp;
  let channelId: string;
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  const silent = createLogger('silent');
  const logger = new Proxy(silent, {
    get(target, key) {
      if (key === 'warn')
        return (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message });
      return Reflect.get(target, key);
    },
  }) as TLogger;

  const good = {
    orderId: '111-0000001-0000001',
    createdTime: '2026-11-20T10:00:00Z',
    lastUpdatedTime: '2026-11-20T11:00:00Z',
    salesChannel: { channelName: 'AMAZON', marketplaceId: 'ATVPDKIKX0DER' },
    fulfillment: { fulfillmentStatus: 'SHIPPED', fulfilledBy: 'AMAZON' },
    orderItems: [
      { orderItemId: '1', quantityOrdered: 1, product: { asin: 'B000000001', sellerSku: 'SKU-1' } },
      { orderItemId: '2', quantityOrdered: 'two', product: { asin: 'B000000002', sellerSku: 'SKU-2' } },
    ],
  };
  const marketplace = {
    spApi: {
      searchOrders: async () => ({
        orders: [
          good,
          { ...good, orderId: '111-0000002-0000002', createdTime: 'soon' },
          { ...good, orderId: undefined },
        ],
      }),
    },
  } as unknown as TMarketplace;

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await insertUser(t.db, { email: 'quarantine@example.com', password: 'Corr3ct!horse' });
    channelId = (
      await insertChannel(t.db, {
        companyId: user.companyId,
        sellerId: 'A1QUARANTINE',
        marketplaceId: US_MARKETPLACE,
      })
    ).id;
  });
  afterAll(() => t.close());

  it('writes the good orders and items, and quarantines the bad ones without failing the stage', async () => {
    const store = await findSyncStore(t.db, channelId);
    if (!store) throw new Error('no store');
    const deps = { db: t.db, clock: t.clock, logger, marketplace };
    const ctx = await runStage(deps, store, {
      name: 'sync-orders',
      async run(ctx) {
        await syncOrdersSince(ctx, { lastUpdatedAfter: '2026-11-01T00:00:00Z' });
      },
    });
    expect(ctx.counts.quarantined).toBe(3);
    expect(await stageProgress(deps, channelId, 'sync-orders').read()).toMatchObject({
      status: 'done',
      counts: { quarantined: 3 },
    });
    const stored = await t.db.select().from(orders).where(eq(orders.channelId, channelId));
    expect(stored.map((o) => o.amazonOrderId)).toEqual([good.orderId]);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.channelId, channelId));
    expect(items.map((i) => i.sku)).toEqual(['SKU-1']);
    expect(warnings).toHaveLength(3);
    for (const { fields, message } of warnings) {
      expect(message).toBe('Amazon record quarantined');
      expect(fields).toMatchObject({ channelId, stage: 'sync-orders' });
    }
    expect(warnings.map((w) => w.fields.reason)).toEqual([
      'createdTime: not a date',
      expect.stringMatching(/^orderId: /),
      expect.stringMatching(/^quantityOrdered: /),
    ]);
  });

  it('reads a report value out of its column range as missing instead of failing the whole batch', async () => {
    const report = ordersFromReport(channelId, 'ATVPDKIKX0DER', [
      {
        'amazon-order-id': '111-0000009-0000009',
        'purchase-date': '2026-11-19T10:00:00+00:00',
        'order-status': 'Shipped',
        sku: 'SKU-9',
        asin: 'B000000009',
        quantity: '99999999999',
        'item-price': '5e20',
        currency: 'USD',
      },
    ]);
    await bulkUpsert(t.db, orders, [orders.channelId, orders.amazonOrderId], report.orders, {
      keyOf: (r) => r.amazonOrderId,
    });
    await bulkUpsert(
      t.db,
      orderItems,
      [orderItems.channelId, orderItems.amazonOrderId, orderItems.sku],
      report.items,
      { keyOf: (r) => `${r.amazonOrderId}|${r.sku}` },
    );
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.sku, 'SKU-9'));
    expect(item).toMatchObject({ quantity: 0, itemPrice: null });
  });
});
