import type { TDb } from '../../db/client.ts';
import {
  adsAdGroups,
  adsCampaigns,
  adsDailyMetrics,
  adsKeywords,
  adsProductAds,
  adsProfiles,
} from '../../db/schema/index.ts';
import { addDays } from '../../sync/import-ads.ts';
import type { TPpcApplyInput } from './apply-port.ts';

// A small Ads account for the PPC automation tests: one manual campaign with one ad group advertising
// SKU-1, three keywords, and daily metrics ending the day before TEST_NOW (in Los Angeles).

export const LAST_DAY = '2026-11-21';

export async function seedAdsAccount(db: TDb, channelId: string): Promise<void> {
  await db.insert(adsProfiles).values({
    channelId,
    profileId: 'p1',
    marketplaceId: 'ATVPDKIKX0DER',
    currencyCode: 'USD',
    timezone: 'America/Los_Angeles',
  });
  await db.insert(adsCampaigns).values([
    {
      channelId,
      campaignId: 'c1',
      profileId: 'p1',
      name: 'Manual garlic',
      targetingType: 'MANUAL',
      state: 'ENABLED',
    },
    {
      channelId,
      campaignId: 'c2',
      profileId: 'p1',
      name: 'Auto garlic',
      targetingType: 'AUTO',
      state: 'ENABLED',
    },
  ]);
  await db.insert(adsAdGroups).values([
    { channelId, adGroupId: 'g1', campaignId: 'c1', name: 'Presses', state: 'ENABLED', defaultBid: '0.75' },
    { channelId, adGroupId: 'g2', campaignId: 'c2', name: 'Auto', state: 'ENABLED', defaultBid: '0.50' },
  ]);
  await db.insert(adsProductAds).values({
    channelId,
    adId: 'a1',
    adGroupId: 'g1',
    campaignId: 'c1',
    asin: 'B000TEST01',
    sku: 'SKU-1',
    state: 'ENABLED',
  });
  await db.insert(adsKeywords).values([
    // Wastes clicks: 23 clicks, 0 orders over 14 days.
    {
      channelId,
      keywordId: 'k1',
      adGroupId: 'g1',
      campaignId: 'c1',
      keywordText: 'garlic crusher',
      matchType: 'BROAD',
      state: 'ENABLED',
      bid: '1.00',
    },
    // Converts: 40 clicks, 4 orders, 120.00 sales, 30.00 spend.
    {
      channelId,
      keywordId: 'k2',
      adGroupId: 'g1',
      campaignId: 'c1',
      keywordText: 'garlic press',
      matchType: 'EXACT',
      state: 'ENABLED',
      bid: '0.75',
    },
    // No traffic at all.
    {
      channelId,
      keywordId: 'k3',
      adGroupId: 'g1',
      campaignId: 'c1',
      keywordText: 'mincer',
      matchType: 'PHRASE',
      state: 'PAUSED',
      bid: '0.40',
    },
  ]);
  const rows: (typeof adsDailyMetrics.$inferInsert)[] = [];
  for (let i = 0; i < 20; i++) {
    const day = addDays(LAST_DAY, -i);
    const inWindow = i < 14;
    rows.push({
      channelId,
      level: 'targeting',
      entityId: 'k1',
      day,
      campaignId: 'c1',
      adGroupId: 'g1',
      impressions: 100,
      // 23 clicks in the 14 days: 2 a day for 9 days, 1 for 5; plus some older ones.
      clicks: inWindow ? (i < 9 ? 2 : 1) : 5,
      cost: inWindow ? (i < 9 ? '1.60' : '0.80') : '4.00',
      purchases7d: inWindow ? 0 : 1,
      sales7d: inWindow ? '0' : '30.00',
    });
    if (i < 10)
      rows.push({
        channelId,
        level: 'targeting',
        entityId: 'k2',
        day,
        campaignId: 'c1',
        adGroupId: 'g1',
        impressions: 200,
        clicks: 4,
        cost: '3.00',
        purchases7d: i < 4 ? 1 : 0,
        sales7d: i < 4 ? '30.00' : '0',
      });
  }
  await db.insert(adsDailyMetrics).values(rows);
}

/** An apply that records what it is given. */
export function fakeApply() {
  const calls: TPpcApplyInput[] = [];
  const apply = async (input: TPpcApplyInput) => {
    calls.push(input);
    return { applied: input.changes.length };
  };
  return { calls, apply };
}
