import { createHash } from 'node:crypto';
import { words } from './words.ts';

export type TSellerRegion = 'na' | 'eu' | 'fe';

export const SELLER_REGIONS: readonly { code: TSellerRegion; name: string }[] = [
  { code: 'na', name: 'North America' },
  { code: 'eu', name: 'Europe' },
  { code: 'fe', name: 'Far East' },
];

export type TDemoSeller = {
  sellingPartnerId: string;
  storeName: string;
  region: TSellerRegion;
  regionName: string;
};

export const DEMO_SELLERS_PER_REGION = 3;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const NAME_FIRST = words(`Northwind Bluebird Cedar Harbor Summit Maple Riverstone Golden
  Silverline Evergreen Lakeside Brightway Oakridge Sunpeak Copper Meadow`);
const NAME_SECOND = words(`Home Kitchen Outdoor Pet Garden Craft Fitness Baby
  Office Travel Beauty Tech Toy Wellness Auto Apparel`);
const NAME_KIND = words('Goods Supply Co. Trading Outfitters Essentials Store Works');

function pick(list: readonly string[], byte: number | undefined): string {
  return list[(byte ?? 0) % list.length] ?? '';
}

// Sellers come from a hash of a fixed seed, so the same account (and, later, the same catalogue and
// orders, which derive from its selling_partner_id) exists on every run and every machine.
export function deriveSeller(seed: string, region: TSellerRegion): TDemoSeller {
  const digest = createHash('sha256').update(seed).digest();
  let id = 'A';
  for (let i = 0; i < 13; i++) id += pick([...ID_ALPHABET], digest[i]);
  const storeName = `${pick(NAME_FIRST, digest[13])} ${pick(NAME_SECOND, digest[14])} ${pick(NAME_KIND, digest[15])}`;
  const regionName = SELLER_REGIONS.find((r) => r.code === region)?.name ?? region;
  return { sellingPartnerId: id, storeName, region, regionName };
}

export function demoSellers(region: TSellerRegion): TDemoSeller[] {
  return Array.from({ length: DEMO_SELLERS_PER_REGION }, (_, i) =>
    deriveSeller(`seller:${region}:${i + 1}`, region),
  );
}

export const ALL_DEMO_SELLERS: readonly TDemoSeller[] = SELLER_REGIONS.flatMap((r) => demoSellers(r.code));

export function findDemoSeller(sellingPartnerId: string): TDemoSeller | null {
  return ALL_DEMO_SELLERS.find((s) => s.sellingPartnerId === sellingPartnerId) ?? null;
}

/**
 * Accounts beyond the demo ones (SANDBOX_BENCH_SELLERS), for a benchmark that needs many sellers on one
 * sandbox, each with its own rate limits: North American small and mid-sized shops, not on the consent
 * page's list but accepted by it.
 */
export function benchSellers(count: number): TDemoSeller[] {
  return Array.from({ length: count }, (_, i) => deriveSeller(`seller:bench:${i + 1}`, 'na'));
}

/** The accounts a sandbox's consent accepts: the demo ones, then its bench sellers. */
export function sellerDirectory(benchCount: number) {
  const all = [...ALL_DEMO_SELLERS, ...benchSellers(benchCount)];
  const byId = new Map(all.map((s) => [s.sellingPartnerId, s]));
  return { all, find: (sellingPartnerId: string) => byId.get(sellingPartnerId) ?? null };
}

export type TSellerDirectory = ReturnType<typeof sellerDirectory>;
