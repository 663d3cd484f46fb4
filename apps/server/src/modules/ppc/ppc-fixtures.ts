import type { TDb } from '../../db/client.ts';
import { addDays } from '../../sync/import-ads.ts';
import type { TPpcApplyInput } from './apply-port.ts';
import { seedAds, type TAdsMetricSeed } from './testing/ads-account.ts';

// A small Ads account for the PPC automation tests: one manual campaign with one ad group advertising
// SKU-1, three keywords, and daily metrics ending the day before TEST_NOW (in Los Angeles).

export const LAST_DAY = '2026-11-21';

export async function seedAdsAccount(db: TDb, channelId: string): Promise<void> {
  const metrics: TAdsMetricSeed[] = [];
  for (let i = 0; i < 20; i++) {
    const day = addDays(LAST_DAY, -i);
    const inWindow = i < 14;
    metrics.push({
      of: 'k1',
      day,
      impressions: 100,
      // 23 clicks in the 14 days: 2 a day for 9 days, 1 for 5; plus some older ones.
      clicks: inWindow ? (i < 9 ? 2 : 1) : 5,
      cost: inWindow ? (i < 9 ? '1.60' : '0.80') : '4.00',
      purchases7d: inWindow ? 0 : 1,
      sales7d: inWindow ? '0' : '30.00',
    });
    if (i < 10)
      metrics.push({
        of: 'k2',
        day,
        impressions: 200,
        clicks: 4,
        cost: '3.00',
        purchases7d: i < 4 ? 1 : 0,
        sales7d: i < 4 ? '30.00' : '0',
      });
  }
  await seedAds(db, channelId, {
    profileId: 'p1',
    campaigns: [
      { id: 'c1', name: 'Manual garlic', targetingType: 'MANUAL' },
      { id: 'c2', name: 'Auto garlic', targetingType: 'AUTO' },
    ],
    adGroups: [
      { id: 'g1', campaign: 'c1', name: 'Presses', defaultBid: '0.75' },
      { id: 'g2', campaign: 'c2', name: 'Auto', defaultBid: '0.50' },
    ],
    productAds: [{ id: 'a1', adGroup: 'g1', asin: 'B000TEST01', sku: 'SKU-1' }],
    keywords: [
      // Wastes clicks: 23 clicks, 0 orders over 14 days.
      { id: 'k1', adGroup: 'g1', keywordText: 'garlic crusher', matchType: 'BROAD', bid: '1.00' },
      // Converts: 40 clicks, 4 orders, 120.00 sales, 30.00 spend.
      { id: 'k2', adGroup: 'g1', keywordText: 'garlic press', matchType: 'EXACT', bid: '0.75' },
      // No traffic at all.
      { id: 'k3', adGroup: 'g1', keywordText: 'mincer', matchType: 'PHRASE', state: 'PAUSED', bid: '0.40' },
    ],
    metrics,
  });
}

/** The change a rule pausing keywords with 20+ clicks and no orders over 14 days proposes for k1. */
export const PAUSE_K1 = {
  entity_type: 'keyword',
  entity_id: 'k1',
  campaign_id: 'c1',
  ad_group_id: 'g1',
  field: 'state',
  old_value: 'ENABLED',
  new_value: 'PAUSED',
  reason: '23 clicks, 0 orders in 14 days → pause',
};

/** An apply that records what it is given. */
export function fakeApply() {
  const calls: TPpcApplyInput[] = [];
  const apply = async (input: TPpcApplyInput) => {
    calls.push(input);
    return { applied: input.changes.length };
  };
  return { calls, apply };
}
