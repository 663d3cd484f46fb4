import { DEL_YN, DISCONNECT_MESSAGES, type TAmazonMarketRequest } from '@seller-tools/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { channels, users } from '../../db/schema/index.ts';
import { unscheduleStoreSyncs } from '../../jobs/enqueue.ts';
import type { TAuth } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { storeVisibleTo } from '../../lib/store-access.ts';
import type { TQueue } from '../../queue/queue.ts';

export type TDisconnectDeps = { db: TDb; clock: TClock; queue: TQueue; logger: TLogger };

export type TDisconnected = { sellerId: string; marketplaceId: string; disconnectedAt: Date };

/**
 * Disconnecting a store (PUT /api/market/amazon/market with del_yn "Y"). Only a company administrator
 * may: a user of the store's own company with access to every store of it (access_channel_list unset;
 * the one who registered the company has it). A member limited to a list of stores may use a store,
 * not remove it. The store is marked deleted (it leaves every list and the sync stops touching it),
 * its scheduled syncs are removed, and nothing it imported is deleted: connecting it again through
 * Amazon's consent revives the same store with its history.
 */
export function createDisconnectService({ db, clock, queue, logger }: TDisconnectDeps) {
  return {
    async disconnect(
      auth: TAuth,
      request: Required<Pick<TAmazonMarketRequest, 'seller_id' | 'code' | 'del_yn'>> & {
        admin_email?: string | undefined;
      },
    ): Promise<Outcome<TDisconnected>> {
      if (
        request.admin_email !== undefined &&
        request.admin_email !== '' &&
        request.admin_email !== auth.email
      )
        return failure('forbidden', DISCONNECT_MESSAGES.ownAccountOnly);
      const [store] = await db
        .select({ id: channels.id, isCompanyAdmin: users.isCompanyAdmin })
        .from(channels)
        .innerJoin(users, eq(users.id, auth.userId))
        .where(
          and(
            storeVisibleTo(auth.companyId),
            eq(channels.sellerId, request.seller_id),
            eq(channels.marketplaceId, request.code),
          ),
        )
        .limit(1);
      // Another company's store, a deleted one, none, or one the caller may not see: one answer.
      if (!store) return failure('forbidden', DISCONNECT_MESSAGES.storeForbidden);
      // Disconnecting is the company admins' (issue 9), whatever a member's store list says.
      if (!store.isCompanyAdmin) return failure('forbidden', DISCONNECT_MESSAGES.adminOnly);
      if (request.del_yn !== DEL_YN.yes)
        return failure('invalid', DISCONNECT_MESSAGES.reconnectThroughConsent);

      const now = clock.now();
      const [gone] = await db
        .update(channels)
        .set({ deletedAt: now, status: 'disconnected', updatedAt: now })
        .where(and(eq(channels.id, store.id), isNull(channels.deletedAt)))
        .returning({ id: channels.id });
      // A concurrent disconnect got there first: the store is gone either way.
      if (!gone) return failure('forbidden', DISCONNECT_MESSAGES.storeForbidden);
      try {
        await unscheduleStoreSyncs(queue, store.id);
      } catch (err) {
        // Each schedule also removes itself at its next tick once it finds the store deleted.
        logger.error({ err, channelId: store.id }, 'could not remove the scheduled syncs of a store');
      }
      return success({ sellerId: request.seller_id, marketplaceId: request.code, disconnectedAt: now });
    },
  };
}
