import type { TStoreAds } from '@seller-tools/contract';
import { inArray } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { adsGrants } from '../db/schema/index.ts';

// Whether a store has its Amazon Ads consent (issue 18), as the store lists show it.

export const NOT_CONNECTED: TStoreAds = { connected: false, profile_id: null, account_name: null };

/** Each visible store's Ads consent, for the integration status. */
export async function adsOfStores(db: TDb, channelIds: readonly string[]): Promise<Map<string, TStoreAds>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db
    .select({
      channelId: adsGrants.channelId,
      profileId: adsGrants.profileId,
      accountName: adsGrants.accountName,
    })
    .from(adsGrants)
    .where(inArray(adsGrants.channelId, [...channelIds]));
  return new Map(
    rows.map((r) => [r.channelId, { connected: true, profile_id: r.profileId, account_name: r.accountName }]),
  );
}
