import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock.ts';
import { sellerData } from '../data/seller-data.ts';
import { demoSellers } from '../sellers.ts';
import { validateAgainstFile } from '../testing/amazon-models.ts';
import {
  exampleRequest,
  expectConforms,
  operationOf,
  staticExamples,
  type TContractRow,
} from '../testing/contract.ts';
import { accessTokenFor, spClient, type TSpCall } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

const SELLER = demoSellers('na')[1]?.sellingPartnerId ?? '';
const START = '2025-06-01T12:00:00Z';
const NOW = Date.parse(START);
const US = 'ATVPDKIKX0DER';
const iso = (ms: number) => new Date(ms).toISOString();

type TCtx = {
  seller: string;
  orderId: string;
  asin: string;
  sku: string;
  shipmentId: string;
  reportId: string;
  /** A report still IN_QUEUE (they leave the queue within seconds), created on demand. */
  queuedReport(): Promise<string>;
  reportDocumentId: string;
};

const CATALOG_DATA =
  'attributes,dimensions,identifiers,images,productTypes,relationships,salesRanks,summaries';

// Every SP-API operation the sandbox serves, as the models name them. A new operation is one row.
const ROWS: TContractRow<TCtx>[] = [
  {
    model: 'sp-api/sellers.json',
    operation: 'GET /sellers/v1/marketplaceParticipations',
    calls: () => [{ url: '/sellers/v1/marketplaceParticipations' }],
  },
  {
    model: 'sp-api/ordersV0.json',
    operation: 'GET /orders/v0/orders',
    calls: () => [
      { url: `/orders/v0/orders?MarketplaceIds=${US}&CreatedAfter=${iso(NOW - 20 * DAY_MS)}` },
      {
        url: `/orders/v0/orders?MarketplaceIds=${US}&CreatedAfter=${iso(NOW - 40 * DAY_MS)}&MaxResultsPerPage=5`,
      },
      { url: `/orders/v0/orders?CreatedAfter=${iso(NOW - DAY_MS)}`, status: 400 },
    ],
  },
  {
    model: 'sp-api/ordersV0.json',
    operation: 'GET /orders/v0/orders/{orderId}',
    calls: (c) => [
      { url: `/orders/v0/orders/${c.orderId}` },
      { url: '/orders/v0/orders/111-0000000-0000000', status: 404 },
    ],
  },
  {
    model: 'sp-api/ordersV0.json',
    operation: 'GET /orders/v0/orders/{orderId}/orderItems',
    calls: (c) => [{ url: `/orders/v0/orders/${c.orderId}/orderItems` }],
  },
  {
    model: 'sp-api/orders_2026-01-01.json',
    operation: 'GET /orders/2026-01-01/orders',
    calls: () => [
      {
        url:
          `/orders/2026-01-01/orders?marketplaceIds=${US}&createdAfter=${iso(NOW - 20 * DAY_MS)}` +
          '&includedData=BUYER,RECIPIENT,PROCEEDS,FULFILLMENT,PACKAGES',
      },
      { url: `/orders/2026-01-01/orders?marketplaceIds=${US}&createdAfter=${iso(NOW - 3 * DAY_MS)}` },
    ],
  },
  {
    model: 'sp-api/orders_2026-01-01.json',
    operation: 'GET /orders/2026-01-01/orders/{orderId}',
    calls: (c) => [
      {
        url: `/orders/2026-01-01/orders/${c.orderId}?includedData=BUYER,RECIPIENT,FULFILLMENT,PACKAGES,PROCEEDS`,
      },
      { url: '/orders/2026-01-01/orders/111-0000000-0000000', status: 404 },
    ],
  },
  {
    model: 'sp-api/catalogItems_2022-04-01.json',
    operation: 'GET /catalog/2022-04-01/items',
    calls: (c) => [
      {
        url: `/catalog/2022-04-01/items?marketplaceIds=${US}&identifiersType=ASIN&identifiers=${c.asin}&includedData=${CATALOG_DATA},vendorDetails`,
      },
      { url: `/catalog/2022-04-01/items?marketplaceIds=${US}&keywords=a&includedData=summaries` },
    ],
  },
  {
    model: 'sp-api/catalogItems_2022-04-01.json',
    operation: 'GET /catalog/2022-04-01/items/{asin}',
    calls: (c) => [
      {
        url: `/catalog/2022-04-01/items/${c.asin}?marketplaceIds=${US}&includedData=${CATALOG_DATA},vendorDetails`,
      },
      { url: `/catalog/2022-04-01/items/${c.asin}?marketplaceIds=${US}&includedData=nonsense`, status: 400 },
    ],
  },
  {
    model: 'sp-api/listingsItems_2021-08-01.json',
    operation: 'GET /listings/2021-08-01/items/{sellerId}',
    calls: (c) => [
      { url: `/listings/2021-08-01/items/${c.seller}?marketplaceIds=${US}&pageSize=5` },
      {
        url: `/listings/2021-08-01/items/${c.seller}?marketplaceIds=${US}&identifiersType=SKU&identifiers=${c.sku}`,
      },
    ],
  },
  {
    model: 'sp-api/listingsItems_2021-08-01.json',
    operation: 'GET /listings/2021-08-01/items/{sellerId}/{sku}',
    calls: (c) => [
      {
        url: `/listings/2021-08-01/items/${c.seller}/${encodeURIComponent(c.sku)}?marketplaceIds=${US}&includedData=summaries,issues,attributes`,
      },
    ],
  },
  {
    model: 'sp-api/productPricingV0.json',
    operation: 'GET /products/pricing/v0/items/{Asin}/offers',
    calls: (c) => [
      { url: `/products/pricing/v0/items/${c.asin}/offers?MarketplaceId=${US}&ItemCondition=New` },
    ],
  },
  {
    model: 'sp-api/productPricingV0.json',
    operation: 'POST /batches/products/pricing/v0/itemOffers',
    calls: (c) => [
      {
        url: '/batches/products/pricing/v0/itemOffers',
        body: {
          requests: [
            {
              uri: `/products/pricing/v0/items/${c.asin}/offers`,
              method: 'GET',
              MarketplaceId: US,
              ItemCondition: 'New',
            },
          ],
        },
      },
    ],
  },
  {
    model: 'sp-api/financesV0.json',
    operation: 'GET /finances/v0/financialEvents',
    calls: () => [
      {
        url: `/finances/v0/financialEvents?PostedAfter=${iso(NOW - 30 * DAY_MS)}&PostedBefore=${iso(NOW - DAY_MS)}`,
      },
    ],
  },
  {
    model: 'sp-api/reports_2021-06-30.json',
    operation: 'POST /reports/2021-06-30/reports',
    calls: () => [
      {
        url: '/reports/2021-06-30/reports',
        body: { reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: [US] },
        status: 202,
      },
      { url: '/reports/2021-06-30/reports', body: { reportType: 'NOPE', marketplaceIds: [US] }, status: 400 },
    ],
  },
  {
    model: 'sp-api/reports_2021-06-30.json',
    operation: 'GET /reports/2021-06-30/reports',
    calls: () => [
      { url: '/reports/2021-06-30/reports?reportTypes=GET_MERCHANT_LISTINGS_ALL_DATA&pageSize=1' },
      {
        url: '/reports/2021-06-30/reports?reportTypes=GET_MERCHANT_LISTINGS_ALL_DATA&processingStatuses=DONE,IN_QUEUE',
      },
      {
        url: '/reports/2021-06-30/reports?reportTypes=GET_MERCHANT_LISTINGS_ALL_DATA&processingStatuses=BAD',
        status: 400,
      },
    ],
  },
  {
    model: 'sp-api/reports_2021-06-30.json',
    operation: 'GET /reports/2021-06-30/reports/{reportId}',
    calls: (c) => [{ url: `/reports/2021-06-30/reports/${c.reportId}` }],
  },
  {
    model: 'sp-api/reports_2021-06-30.json',
    operation: 'DELETE /reports/2021-06-30/reports/{reportId}',
    calls: async (c) => [{ url: `/reports/2021-06-30/reports/${await c.queuedReport()}` }],
  },
  {
    model: 'sp-api/reports_2021-06-30.json',
    operation: 'GET /reports/2021-06-30/documents/{reportDocumentId}',
    calls: (c) => [{ url: `/reports/2021-06-30/documents/${c.reportDocumentId}` }],
  },
  {
    model: 'sp-api/fbaInventory.json',
    operation: 'GET /fba/inventory/v1/summaries',
    calls: () => [
      {
        url: `/fba/inventory/v1/summaries?details=true&granularityType=Marketplace&granularityId=${US}&marketplaceIds=${US}`,
      },
    ],
  },
  {
    model: 'sp-api/fulfillmentInboundV0.json',
    operation: 'GET /fba/inbound/v0/shipments',
    calls: () => [
      {
        url: `/fba/inbound/v0/shipments?MarketplaceId=${US}&QueryType=DATE_RANGE&LastUpdatedAfter=${iso(NOW - 90 * DAY_MS)}&LastUpdatedBefore=${iso(NOW)}`,
      },
      { url: `/fba/inbound/v0/shipments?MarketplaceId=${US}&QueryType=SHIPMENT` },
    ],
  },
  {
    model: 'sp-api/fulfillmentInboundV0.json',
    operation: 'GET /fba/inbound/v0/shipmentItems',
    calls: () => [
      {
        url: `/fba/inbound/v0/shipmentItems?MarketplaceId=${US}&QueryType=DATE_RANGE&LastUpdatedAfter=${iso(NOW - 90 * DAY_MS)}&LastUpdatedBefore=${iso(NOW)}`,
      },
    ],
  },
  {
    model: 'sp-api/fulfillmentInboundV0.json',
    operation: 'GET /fba/inbound/v0/shipments/{shipmentId}/items',
    calls: (c) => [{ url: `/fba/inbound/v0/shipments/${c.shipmentId}/items?MarketplaceId=${US}` }],
  },
  {
    model: 'sp-api/solicitations.json',
    operation: 'GET /solicitations/v1/orders/{amazonOrderId}',
    calls: (c) => [{ url: `/solicitations/v1/orders/${c.orderId}?marketplaceIds=${US}` }],
  },
  {
    model: 'sp-api/solicitations.json',
    operation: 'POST /solicitations/v1/orders/{amazonOrderId}/solicitations/productReviewAndSellerFeedback',
    calls: (c) => [
      {
        url: `/solicitations/v1/orders/${c.orderId}/solicitations/productReviewAndSellerFeedback?marketplaceIds=${US}`,
        status: 201,
      },
    ],
  },
];

// Static examples the sandbox cannot answer as Amazon's sandbox does, and why. Every other example of a
// served operation is replayed and must get the example's status.
const TEST_CASE = 'placeholder values (TEST_CASE_*) that only Amazon’s static sandbox recognises';
const THEIR_DATA = 'an id from Amazon’s own sandbox data; the sandbox has its own sellers and answers 404';
const THEIR_TOKEN = 'a page token Amazon’s sandbox issued; the sandbox refuses tokens it did not issue';
const UNANSWERABLE: Record<string, string> = {
  'ordersV0:getOrders#200#0': TEST_CASE,
  'ordersV0:getOrders#200#1': TEST_CASE,
  'ordersV0:getOrders#200#2': TEST_CASE,
  'ordersV0:getOrder#200#0': TEST_CASE,
  'orders_2026-01-01:getOrder#200#0': THEIR_DATA,
  'ordersV0:getOrder#200#1': TEST_CASE,
  'orders_2026-01-01:getOrder#200#1': THEIR_DATA,
  'orders_2026-01-01:getOrder#200#2': THEIR_DATA,
  'ordersV0:getOrderItems#200#0': TEST_CASE,
  'orders_2026-01-01:searchOrders#200#1': THEIR_TOKEN,
  'catalogItems_2022-04-01:getCatalogItem#200#0': THEIR_DATA,
  'reports_2021-06-30:getReport#200#0': THEIR_DATA,
  'reports_2021-06-30:getReport#400#0':
    'a report id the sandbox never issued is unknown (404), not malformed',
  'reports_2021-06-30:cancelReport#200#0': THEIR_DATA,
  'reports_2021-06-30:cancelReport#400#0': 'the example names no report id, so there is no request to send',
  'reports_2021-06-30:getReportDocument#200#0': THEIR_DATA,
  'reports_2021-06-30:getReportDocument#400#0':
    'a document id the sandbox never issued is unknown (404), not malformed',
  'fulfillmentInboundV0:getShipmentItems#200#0': THEIR_TOKEN,
  'fulfillmentInboundV0:getShipmentItems#200#1': THEIR_TOKEN,
  'fulfillmentInboundV0:getShipmentItemsByShipmentId#200#0': THEIR_DATA,
  'solicitations:getSolicitationActionsForOrder#200#0': THEIR_DATA,
  'solicitations:createProductReviewAndSellerFeedbackSolicitation#201#0': THEIR_DATA,
  'listingsItems_2021-08-01:getListingsItem#200#0':
    'the example names no SKU and no marketplace, so there is no request to send',
  'productPricingV0:getItemOffers#200#0':
    'the example leaves out ItemCondition, which the model requires; the sandbox refuses it (400)',
  'productPricingV0:getItemOffers#200#1':
    'the example leaves out ItemCondition, which the model requires; the sandbox refuses it (400)',
  'productPricingV0:getItemOffersBatch#400#0':
    'a valid request (the 200 example’s first item) that only Amazon’s static sandbox answers 400',
  'financesV0:listFinancialEvents#200#0': THEIR_TOKEN,
};

// getInventorySummaries computes a year of ledger per SKU: seconds on a loaded machine.
describe('SP-API contract: the sandbox against Amazon’s models', async () => {
  const sandbox = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000' }, START);
  const sp: TSpCall = spClient(sandbox, await accessTokenFor(sandbox.app, SELLER), 100);
  afterAll(() => sandbox.app.close());
  const data = sellerData(SELLER);
  const product = data.catalog[0];
  if (!product) throw new Error('no catalogue');

  async function finishedReport(reportType: string): Promise<{ reportId: string; reportDocumentId: string }> {
    const created = await sp('POST', '/reports/2021-06-30/reports', { reportType, marketplaceIds: [US] });
    const { reportId } = created.json();
    for (let i = 0; i < 20; i++) {
      const report = (await sp('GET', `/reports/2021-06-30/reports/${reportId}`)).json();
      if (report.processingStatus === 'DONE') return { reportId, reportDocumentId: report.reportDocumentId };
      sandbox.clock.advance(60_000);
    }
    throw new Error(`${reportType} never finished`);
  }

  async function documentText(reportDocumentId: string): Promise<string> {
    const url = new URL((await sp('GET', `/reports/2021-06-30/documents/${reportDocumentId}`)).json().url);
    const file = await sandbox.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    return gunzipSync(file.rawPayload).toString('utf8');
  }

  async function context(): Promise<TCtx> {
    // A shipped order: solicitations answer for it, and it carries every block the models describe.
    const orders = (
      await sp(
        'GET',
        `/orders/v0/orders?MarketplaceIds=${US}&CreatedAfter=${iso(NOW - 25 * DAY_MS)}&OrderStatuses=Shipped`,
      )
    ).json().payload.Orders;
    const orderId = orders.at(-1)?.AmazonOrderId;
    const shipments = (
      await sp(
        'GET',
        `/fba/inbound/v0/shipments?MarketplaceId=${US}&QueryType=DATE_RANGE&LastUpdatedAfter=${iso(NOW - 365 * DAY_MS)}&LastUpdatedBefore=${iso(NOW)}`,
      )
    ).json().payload.ShipmentData;
    const done = await finishedReport('GET_MERCHANT_LISTINGS_ALL_DATA');
    return {
      seller: SELLER,
      orderId,
      asin: product?.asin ?? '',
      sku: product?.sku ?? '',
      shipmentId: shipments[0]?.ShipmentId,
      reportId: done.reportId,
      queuedReport: async () =>
        (
          await sp('POST', '/reports/2021-06-30/reports', {
            reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA',
            marketplaceIds: [US],
          })
        ).json().reportId,
      reportDocumentId: done.reportDocumentId,
    };
  }
  const ctx = await context();

  it.each(ROWS.map((row) => [row.operation, row] as const))(
    '%s answers as the model says',
    async (_name, row) => {
      const op = operationOf(row);
      const method = row.operation.split(' ')[0] as 'GET' | 'POST' | 'DELETE';
      for (const call of await row.calls(ctx)) {
        const res = await sp(method, call.url, call.body);
        expectConforms(op, res, call.status ?? 200, `${row.operation} ${call.url}`);
      }
    },
    30_000,
  );

  it('replays every static sandbox example of the served operations and matches its status', async () => {
    const replayed: string[] = [];
    const mismatched: string[] = [];
    const seen = new Set<string>();
    const served = new Map(ROWS.map((row) => [`${row.model} ${row.operation}`, row]));
    for (const row of served.values()) {
      const op = operationOf(row);
      for (const { key, status, example } of staticExamples(op)) {
        seen.add(key);
        if (UNANSWERABLE[key] !== undefined) continue;
        const request = exampleRequest(op, example, { sellerId: SELLER });
        const res = await sp(op.method as 'GET' | 'POST' | 'DELETE', request.url, request.body);
        replayed.push(key);
        if (res.statusCode !== status)
          mismatched.push(`${key} ${request.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (op.validate(status, res.body === '' ? undefined : JSON.parse(res.body)).length > 0)
          mismatched.push(`${key}: body does not match the model`);
      }
    }
    console.log(
      `replayed ${replayed.length} examples, ${seen.size - replayed.length} listed as unanswerable`,
    );
    expect(mismatched).toEqual([]);
    // A stale entry (an example Amazon removed or renamed) must not linger in the list.
    expect(Object.keys(UNANSWERABLE).filter((key) => !seen.has(key))).toEqual([]);
    expect(replayed.length).toBeGreaterThan(0);
  }, 30_000);

  it('serves the seller performance report as accountHealthReport-2020-11-18.json shapes it', async () => {
    const { reportDocumentId } = await finishedReport('GET_V2_SELLER_PERFORMANCE_REPORT');
    const doc = JSON.parse(await documentText(reportDocumentId));
    expect(validateAgainstFile('sp-api/report-schemas/accountHealthReport-2020-11-18.json', doc)).toEqual([]);
  });

  it('sends no buyer PII without a restricted data token, and addresses only once an order can ship', async () => {
    const orders: Record<string, unknown>[] = [];
    let url = `/orders/v0/orders?MarketplaceIds=${US}&CreatedAfter=${iso(NOW - 3 * DAY_MS)}`;
    for (;;) {
      const payload = (await sp('GET', url)).json().payload;
      orders.push(...payload.Orders);
      if (!payload.NextToken) break;
      url = `/orders/v0/orders?MarketplaceIds=${US}&NextToken=${encodeURIComponent(payload.NextToken)}`;
    }
    const statuses = new Set(orders.map((o) => o.OrderStatus));
    // Both kinds are in the sample: orders that may carry an address and orders that may not.
    expect(statuses).toContain('Shipped');
    expect(statuses.has('Pending') || statuses.has('Canceled')).toBe(true);
    for (const order of orders) {
      expect(order.BuyerInfo).toBeUndefined();
      expect(order.ShippingAddress !== undefined).toBe(
        ['Unshipped', 'Shipped'].includes(String(order.OrderStatus)),
      );
    }
    const one = (
      await sp('GET', `/orders/2026-01-01/orders/${ctx.orderId}?includedData=BUYER,RECIPIENT`)
    ).json();
    expect(one.order.buyer).toBeUndefined();
    expect(Object.keys(one.order.recipient.deliveryAddress).sort()).toEqual([
      'city',
      'countryCode',
      'postalCode',
      'stateOrRegion',
    ]);
  });

  it('writes merchant listings open-date in the marketplace’s local time, as Amazon does', async () => {
    const text = await documentText(ctx.reportDocumentId);
    const [header, first] = text.split('\n').map((line) => line.split('\t'));
    const openDate = first?.[header?.indexOf('open-date') ?? -1];
    expect(openDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} P[SD]T$/);
  });

  it('pages getReports with nextToken and honours createdSince, createdUntil and marketplaceIds', async () => {
    for (let i = 0; i < 3; i++) await ctx.queuedReport();
    const list = (query: string) => sp('GET', `/reports/2021-06-30/reports?${query}`);
    const type = 'reportTypes=GET_MERCHANT_LISTINGS_ALL_DATA';
    const all = (await list(`${type}&pageSize=100`))
      .json()
      .reports.map((r: { reportId: string }) => r.reportId);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const paged: string[] = [];
    let res = await list(`${type}&pageSize=2`);
    for (;;) {
      expect(res.statusCode).toBe(200);
      paged.push(...res.json().reports.map((r: { reportId: string }) => r.reportId));
      const next = res.json().nextToken;
      if (!next) break;
      res = await list(`nextToken=${encodeURIComponent(next)}`);
    }
    expect(paged).toEqual(all);
    expect((await list(`${type}&marketplaceIds=A2EUQ1WTGCTBG2`)).json().reports).toEqual([]);
    const later = iso(sandbox.clock.now().getTime() + DAY_MS);
    expect((await list(`${type}&createdSince=${later}`)).statusCode).toBe(400);
    expect((await list(`${type}&createdUntil=${iso(NOW - DAY_MS)}`)).json().reports).toEqual([]);
    expect((await list('nextToken=nope')).statusCode).toBe(400);
  });

  it('answers Solicitations in HAL even when the front door refuses the call', async () => {
    const op = operationOf({
      model: 'sp-api/solicitations.json',
      operation: 'GET /solicitations/v1/orders/{amazonOrderId}',
    });
    const res = await sandbox.app.inject({
      method: 'GET',
      url: `/solicitations/v1/orders/${ctx.orderId}?marketplaceIds=${US}`,
    });
    expectConforms(op, res, 403, 'no access token');
  });
});
