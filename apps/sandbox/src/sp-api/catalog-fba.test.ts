import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock.ts';
import { plantedAnomalies } from '../data/anomalies.ts';
import { sellerData } from '../data/seller-data.ts';
import { demoSellers } from '../sellers.ts';
import { accessTokenFor, spClient } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

const SELLER = demoSellers('eu')[0]?.sellingPartnerId ?? '';
const START = '2025-06-01T12:00:00Z';
const NOW = Date.parse(START);

describe('Catalog Items, FBA Inventory and Fulfillment Inbound', async () => {
  // Fast refill and a second of sandbox time after each call, so paging is never throttled.
  const sandbox = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '100' }, START);
  const sp = spClient(sandbox, await accessTokenFor(sandbox.app, SELLER), 1000);
  const data = sellerData(SELLER);
  const home = data.profile.home.id;
  afterAll(() => sandbox.app.close());

  it('finds the seller’s items by ASIN with summaries, dimensions, price and an SVG image', async () => {
    const product = data.catalog[0];
    if (!product) throw new Error('no catalogue');
    const res = await sp(
      'GET',
      `/catalog/2022-04-01/items?marketplaceIds=${home}&identifiersType=ASIN&identifiers=${product.asin}` +
        '&includedData=summaries,attributes,dimensions,images',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-amzn-ratelimit-limit']).toBe('200');
    const body = res.json();
    expect(body.numberOfResults).toBe(1);
    const item = body.items[0];
    expect(item.asin).toBe(product.asin);
    expect(item.summaries[0]).toMatchObject({
      marketplaceId: home,
      brand: product.brand,
      itemName: product.title,
    });
    expect(item.attributes.list_price[0]).toMatchObject({ value: product.price, currency: product.currency });
    expect(item.dimensions[0].item).toEqual({
      height: { unit: 'inches', value: product.dimensions.height },
      length: { unit: 'inches', value: product.dimensions.length },
      width: { unit: 'inches', value: product.dimensions.width },
      weight: { unit: 'pounds', value: product.dimensions.weight },
    });
    const link = new URL(item.images[0].images[0].link);
    expect(link.pathname).toBe(`/images/I/${product.asin}.svg`);
    const svg = await sandbox.app.inject({ method: 'GET', url: link.pathname });
    expect(svg.headers['content-type']).toBe('image/svg+xml');

    const one = await sp('GET', `/catalog/2022-04-01/items/${product.asin}?marketplaceIds=${home}`);
    expect(one.json()).toMatchObject({ asin: product.asin, summaries: [{ itemName: product.title }] });
    const missing = await sp('GET', `/catalog/2022-04-01/items/B000000000?marketplaceIds=${home}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('NotFound');
    const bad = await sp('GET', `/catalog/2022-04-01/items/${product.asin}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('InvalidInput');
  });

  it('pages a keyword search with pageToken through every item of the brand', async () => {
    const brand = data.catalog[0]?.brand ?? '';
    const expected = data.catalog
      .filter((p) => `${p.title} ${p.brand}`.toLowerCase().includes(brand.toLowerCase()))
      .map((p) => p.asin);
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const res = await sp(
        'GET',
        `/catalog/2022-04-01/items?marketplaceIds=${home}&keywords=${encodeURIComponent(brand)}&pageSize=5` +
          (token ? `&pageToken=${encodeURIComponent(token)}` : ''),
      );
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().items.map((i: { asin: string }) => i.asin));
      token = res.json().pagination.nextToken;
    } while (token);
    expect(expected.length).toBeGreaterThan(0);
    expect(seen).toEqual(expected);
  });

  it('summarises FBA inventory per SKU with its FNSKU, for the FBA listings only', async () => {
    const res = await sp(
      'GET',
      `/fba/inventory/v1/summaries?granularityType=Marketplace&granularityId=${home}&marketplaceIds=${home}&details=true`,
    );
    expect(res.statusCode).toBe(200);
    const summaries = res.json().payload.inventorySummaries as {
      sellerSku: string;
      fnSku: string;
      totalQuantity: number;
      inventoryDetails: { fulfillableQuantity: number };
    }[];
    const afn = data.catalog.filter((p) => p.channel === 'AFN');
    expect(afn.length).toBeGreaterThan(0);
    expect(summaries.map((s) => s.sellerSku)).toEqual(afn.slice(0, 50).map((p) => p.sku));
    for (const s of summaries) {
      expect(s.fnSku).toBe(data.bySku.get(s.sellerSku)?.fnsku);
      expect(s.totalQuantity).toBeGreaterThanOrEqual(s.inventoryDetails.fulfillableQuantity);
    }
  });

  it('lists inbound shipments and their items, QuantityShipped against QuantityReceived', async () => {
    const short = plantedAnomalies(data, NOW).find((a) => a.kind === 'short-received');
    if (short?.kind !== 'short-received') throw new Error('no short-received shipment planted');
    const range = `LastUpdatedAfter=${new Date(short.closedAt - DAY_MS).toISOString()}&LastUpdatedBefore=${new Date(short.closedAt + DAY_MS).toISOString()}`;
    const shipments = await sp(
      'GET',
      `/fba/inbound/v0/shipments?MarketplaceId=${home}&QueryType=DATE_RANGE&${range}`,
    );
    expect(shipments.statusCode).toBe(200);
    const listed = shipments.json().payload.ShipmentData as { ShipmentId: string; ShipmentStatus: string }[];
    expect(listed).toContainEqual(
      expect.objectContaining({ ShipmentId: short.shipmentId, ShipmentStatus: 'CLOSED' }),
    );

    const items = await sp('GET', `/fba/inbound/v0/shipments/${short.shipmentId}/items`);
    const line = (
      items.json().payload.ItemData as {
        SellerSKU: string;
        QuantityShipped: number;
        QuantityReceived: number;
      }[]
    ).find((i) => i.SellerSKU === short.sku);
    expect(line).toMatchObject({ QuantityShipped: short.shipped, QuantityReceived: short.received });
    expect(short.received).toBeLessThan(short.shipped);

    const byRange = await sp(
      'GET',
      `/fba/inbound/v0/shipmentItems?MarketplaceId=${home}&QueryType=DATE_RANGE&${range}`,
    );
    expect(byRange.json().payload.ItemData).toContainEqual(
      expect.objectContaining({ ShipmentId: short.shipmentId, SellerSKU: short.sku }),
    );
    expect((await sp('GET', `/fba/inbound/v0/shipments/FBA000000000/items`)).statusCode).toBe(404);
    expect((await sp('GET', `/fba/inbound/v0/shipments?MarketplaceId=${home}`)).statusCode).toBe(400);
  });
});
