import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock.ts';
import { demoSellers } from '../sellers.ts';
import { accessTokenFor, spClient } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

const SELLER = demoSellers('na')[1]?.sellingPartnerId ?? '';
const US = 'ATVPDKIKX0DER';
const CA = 'A2EUQ1WTGCTBG2';
const MX = 'A1AM78C64UM0Y8';

describe('Orders API', async () => {
  // Fast refill and a second of sandbox time after each call, so paging is never throttled.
  const sandbox = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '100' });
  let sp = spClient(sandbox, await accessTokenFor(sandbox.app, SELLER), 1000);
  // Access tokens last an hour; tests that move the clock further sign in again.
  const signInAgain = async () => {
    sp = spClient(sandbox, await accessTokenFor(sandbox.app, SELLER), 1000);
  };
  afterAll(() => sandbox.app.close());

  const createdAfter = new Date(Date.parse('2025-06-01T12:00:00Z') - 5 * DAY_MS).toISOString();

  async function allV0(query: string) {
    const ids: string[] = [];
    let res = await sp('GET', `/orders/v0/orders?${query}`);
    for (;;) {
      expect(res.statusCode).toBe(200);
      const payload = res.json().payload;
      ids.push(...payload.Orders.map((o: { AmazonOrderId: string }) => o.AmazonOrderId));
      if (!payload.NextToken) break;
      res = await sp(
        'GET',
        `/orders/v0/orders?MarketplaceIds=${US}&NextToken=${encodeURIComponent(payload.NextToken)}`,
      );
    }
    return ids;
  }

  it('pages v0 getOrders with NextToken and returns the same orders as one big page', async () => {
    const small = await allV0(`MarketplaceIds=${US}&CreatedAfter=${createdAfter}&MaxResultsPerPage=7`);
    const big = await allV0(`MarketplaceIds=${US}&CreatedAfter=${createdAfter}&MaxResultsPerPage=100`);
    expect(small.length).toBeGreaterThan(14);
    expect(new Set(small).size).toBe(small.length);
    expect(small).toEqual(big);
  });

  it('answers an order in v0 shape, its items, and 404 for an unknown id', async () => {
    const res = await sp(
      'GET',
      `/orders/v0/orders?MarketplaceIds=${US}&CreatedAfter=${createdAfter}&MaxResultsPerPage=1`,
    );
    const order = res.json().payload.Orders[0];
    expect(order).toMatchObject({
      MarketplaceId: US,
      FulfillmentChannel: expect.stringMatching(/^(AFN|MFN)$/),
    });
    expect(order.EarliestDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(res.json().payload.CreatedBefore).toBeDefined();
    const one = await sp('GET', `/orders/v0/orders/${order.AmazonOrderId}`);
    expect(one.json().payload).toEqual(order);
    const items = await sp('GET', `/orders/v0/orders/${order.AmazonOrderId}/orderItems`);
    expect(items.json().payload.OrderItems[0]).toMatchObject({
      ASIN: expect.stringMatching(/^B0/),
      QuantityOrdered: expect.any(Number),
    });
    const missing = await sp('GET', '/orders/v0/orders/111-0000000-0000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('NotFound');
  });

  it('refuses bad queries with InvalidInput', async () => {
    const cases = [
      `CreatedAfter=${createdAfter}`,
      `MarketplaceIds=${US}`,
      `MarketplaceIds=${US}&CreatedAfter=${createdAfter}&LastUpdatedAfter=${createdAfter}`,
      `MarketplaceIds=${US}&CreatedAfter=${createdAfter}&MaxResultsPerPage=101`,
      `MarketplaceIds=${US}&CreatedAfter=${createdAfter}&CreatedBefore=2025-06-01T11:59:30Z`,
    ];
    for (const query of cases) {
      const res = await sp('GET', `/orders/v0/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0]).toMatchObject({
        code: 'InvalidInput',
        message: expect.any(String),
        details: '',
      });
    }
  });

  it('pages 2026-01-01 searchOrders with paginationToken and includedData', async () => {
    const ids: string[] = [];
    let res = await sp(
      'GET',
      `/orders/2026-01-01/orders?createdAfter=${createdAfter}&maxResultsPerPage=50&includedData=FULFILLMENT,PROCEEDS`,
    );
    const first = res.json().orders[0];
    expect(first).toMatchObject({ orderId: expect.any(String), salesChannel: { marketplaceId: US } });
    expect(first.fulfillment.deliverByWindow.earliestDateTime).toBeDefined();
    for (;;) {
      const body = res.json();
      ids.push(...body.orders.map((o: { orderId: string }) => o.orderId));
      if (!body.pagination?.nextToken) break;
      res = await sp(
        'GET',
        `/orders/2026-01-01/orders?paginationToken=${encodeURIComponent(body.pagination.nextToken)}`,
      );
    }
    // No marketplaceIds means every marketplace of the seller, one after the other, each with its orders.
    const v0 = await allV0(`MarketplaceIds=${US},${CA},${MX}&CreatedAfter=${createdAfter}`);
    expect(new Set(ids.map((id) => id.slice(0, 3))).size).toBe(3);
    // The two calls ran at different moments; the later one may see a few more recent orders.
    expect(ids.filter((id) => !v0.includes(id)).length).toBeLessThan(5);
  });

  it('serves each marketplace of the seller its own orders, found again by id (issue 15)', async () => {
    const us = await allV0(`MarketplaceIds=${US}&CreatedAfter=${createdAfter}`);
    const mx = await allV0(`MarketplaceIds=${MX}&CreatedAfter=${createdAfter}`);
    expect(mx.length).toBeGreaterThan(10);
    expect(mx.filter((id) => us.includes(id))).toEqual([]);
    const order = await sp('GET', `/orders/v0/orders/${mx[0]}`);
    expect(order.json().payload).toMatchObject({ AmazonOrderId: mx[0], MarketplaceId: MX });
    expect(order.json().payload.OrderTotal.CurrencyCode).toBe('MXN');
    const items = await sp('GET', `/orders/v0/orders/${mx[0]}/orderItems`);
    expect(items.json().payload.OrderItems.length).toBeGreaterThan(0);
    // A marketplace the seller does not sell in has none.
    expect(await allV0(`MarketplaceIds=A1PA6795UKMFR9&CreatedAfter=${createdAfter}`)).toEqual([]);
  });

  it('answers 2026-01-01 getOrder with its items, FULFILLMENT only when asked, and refuses an unknown dataset', async () => {
    const page = await sp(
      'GET',
      `/orders/2026-01-01/orders?createdAfter=${createdAfter}&maxResultsPerPage=1`,
    );
    const id = page.json().orders[0].orderId as string;
    const plain = (await sp('GET', `/orders/2026-01-01/orders/${id}`)).json().order;
    expect(plain).toMatchObject({
      orderId: id,
      orderItems: [expect.objectContaining({ orderItemId: expect.any(String) })],
    });
    expect(plain.fulfillment).toBeUndefined();
    const full = await sp('GET', `/orders/2026-01-01/orders/${id}?includedData=FULFILLMENT`);
    expect(full.json().order.fulfillment.fulfillmentStatus).toEqual(expect.any(String));
    const bad = await sp('GET', `/orders/2026-01-01/orders/${id}?includedData=ITEMS`);
    expect(bad.statusCode).toBe(400);
  });

  it('expires a paginationToken after 24 hours', async () => {
    const res = await sp('GET', `/orders/2026-01-01/orders?createdAfter=${createdAfter}&maxResultsPerPage=1`);
    const next = res.json().pagination.nextToken;
    sandbox.clock.advance(DAY_MS + 1000);
    await signInAgain();
    const late = await sp('GET', `/orders/2026-01-01/orders?paginationToken=${encodeURIComponent(next)}`);
    expect(late.statusCode).toBe(400);
  });

  it('shows new orders and status changes as the clock advances', async () => {
    const since = new Date(Date.parse(createdAfter) + 4 * DAY_MS).toISOString();
    const before = await allV0(`MarketplaceIds=${US}&LastUpdatedAfter=${since}`);
    await sandbox.app.inject({ method: 'POST', url: '/sandbox/clock', payload: { advanceDays: 1 } });
    await signInAgain();
    const after = await allV0(`MarketplaceIds=${US}&LastUpdatedAfter=${since}`);
    expect(after.length).toBeGreaterThan(before.length);
  });
});
