import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { adsGrants, channels } from '../db/schema/index.ts';
import type { TSyncStore } from './marketplace.ts';

/** A live (not deleted) store with what the adapters need; null when deleted or unknown. */
export async function findSyncStore(
  db: TDb,
  channelId: string,
): Promise<(TSyncStore & { channelId: string }) | null> {
  const [row] = await db
    .select({
      id: channels.id,
      sellerId: channels.sellerId,
      marketplaceId: channels.marketplaceId,
      refreshTokenEnc: channels.refreshTokenEnc,
      // The store's own Ads consent (issue 18); none: no Ads call is made for it.
      adsRefreshTokenEnc: adsGrants.refreshTokenEnc,
      adsProfileId: adsGrants.profileId,
    })
    .from(channels)
    .leftJoin(adsGrants, eq(adsGrants.channelId, channels.id))
    .where(and(eq(channels.id, channelId), isNull(channels.deletedAt)))
    .limit(1);
  return row ? { ...row, channelId: row.id } : null;
}
