import { describe, expect, it } from 'vitest';
import { DAY_MS, dayOf } from '../clock.ts';
import { demoSellers } from '../sellers.ts';
import { generateCatalog } from './catalog.ts';
import { findSellerOrder } from './find-order.ts';
import { generateOrdersForDay, orderStatusAt } from './orders.ts';
import { primeDays, seasonality } from './seasonality.ts';
import { marketplaceData, sellerData } from './seller-data.ts';
import { sellerProfile } from './seller-profile.ts';

const BIG = demoSellers('na')[0]?.sellingPartnerId ?? '';
const SMALL = demoSellers('eu')[2]?.sellingPartnerId ?? '';
const NOW = Date.parse('2025-06-01T12:00:00Z');

describe('seller data', () => {
  it('is the same for the same selling partner, generated twice from scratch', () => {
    const profile = sellerProfile(SMALL);
    expect(generateCatalog(profile)).toEqual(generateCatalog(profile));
    const day = dayOf(NOW) - 40;
    const catalog = generateCatalog(profile);
    expect(generateOrdersForDay(profile, catalog, day)).toEqual(generateOrdersForDay(profile, catalog, day));
  });

  it('differs between sellers and stays within 20–200 ASINs with Amazon-shaped ids', () => {
    for (const seller of [...demoSellers('na'), ...demoSellers('eu')]) {
      const { catalog } = sellerData(seller.sellingPartnerId);
      expect(catalog.length).toBeGreaterThanOrEqual(20);
      expect(catalog.length).toBeLessThanOrEqual(200);
      expect(new Set(catalog.map((p) => p.asin)).size).toBe(catalog.length);
      for (const p of catalog) {
        expect(p.asin).toMatch(/^B0[A-Z0-9]{8}$/);
        expect(p.fnsku === null ? p.channel : p.fnsku).toMatch(
          p.channel === 'AFN' ? /^X00[A-Z0-9]{7}$/ : /^MFN$/,
        );
        expect(p.ean).toMatch(/^\d{13}$/);
      }
    }
    expect(sellerData(BIG).catalog.map((p) => p.asin)).not.toEqual(
      sellerData(SMALL).catalog.map((p) => p.asin),
    );
  });

  it('keeps order ids unique and in the 3-7-7 format', () => {
    const data = sellerData(SMALL);
    const ids = new Set<string>();
    for (let day = dayOf(NOW) - 30; day < dayOf(NOW); day++) {
      for (const o of data.ordersOn(day)) {
        expect(o.amazonOrderId).toMatch(/^\d{3}-\d{7}-\d{7}$/);
        ids.add(o.amazonOrderId);
        expect(o.latestDeliveryDate).toBeGreaterThan(o.earliestDeliveryDate);
      }
    }
    expect(ids.size).toBeGreaterThan(30);
  });

  it('moves an order through Pending, Unshipped and Shipped as time passes', () => {
    const order = sellerData(SMALL)
      .ordersOn(dayOf(NOW) - 10)
      .find((o) => o.cancelAt === null);
    if (!order?.shipAt) throw new Error('no shipped order');
    expect(orderStatusAt(order, order.purchaseDate)).toBe('Pending');
    expect(orderStatusAt(order, order.pendingUntil)).toBe('Unshipped');
    expect(orderStatusAt(order, order.shipAt)).toBe('Shipped');
  });

  it('has seasons: a Prime Day spike, a busier Q4, a weekly rhythm', () => {
    const [prime] = primeDays(2024);
    expect(seasonality(prime)).toBeGreaterThan(2 * seasonality(prime - 14));
    const avg = (from: number, days: number) =>
      Array.from({ length: days }, (_, i) => seasonality(from + i)).reduce((a, b) => a + b) / days;
    expect(avg(Date.UTC(2024, 11, 1) / DAY_MS, 14)).toBeGreaterThan(
      1.4 * avg(Date.UTC(2024, 1, 1) / DAY_MS, 14),
    );
  });

  // Speed sanity without timing assertions: the big seller's two years are generated on demand.
  it('serves the big seller: 200 ASINs and about 100 000 orders in two years', () => {
    const data = sellerData(BIG);
    expect(data.catalog).toHaveLength(200);
    let count = 0;
    for (let day = dayOf(NOW) - 730; day < dayOf(NOW); day++) count += data.ordersOn(day).length;
    expect(count).toBeGreaterThan(85_000);
    expect(count).toBeLessThan(125_000);
  });

  it('gives every marketplace of a seller its own orders, found again by id (issue 15)', () => {
    const fe = demoSellers('fe')[0]?.sellingPartnerId ?? '';
    expect(sellerProfile(fe).marketplaces.map((m) => m.countryCode)).toEqual(['JP', 'AU', 'SG']);
    const day = dayOf(NOW) - 20;
    const seen = new Set<string>();
    for (const { id, countryCode, currency } of sellerProfile(fe).marketplaces) {
      const data = marketplaceData(fe, id);
      const orders = data?.ordersOn(day) ?? [];
      expect(orders.length, countryCode).toBeGreaterThan(0);
      expect(data?.catalog[0]?.currency).toBe(currency);
      for (const order of orders) {
        expect(seen.has(order.amazonOrderId)).toBe(false);
        seen.add(order.amazonOrderId);
      }
      const first = orders[0];
      if (first) expect(findSellerOrder(fe, first.amazonOrderId, NOW)?.data.profile.home.id).toBe(id);
    }
    // The first marketplace's orders are the ones the seller always had.
    expect(marketplaceData(fe, 'A1VC38T7YXB528')?.ordersOn(day)).toEqual(sellerData(fe).ordersOn(day));
    expect(marketplaceData(fe, 'A1PA6795UKMFR9')).toBeNull();
  });
});
