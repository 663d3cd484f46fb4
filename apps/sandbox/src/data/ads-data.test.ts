import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock.ts';
import { demoSellers } from '../sellers.ts';
import { adsAccount } from './ads-entities.ts';
import { adsLeavesOn } from './ads-metrics.ts';
import { primeDays } from './seasonality.ts';
import { sellerData } from './seller-data.ts';

const BIG = demoSellers('na')[0]?.sellingPartnerId ?? '';

describe('Ads data', () => {
  it('is the same account on every call and for every seller id', () => {
    const data = sellerData(BIG);
    const a = adsAccount(data);
    expect(a.campaigns.length).toBe(new Set(data.catalog.map((p) => p.category.key)).size * 2);
    expect(a.productAds.length).toBeGreaterThanOrEqual(data.catalog.length * 2);
    const other = adsAccount(sellerData(demoSellers('fe')[0]?.sellingPartnerId ?? ''));
    expect(other.campaigns.map((c) => c.campaignId)).not.toContain(a.campaigns[0]?.campaignId);
    const ids = [...a.campaigns.map((c) => c.campaignId), ...a.clauses.map((c) => c.clause.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('follows the order generator’s seasonality: Prime Day clicks beat the weeks before', () => {
    const data = sellerData(BIG);
    const [prime] = primeDays(2025);
    const clicks = (day: number) => adsLeavesOn(data, day).reduce((sum, l) => sum + l.clicks, 0);
    let before = 0;
    for (let d = prime - 21; d < prime - 7; d++) before += clicks(d) / 14;
    expect(clicks(prime)).toBeGreaterThan(before * 1.8);
    expect(Date.UTC(2025, 6, 8) / DAY_MS).toBe(prime);
  });
});
