import { generateCatalog, type TProduct } from './catalog.ts';
import { generateOrdersForDay, type TOrder } from './orders.ts';
import { marketplaceProfile, sellerProfile, type TSellerProfile } from './seller-profile.ts';

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

/** The seller in its home marketplace (catalogue, FBA, ads, and the orders placed there). */
export function sellerData(sellingPartnerId: string): TSellerData {
  return dataOf(sellerProfile(sellingPartnerId));
}

/** The seller in one of its marketplaces, with that marketplace's orders; null where it does not sell. */
export function marketplaceData(sellingPartnerId: string, marketplaceId: string): TSellerData | null {
  const profile = marketplaceProfile(sellingPartnerId, marketplaceId);
  return profile ? dataOf(profile) : null;
}

function dataOf(profile: TSellerProfile): TSellerData {
  const { sellingPartnerId, ordersSeed } = profile;
  const cached = sellers.get(ordersSeed);
  if (cached) return cached;
  const catalog = generateCatalog(profile);
  const data: TSellerData = {
    profile,
    catalog,
    byAsin: new Map(catalog.map((p) => [p.asin, p])),
    bySku: new Map(catalog.map((p) => [p.sku, p])),
    ordersOn(day) {
      const key = `${ordersSeed}:${day}`;
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
  sellers.set(ordersSeed, data);
  return data;
}

export function ownerOfAsin(asin: string): string | null {
  return asinOwners.get(asin) ?? null;
}
