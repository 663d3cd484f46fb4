import { describe, expect, it } from 'vitest';
import { ALL_DEMO_SELLERS, DEMO_SELLERS_PER_REGION, demoSellers, findDemoSeller } from './sellers.ts';

describe('demo sellers', () => {
  it('offers three accounts in each region', () => {
    for (const region of ['na', 'eu', 'fe'] as const) {
      const sellers = demoSellers(region);
      expect(sellers).toHaveLength(DEMO_SELLERS_PER_REGION);
      expect(sellers.every((s) => s.region === region)).toBe(true);
    }
  });

  it('derives Amazon-shaped, distinct ids and names', () => {
    for (const seller of ALL_DEMO_SELLERS) expect(seller.sellingPartnerId).toMatch(/^A[A-Z0-9]{13}$/);
    expect(new Set(ALL_DEMO_SELLERS.map((s) => s.sellingPartnerId)).size).toBe(ALL_DEMO_SELLERS.length);
    expect(new Set(ALL_DEMO_SELLERS.map((s) => s.storeName)).size).toBe(ALL_DEMO_SELLERS.length);
  });

  // Pinned: later data (catalogue, orders) derives from these ids, so they must never drift.
  it('is the same on every run', () => {
    expect(demoSellers('na')[0]).toEqual({
      sellingPartnerId: 'A1US9WKS7FGPAW',
      storeName: 'Evergreen Beauty Works',
      region: 'na',
      regionName: 'North America',
    });
  });

  it('finds a seller by id and nothing for an unknown one', () => {
    const seller = demoSellers('eu')[2];
    expect(findDemoSeller(seller?.sellingPartnerId ?? '')).toEqual(seller);
    expect(findDemoSeller('A000000000000X')).toBeNull();
  });
});
