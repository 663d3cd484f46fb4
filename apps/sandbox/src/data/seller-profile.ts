import { DAY_MS } from '../clock.ts';
import { marketplacesOf, type TMarketplace } from '../marketplaces.ts';
import { hash32, rngFor } from '../prng.ts';
import { demoSellers, findDemoSeller, type TSellerRegion } from '../sellers.ts';

export type TSellerProfile = {
  sellingPartnerId: string;
  storeName: string;
  region: TSellerRegion;
  marketplaces: TMarketplace[];
  /**
   * The marketplace this profile's orders belong to: the seller's first (where the catalogue, FBA and ads
   * data live) in `sellerProfile`, any of its marketplaces in `marketplaceProfile`.
   */
  home: TMarketplace;
  /** Seeds the orders: the seller id in its first marketplace, seller and marketplace elsewhere. */
  ordersSeed: string;
  asinCount: number;
  /** Average orders a day before seasonality. */
  dailyOrders: number;
  /** The first day (days since epoch) the seller sold anything. */
  startDay: number;
  brands: string[];
  /** Share of the catalogue fulfilled by Amazon. */
  afnShare: number;
  /** Three-digit prefix of the seller's order ids (1xx in North America, 3xx in Europe, 5xx in the Far East). */
  orderPrefix: string;
};

const BRAND_A = 'Nova Terra Kindle Ember Lumen Arbor Vela Koda Sola Brio Halo Juno Mira Orra Pax Rove'.split(
  ' ',
);
const BRAND_B = 'Craft Living Labs Works Nest Gear Home Co Goods Supply Basics Studio'.split(' ');

// Pinned: the first North American demo seller is the big one the import benchmark needs (200 ASINs,
// about 100 000 orders in the last two years); the others are small and mid-sized shops.
const LARGE_SELLER_ID = demoSellers('na')[0]?.sellingPartnerId;

const FIRST_SALES_DAY = Date.UTC(2022, 5, 1) / DAY_MS;

const cache = new Map<string, TSellerProfile>();

export function sellerProfile(sellingPartnerId: string): TSellerProfile {
  const cached = cache.get(sellingPartnerId);
  if (cached) return cached;
  const rng = rngFor('profile', sellingPartnerId);
  const demo = findDemoSeller(sellingPartnerId);
  const region = demo?.region ?? 'na';
  const marketplaces = marketplacesOf(region);
  const large = sellingPartnerId === LARGE_SELLER_ID;
  const brandCount = large ? 3 : rng.int(1, 2);
  const brands = Array.from({ length: brandCount }, () => `${rng.pick(BRAND_A)}${rng.pick(BRAND_B)}`);
  const prefixBase = { na: 111, eu: 302, fe: 503 }[region];
  const profile: TSellerProfile = {
    sellingPartnerId,
    storeName: demo?.storeName ?? `Store ${sellingPartnerId.slice(-5)}`,
    region,
    marketplaces,
    home: marketplaces[0] as TMarketplace,
    ordersSeed: sellingPartnerId,
    asinCount: large ? 200 : rng.int(20, 120),
    dailyOrders: large ? 126 : rng.int(8, 60),
    startDay: FIRST_SALES_DAY + (large ? 0 : rng.int(0, 150)),
    brands: [...new Set(brands)],
    afnShare: large ? 0.75 : rng.float(0.5, 0.9),
    orderPrefix: String(prefixBase + (hash32('prefix', sellingPartnerId) % 4)),
  };
  cache.set(sellingPartnerId, profile);
  return profile;
}

const byMarketplace = new Map<string, TSellerProfile>();

/**
 * The seller as one of its marketplaces sees it: the same catalogue, and orders of its own there (own
 * id prefix, so getOrder finds the marketplace from the id; a share of the home volume; local currency).
 * Null for a marketplace the seller does not sell in.
 */
export function marketplaceProfile(sellingPartnerId: string, marketplaceId: string): TSellerProfile | null {
  const base = sellerProfile(sellingPartnerId);
  const index = base.marketplaces.findIndex((m) => m.id === marketplaceId);
  if (index < 0) return null;
  if (index === 0) return base;
  const key = `${sellingPartnerId}:${marketplaceId}`;
  const cached = byMarketplace.get(key);
  if (cached) return cached;
  const share = 0.5 + (hash32('marketplace-share', key) % 50) / 100;
  const profile: TSellerProfile = {
    ...base,
    home: base.marketplaces[index] as TMarketplace,
    ordersSeed: key,
    dailyOrders: Math.max(4, Math.round(base.dailyOrders * share)),
    // 1x1–1x4 at home, 1(x+1)y in the second marketplace, 1(x+2)y in the third (x the region's tens).
    orderPrefix: String(Number(base.orderPrefix) + 10 * index),
  };
  byMarketplace.set(key, profile);
  return profile;
}
