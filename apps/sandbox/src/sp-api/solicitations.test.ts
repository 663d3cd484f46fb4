import { describe, expect, it } from 'vitest';
import { DAY_MS, dayOf } from '../clock.ts';
import { marketplaceData, sellerData } from '../data/seller-data.ts';
import { demoSellers } from '../sellers.ts';
import { accessTokenFor, spClient } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

const SELLER = demoSellers('na')[1]?.sellingPartnerId ?? '';
const US = 'ATVPDKIKX0DER';

// A delivered order from mid-May; each test opens a sandbox at the moment it needs.
const order = sellerData(SELLER)
  .ordersOn(dayOf(Date.parse('2025-05-15T00:00:00Z')))
  .find((o) => o.cancelAt === null && o.shipAt !== null);
if (!order) throw new Error('no order');
const iso = (ms: number) => new Date(ms).toISOString();

async function at(ms: number) {
  const sandbox = await buildTestSandbox({}, iso(ms));
  const sp = spClient(sandbox, await accessTokenFor(sandbox.app, SELLER));
  const actions = async () =>
    (await sp('GET', `/solicitations/v1/orders/${order?.amazonOrderId}?marketplaceIds=${US}`)).json()._links
      .actions;
  const send = () =>
    sp(
      'POST',
      `/solicitations/v1/orders/${order?.amazonOrderId}/solicitations/productReviewAndSellerFeedback?marketplaceIds=${US}`,
    );
  return { sandbox, actions, send };
}

describe('Solicitations API', () => {
  it('offers nothing and refuses 4 days after EarliestDeliveryDate', async () => {
    const { sandbox, actions, send } = await at(order.earliestDeliveryDate + 4 * DAY_MS + 23 * 3_600_000);
    expect(await actions()).toEqual([]);
    const res = await send();
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatchObject({
      code: 'Unauthorized',
      message: expect.stringContaining('5-30 day range'),
    });
    await sandbox.app.close();
  });

  it('opens exactly 5 days after EarliestDeliveryDate, once per order', async () => {
    const { sandbox, actions, send } = await at(order.earliestDeliveryDate + 5 * DAY_MS);
    expect(await actions()).toEqual([
      {
        name: 'productReviewAndSellerFeedback',
        href: `/solicitations/v1/orders/${order.amazonOrderId}/solicitations/productReviewAndSellerFeedback?marketplaceIds=${US}`,
      },
    ]);
    const first = await send();
    expect(first.statusCode).toBe(201);
    expect(first.headers['x-amzn-ratelimit-limit']).toBe('1');
    const second = await send();
    expect(second.statusCode).toBe(403);
    expect(second.json().errors[0].message).toBe(
      'The requested solicitation is not available for this amazonOrderId.',
    );
    expect(await actions()).toEqual([]);
    await sandbox.app.close();
  });

  it('is still open on the last day, 30 days after LatestDeliveryDate, and closed a second later', async () => {
    const last = await at(order.latestDeliveryDate + 30 * DAY_MS);
    expect(await last.actions()).toHaveLength(1);
    expect((await last.send()).statusCode).toBe(201);
    await last.sandbox.app.close();
    const late = await at(order.latestDeliveryDate + 30 * DAY_MS + 1000);
    expect(await late.actions()).toEqual([]);
    expect((await late.send()).statusCode).toBe(403);
    await late.sandbox.app.close();
  });

  it('needs marketplaceIds and a known order', async () => {
    const { sandbox } = await at(order.earliestDeliveryDate + 6 * DAY_MS);
    const sp = spClient(sandbox, await accessTokenFor(sandbox.app, SELLER));
    expect((await sp('GET', `/solicitations/v1/orders/${order.amazonOrderId}`)).statusCode).toBe(400);
    expect(
      (await sp('GET', `/solicitations/v1/orders/111-9999999-0000000?marketplaceIds=${US}`)).statusCode,
    ).toBe(404);
    await sandbox.app.close();
  });

  it("offers and takes the request for an order in any of the seller's marketplaces, under that one only (issue 15)", async () => {
    const MX = 'A1AM78C64UM0Y8';
    const mx = marketplaceData(SELLER, MX)
      ?.ordersOn(dayOf(Date.parse('2025-05-15T00:00:00Z')))
      .find((o) => o.cancelAt === null && o.shipAt !== null);
    if (!mx) throw new Error('no Mexican order');
    const sandbox = await buildTestSandbox({}, iso(mx.earliestDeliveryDate + 6 * DAY_MS));
    const sp = spClient(sandbox, await accessTokenFor(sandbox.app, SELLER));
    const path = `/solicitations/v1/orders/${mx.amazonOrderId}`;
    expect((await sp('GET', `${path}?marketplaceIds=${MX}`)).json()._links.actions).toHaveLength(1);
    // Named under another of its marketplaces, the order is not there.
    expect((await sp('GET', `${path}?marketplaceIds=${US}`)).statusCode).toBe(404);
    const send = `${path}/solicitations/productReviewAndSellerFeedback?marketplaceIds=${MX}`;
    expect((await sp('POST', send)).statusCode).toBe(201);
    expect((await sp('POST', send)).statusCode).toBe(403);
    await sandbox.app.close();
  });
});
