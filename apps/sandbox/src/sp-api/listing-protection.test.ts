import { afterAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../clock.ts';
import { LISTING_EVENT_TYPES, plantedEvents, type TPlantedEvent } from '../data/listing-events.ts';
import { offersAt } from '../data/listing-offers.ts';
import { sellerData } from '../data/seller-data.ts';
import { sellerPerformance } from '../reports/seller-performance.ts';
import { demoSellers } from '../sellers.ts';
import { definitionErrors, loadModel, schemaErrors } from '../testing/model-schema.ts';
import { accessTokenFor, spClient, type TSpCall } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

const SELLER = demoSellers('eu')[2]?.sellingPartnerId ?? '';
const UK = 'A1F83G8C2ARO7P';
const NOW = Date.parse('2025-06-01T12:00:00Z');
const pricing = loadModel('sp-api/productPricingV0.json');
const listings = loadModel('sp-api/listingsItems_2021-08-01.json');
const healthSchema = loadModel('sp-api/report-schemas/accountHealthReport-2020-11-18.json');

/** A planted event as GET /sandbox/listing-events answers it: times in ISO. */
type TEvent = Omit<TPlantedEvent, 'at' | 'until'> & { at: string; until: string | null };

describe('listing protection in the sandbox', async () => {
  const sandbox = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000' });
  // A fresh access token per call: the tests move the clock past a token's hour.
  const sp: TSpCall = async (method, url, body) =>
    spClient(sandbox, await accessTokenFor(sandbox.app, SELLER), 100)(method, url, body);
  afterAll(() => sandbox.app.close());
  const data = sellerData(SELLER);

  const events = async (query = '') => {
    const res = await sandbox.app.inject({
      method: 'GET',
      url: `/sandbox/listing-events?sellingPartnerId=${SELLER}${query}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().events as TEvent[];
  };
  /** The first planted event of a type after the sandbox's now (read ahead with `to`). */
  const next = async (type: string) => {
    const now = sandbox.clock.now().getTime();
    const ahead = await events(
      `&from=${new Date(now).toISOString()}&to=${new Date(now + 40 * 24 * HOUR_MS).toISOString()}`,
    );
    const event = ahead.find((e) => e.type === type && Date.parse(e.at) > now);
    if (!event) throw new Error(`no ${type} ahead`);
    return event;
  };
  const offersOf = async (asin: string) => {
    const res = await sp('POST', '/batches/products/pricing/v0/itemOffers', {
      requests: [
        {
          uri: `/products/pricing/v0/items/${asin}/offers`,
          method: 'GET',
          MarketplaceId: UK,
          ItemCondition: 'New',
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(definitionErrors(pricing, 'GetItemOffersBatchResponse', res.json())).toEqual([]);
    return res.json().responses[0].body.payload;
  };

  it('lists every planted type at /sandbox/listing-events, the same on every call', async () => {
    const bad = await sandbox.app.inject({ method: 'GET', url: '/sandbox/listing-events' });
    expect(bad.statusCode).toBe(400);
    const list = await events();
    expect(new Set(list.map((e) => e.type))).toEqual(new Set(LISTING_EVENT_TYPES));
    expect(await events()).toEqual(list);
    for (const e of list) {
      expect(Date.parse(e.at)).toBeLessThanOrEqual(NOW);
      if (e.type !== 'account-health') expect(e.asin).toMatch(/^B0/);
    }
  });

  it('a hijacker offer shows on its ASIN from its planted time until it leaves, and not before', async () => {
    const hijack = await next('hijacker');
    const before = await offersOf(hijack.asin ?? '');
    expect(before.Offers.map((o: { SellerId: string }) => o.SellerId)).not.toContain(hijack.sellerId);
    expect(before.Offers.find((o: { MyOffer?: boolean }) => o.MyOffer)?.IsBuyBoxWinner).toBe(true);
    sandbox.clock.advance(Date.parse(hijack.at) - sandbox.clock.now().getTime() + 60_000);
    const during = await offersOf(hijack.asin ?? '');
    const offer = during.Offers.find((o: { SellerId: string }) => o.SellerId === hijack.sellerId);
    expect(offer).toMatchObject({ IsBuyBoxWinner: false, IsFulfilledByAmazon: false });
    expect(offer.ListingPrice.Amount).toBeGreaterThan(Number(hijack.ownPrice));
    expect(during.Summary.TotalOfferCount).toBe(before.Summary.TotalOfferCount + 1);
    sandbox.clock.advance(Date.parse(hijack.until ?? '') - sandbox.clock.now().getTime());
    const after = await offersOf(hijack.asin ?? '');
    expect(after.Offers.map((o: { SellerId: string }) => o.SellerId)).not.toContain(hijack.sellerId);
  });

  it('a MAP breach undercuts the seller without the Buy Box; a Buy Box loss moves it at the same price', () => {
    const planted = plantedEvents(data, NOW);
    const breach = planted.find((e) => e.type === 'map-breach');
    const lost = planted.find((e) => e.type === 'buybox-lost');
    for (const event of [breach, lost]) {
      if (!event) throw new Error('not planted');
      const product = data.byAsin.get(event.asin ?? '');
      if (!product) throw new Error('no product');
      const before = offersAt(data, product, event.at - 1);
      const during = offersAt(data, product, event.at);
      const theirs = during.find((o) => o.sellerId === event.sellerId);
      expect(before.find((o) => o.mine)?.buyBoxWinner).toBe(true);
      if (event.type === 'map-breach') {
        expect(theirs?.price).toBeLessThan(product.price);
        expect(during.find((o) => o.mine)?.buyBoxWinner).toBe(true);
      } else {
        expect(theirs).toMatchObject({ price: product.price, buyBoxWinner: true });
        expect(during.find((o) => o.mine)?.buyBoxWinner).toBe(false);
      }
    }
  });

  it('lists the listings with summaries, issues and attributes as the model says, page by page', async () => {
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const res = await sp(
        'GET',
        `/listings/2021-08-01/items/${SELLER}?marketplaceIds=${UK}&includedData=summaries,issues,attributes&pageSize=20${token ? `&pageToken=${token}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      expect(definitionErrors(listings, 'ItemSearchResults', res.json())).toEqual([]);
      seen.push(...res.json().items.map((i: { sku: string }) => i.sku));
      token = res.json().pagination?.nextToken;
    } while (token);
    expect(seen).toHaveLength(data.catalog.length);
    expect(new Set(seen).size).toBe(seen.length);
    const bad = await sp(
      'GET',
      `/listings/2021-08-01/items/${SELLER}?marketplaceIds=${UK}&includedData=nope`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('an offer count change: used offers counted in the summary, the listed new offers as they were', async () => {
    const change = await next('offer-count-changed');
    expect(change.otherConditionOffers).toBeGreaterThanOrEqual(1);
    const before = await offersOf(change.asin ?? '');
    sandbox.clock.advance(Date.parse(change.at) - sandbox.clock.now().getTime() + 60_000);
    const during = await offersOf(change.asin ?? '');
    expect(during.Offers).toEqual(before.Offers);
    expect(during.Summary.TotalOfferCount).toBe(
      before.Summary.TotalOfferCount + (change.otherConditionOffers ?? 0),
    );
    expect(during.Summary.NumberOfOffers).toContainEqual({
      condition: 'used',
      fulfillmentChannel: 'Merchant',
      OfferCount: change.otherConditionOffers,
    });
    sandbox.clock.advance(Date.parse(change.until ?? '') - sandbox.clock.now().getTime());
    expect((await offersOf(change.asin ?? '')).Summary.TotalOfferCount).toBe(before.Summary.TotalOfferCount);
  });

  it('a suppressed, an inactive listing and a title changed by someone else show in getListingsItem from their time', async () => {
    for (const type of ['listing-suppressed', 'listing-inactive', 'listing-changed']) {
      const event = await next(type);
      const url = `/listings/2021-08-01/items/${SELLER}/${event.sku}?marketplaceIds=${UK}&includedData=summaries,issues,attributes`;
      const before = (await sp('GET', url)).json();
      expect(before.summaries[0].status).toEqual(['BUYABLE', 'DISCOVERABLE']);
      sandbox.clock.advance(Date.parse(event.at) - sandbox.clock.now().getTime() + 60_000);
      const during = await sp('GET', url);
      expect(definitionErrors(listings, 'Item', during.json())).toEqual([]);
      const item = during.json();
      if (type === 'listing-suppressed') {
        expect(item.summaries[0].status).toEqual([]);
        expect(item.issues[0]).toMatchObject({
          code: event.issueCode,
          severity: 'ERROR',
          enforcements: { actions: [{ action: 'LISTING_SUPPRESSED' }] },
        });
      } else if (type === 'listing-inactive') {
        // Off sale, still found: the price attribute suppressed (a potential pricing error).
        expect(item.summaries[0].status).toEqual(['DISCOVERABLE']);
        expect(item.issues[0]).toMatchObject({
          code: event.issueCode,
          severity: 'ERROR',
          categories: ['INVALID_PRICE'],
          enforcements: { actions: [{ action: 'ATTRIBUTE_SUPPRESSED' }] },
        });
      } else {
        expect(item.attributes.item_name[0].value).toBe(event.title);
        expect(item.attributes.item_name[0].value).not.toBe(before.attributes.item_name[0].value);
      }
    }
  });

  it('the seller performance report fits accountHealthReport-2020-11-18 and shows a planted account-health change', () => {
    const window = (at: number) => ({ start: at - 30 * 24 * HOUR_MS, end: at, createdAt: at, options: {} });
    const health = plantedEvents(data, NOW).find((e) => e.type === 'account-health');
    if (!health) throw new Error('not planted');
    const before = JSON.parse(sellerPerformance(data, window(health.at - HOUR_MS)));
    const during = JSON.parse(sellerPerformance(data, window(health.at + HOUR_MS)));
    expect(schemaErrors(healthSchema, healthSchema, before)).toEqual([]);
    expect(schemaErrors(healthSchema, healthSchema, during)).toEqual([]);
    expect(before.accountStatuses[0].status).toBe('NORMAL');
    expect(before.performanceMetrics[0].accountHealthRating.ahrStatus).toBe('GREAT');
    expect(during.accountStatuses[0].status).toBe('AT_RISK');
    expect(during.performanceMetrics[0].accountHealthRating.ahrStatus).toBe('WARNED');
    expect(during.performanceMetrics[0].orderDefectRate.afn.status).toBe('BAD');
    const violation = plantedEvents(data, NOW).find((e) => e.type === 'policy-violation');
    if (!violation?.category) throw new Error('not planted');
    const counted = JSON.parse(sellerPerformance(data, window(violation.at + HOUR_MS)));
    expect(counted.performanceMetrics[0][violation.category].defectsCount).toBeGreaterThan(0);
    expect(counted.performanceMetrics[0][violation.category].status).toBe('BAD');
  });
});
