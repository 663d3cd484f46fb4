import { eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { adsProfiles } from '../../../db/schema/index.ts';
import { lastCompleteDay } from '../../../sync/import-ads.ts';

// A store's Ads profile as the PPC automation reads it: its currency and the time zone its days are cut in.

export type TStoreAds = { currency: string | null; timezone: string | null };

export async function storeAds(db: TDb, channelId: string): Promise<TStoreAds | null> {
  const [profile] = await db
    .select({ currency: adsProfiles.currencyCode, timezone: adsProfiles.timezone })
    .from(adsProfiles)
    .where(eq(adsProfiles.channelId, channelId))
    .limit(1);
  return profile ?? null;
}

/** The last complete Ads day of a store (its profile's time zone). */
export function lastAdsDay(now: Date, ads: TStoreAds | null): string {
  return lastCompleteDay(now, ads?.timezone ?? 'America/Los_Angeles');
}
