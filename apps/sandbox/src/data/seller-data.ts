import { generateCatalog, type TProduct } from './catalog.ts';
import { generateOrdersForDay, type TOrder } from './orders.ts';
import { sellerProfile, type TSellerProfile } from './seller-profile.ts';

export type TSellerData = {
  profile: TSellerProfile;
  catalog: TProduct[];
  byAsin: Map<string, TProduct>;
  bySku: Map<string, TProduct>;
  /** Every order purchased on a day (days since epoch), whatever the clock says; callers filter by time. */
  ordersOn(day: number): TOrder[];
};

// Days of orders kept in memory across all sellers: enough for two years of the big seller plus slack;
// older entries are regenerated on demand, which gives the same orders.
const ORDER_DAYS_CACHED = 3000;
const orderDays = new Map<string, TOrder[]>();
const sellers = new Map<string, TSellerData>();
// ASIN → seller, for the public product pages, which name no seller.
const asinOwners = new Map<string, string>();

export function sellerData(sellingPartnerId: string): TSellerData {
  const cached = sellers.get(sellingPartnerId);
  if (cached) return cached;
  const profile = sellerProfile(sellingPartnerId);
  const catalog = generateCatalog(profile);
  const data: TSellerData = {
    profile,
    catalog,
    byAsin: new Map(catalog.map((p) => [p.asin, p])),
    bySku: new Map(catalog.map((p) => [p.sku, p])),
    ordersOn(day) {
      const key = `${sellingPartnerId}:${day}`;
      const hit = orderDays.get(key);
      if (hit) {
        orderDays.delete(key);
        orderDays.set(key, hit);
        return hit;
      }
      const orders = generateOrdersForDay(profile, catalog, day);
      orderDays.set(key, orders);
      if (orderDays.size > ORDER_DAYS_CACHED) {
        const oldest = orderDays.keys().next().value;
        if (oldest !== undefined) orderDays.delete(oldest);
      }
      return orders;
    },
  };
  for (const product of catalog) asinOwners.set(product.asin, sellingPartnerId);
  sellers.set(sellingPartnerId, data);
  return data;
}

export function ownerOfAsin(asin: string): string | null {
  return asinOwners.get(asin) ?? null;
}
