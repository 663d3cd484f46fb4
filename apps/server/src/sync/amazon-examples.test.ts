import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createAdsApi } from '../integrations/amazon/ads-api.ts';
import type { TAdsApiClient } from '../integrations/amazon/ads-api-client.ts';
import { createSpApi } from '../integrations/amazon/sp-api.ts';
import type { TSpApiClient } from '../integrations/amazon/sp-api-client.ts';
import { createLogger, type TLogger } from '../lib/logger.ts';
import { amazonTestStore } from '../testing/amazon-store.ts';
import { virtualTime } from '../testing/virtual-time.ts';
import { validRecords } from './amazon-payloads.ts';
import { ZAdsReportRow } from './amazon-records.ts';
import { fetchCatalogItems } from './import-catalogue.ts';
import type { TMarketplace } from './marketplace.ts';
import { inchesOf, poundsOf } from './measures.ts';
import { fetchOrders, readOrdersSince } from './orders-api.ts';

// Amazon's own example answers (the `examples` and the `x-amzn-api-sandbox` static responses inside its
// published models, ../shared/amazon-models) go through our parsers: none may throw or be quarantined,
// and the fields we store must read as the example says.

const MODELS = new URL('../../../../../shared/amazon-models/', import.meta.url);
type TJson = Record<string, unknown>;

/** Every example body of an operation's success answer in a model (Swagger 2 and OpenAPI 3 alike). */
function examplesOf(model: string, path: string, method: string, status = '200'): unknown[] {
  const doc = JSON.parse(readFileSync(new URL(model, MODELS), 'utf8')) as TJson;
  const op = (doc.paths as Record<string, Record<string, TJson>>)[path]?.[method];
  const answer = (op?.responses as Record<string, TJson> | undefined)?.[status];
  if (!answer) throw new Error(`${model}: no ${status} answer for ${method} ${path}`);
  const sandbox = (answer['x-amzn-api-sandbox'] as { static?: { response: unknown }[] } | undefined)?.static;
  const openApi3 = Object.values((answer.content ?? {}) as Record<string, { examples?: TJson }>).flatMap(
    (media) => Object.values(media.examples ?? {}).map((e) => (e as { value: unknown }).value),
  );
  return [
    ...Object.values((answer.examples ?? {}) as TJson),
    ...(sandbox ?? []).map((s) => s.response),
    ...openApi3,
  ];
}

/** A silent logger that keeps what was quarantined. */
function quarantineLog() {
  const quarantined: unknown[] = [];
  const silent = createLogger('silent');
  const logger = new Proxy(silent, {
    get: (target, key) =>
      key === 'warn' ? (fields: unknown) => quarantined.push(fields) : Reflect.get(target, key),
  }) as TLogger;
  return { logger, quarantined };
}

const store = amazonTestStore({ channelId: 'c' });

describe("Amazon's example answers through our adapters", () => {
  it('reads every searchOrders example (Orders 2026-01-01) as orders and items, none quarantined', async () => {
    const bodies = examplesOf('sp-api/orders_2026-01-01.json', '/orders/2026-01-01/orders', 'get');
    expect(bodies.length).toBeGreaterThanOrEqual(4);
    const { logger, quarantined } = quarantineLog();
    for (const body of bodies) {
      // The example's own next page would be the same page again: the follow-up answers none.
      const searchOrders = async (_s: unknown, _m: unknown, page: { paginationToken?: string }) =>
        page.paginationToken ? { orders: [] } : body;
      const marketplace = { spApi: { searchOrders } } as unknown as TMarketplace;
      const rows = await readOrdersSince(
        { marketplace, store, logger },
        { createdAfter: '2024-12-01T00:00:00Z' },
      );
      const orders = (body as { orders: { orderItems: unknown[] }[] }).orders;
      expect(rows.orders).toHaveLength(orders.length);
      expect(rows.items).toHaveLength(orders.reduce((n, o) => n + o.orderItems.length, 0));
    }
    expect(quarantined).toEqual([]);

    const [first] = bodies as { orders: unknown[] }[];
    const marketplace = {
      spApi: { searchOrders: async () => ({ orders: first?.orders }) },
    } as unknown as TMarketplace;
    const rows = await readOrdersSince(
      { marketplace, store, logger },
      { createdAfter: '2024-12-01T00:00:00Z' },
    );
    expect(rows.orders[0]).toEqual({
      channelId: 'c',
      amazonOrderId: '123-4567890-1234567',
      marketplaceId: 'ATVPDKIKX0DER',
      status: 'Shipped',
      purchaseDate: new Date('2024-12-25T10:30:00Z'),
      lastUpdateDate: new Date('2024-12-25T14:45:00Z'),
      fulfillmentChannel: 'MFN',
      earliestDeliveryDate: new Date('2024-12-28T00:00:00Z'),
      latestDeliveryDate: new Date('2024-12-30T23:59:59Z'),
      // Amazon's example is a business buyer's replacement (programs, associatedOrders), shipped by 12-27.
      isBusinessOrder: true,
      isReplacementOrder: true,
      latestShipDate: new Date('2024-12-27T23:59:59Z'),
    });
    // The line's price, as v0's ItemPrice was: 2 × 49.99.
    expect(rows.items[0]).toMatchObject({
      amazonOrderId: '123-4567890-1234567',
      sku: 'ECHO-DOT-4-CHARCOAL',
      asin: 'B08N5WRWNW',
      orderItemId: '12345678901234',
      quantity: 2,
      itemPrice: '99.98',
      currency: 'USD',
    });
  });

  it('reads every getOrder example (Orders 2026-01-01), none quarantined', async () => {
    const bodies = examplesOf('sp-api/orders_2026-01-01.json', '/orders/2026-01-01/orders/{orderId}', 'get');
    expect(bodies.length).toBeGreaterThanOrEqual(3);
    const { logger, quarantined } = quarantineLog();
    const queue = [...bodies];
    const marketplace = { spApi: { getOrder: async () => queue.shift() } } as unknown as TMarketplace;
    const rows = await fetchOrders(
      { marketplace, store, logger },
      bodies.map((_, i) => `order-${i}`),
    );
    expect(quarantined).toEqual([]);
    expect(rows.orders).toHaveLength(bodies.length);
    expect(rows.orders.map((o) => o.status).sort()).toContain('Unshipped');
    expect(rows.orders.every((o) => o.fulfillmentChannel === 'MFN')).toBe(true);
  });

  it('reads the searchCatalogItems examples, dimensions in inches and pounds', async () => {
    const bodies = examplesOf('sp-api/catalogItems_2022-04-01.json', '/catalog/2022-04-01/items', 'get');
    expect(bodies.length).toBeGreaterThanOrEqual(1);
    const { logger, quarantined } = quarantineLog();
    for (const body of bodies) {
      const marketplace = { spApi: { searchCatalogItems: async () => body } } as unknown as TMarketplace;
      const items = await fetchCatalogItems({ marketplace, store, logger }, ['B07N4M94X4']);
      const item = items.get('B07N4M94X4');
      expect(item?.summaries?.[0]).toMatchObject({ marketplaceId: 'ATVPDKIKX0DER', brand: 'SAMSUNG' });
      const dims = item?.dimensions?.[0]?.item;
      expect(inchesOf(dims?.height)).toBe('41.40');
      expect(poundsOf(dims?.weight)).toBe('107.600');
    }
    expect(quarantined).toEqual([]);
  });

  it('reads the solicitations examples: the actions offered, and the 201 of a request', async () => {
    const [actions] = examplesOf(
      'sp-api/solicitations.json',
      '/solicitations/v1/orders/{amazonOrderId}',
      'get',
    );
    const [created] = examplesOf(
      'sp-api/solicitations.json',
      '/solicitations/v1/orders/{amazonOrderId}/solicitations/productReviewAndSellerFeedback',
      'post',
      '201',
    );
    const answers: Record<string, unknown> = {
      getSolicitationActionsForOrder: actions,
      createProductReviewAndSellerFeedbackSolicitation: created,
    };
    const client: TSpApiClient = { call: async (_s, operation) => answers[operation] as never };
    const spApi = createSpApi({ client, time: virtualTime() });
    expect(await spApi.getSolicitationActions(store, 'ATVPDKIKX0DER', '903-1671087-0812628')).toEqual([
      'productReviewAndSellerFeedback',
    ]);
    await expect(spApi.requestReview(store, 'ATVPDKIKX0DER', '123-1234567-1234567')).resolves.toBeUndefined();
  });

  it('follows the reports examples (getReport, getReportDocument) to the document', async () => {
    const [report] = examplesOf(
      'sp-api/reports_2021-06-30.json',
      '/reports/2021-06-30/reports/{reportId}',
      'get',
    );
    const [document] = examplesOf(
      'sp-api/reports_2021-06-30.json',
      '/reports/2021-06-30/documents/{reportDocumentId}',
      'get',
    );
    let polls = 0;
    const client: TSpApiClient = {
      call: async (_s, operation) =>
        (operation === 'createReport'
          ? { reportId: 'ReportId1' }
          : operation === 'getReport'
            ? // The example is IN_PROGRESS; the next poll finds it done with the example's document.
              polls++ === 0
              ? report
              : { ...(report as TJson), processingStatus: 'DONE', reportDocumentId: 'doc' }
            : document) as never,
    };
    const fetched: string[] = [];
    const spApi = createSpApi({
      client,
      time: virtualTime(),
      fetch: (async (url: string) => {
        fetched.push(String(url));
        return new Response('sku\tasin1\nS1\tB1\n');
      }) as typeof fetch,
    });
    expect(
      await spApi.fetchReport(store, { reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: [] }),
    ).toBe('sku\tasin1\nS1\tB1\n');
    expect(fetched).toEqual([(document as { url: string }).url]);
  });

  it("reads the Ads getAsyncReport examples (reporting v3) and a report's rows", async () => {
    const bodies = examplesOf('ads-api/reporting-v3.json', '/reporting/reports/{reportId}', 'get');
    expect(bodies.length).toBe(3);
    const status = (b: unknown) => (b as { status?: string }).status;
    const completed = bodies.find((b) => status(b) === 'COMPLETED');
    const failed = bodies.find((b) => status(b) === 'FAILED') as { failureReason: string };
    // In progress first, then done; the failed example fails the call with Amazon's reason.
    const queue = [...bodies.filter((b) => b !== completed && b !== failed), completed, failed];
    const client: TAdsApiClient = {
      call: async (_s, operation) =>
        (operation === 'createAsyncReport' ? { reportId: 'r', status: 'PENDING' } : queue.shift()) as never,
    };
    const row = { date: '2022-04-21', campaignId: 123456789012345, impressions: 10, clicks: 1, cost: 0.5 };
    const ads = createAdsApi({
      client,
      time: virtualTime(),
      fetch: (async () => new Response(gzipSync(JSON.stringify([row])))) as typeof fetch,
    });
    const request = {
      name: 'r',
      startDate: '2022-04-21',
      endDate: '2022-04-22',
      configuration: {
        adProduct: 'SPONSORED_PRODUCTS' as const,
        reportTypeId: 'spCampaigns',
        groupBy: ['campaign'],
        columns: ['date', 'campaignId'],
        timeUnit: 'DAILY' as const,
        format: 'GZIP_JSON' as const,
      },
    };
    const rows = await ads.fetchReport(store, '1', request);
    await expect(ads.fetchReport(store, '1', request)).rejects.toThrow(failed.failureReason);
    const { logger, quarantined } = quarantineLog();
    expect(validRecords({ logger, store }, 'ads report row', ZAdsReportRow, rows)).toEqual([row]);
    expect(quarantined).toEqual([]);
  });
});
