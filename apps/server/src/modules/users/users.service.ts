import {
  type TMarketingPreferences,
  type TServerUserInfo,
  USER_UPDATE_MESSAGES,
} from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { TAuth } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { loadServerUserInfo } from '../../lib/user-info.ts';

export type TUsersDeps = { db: TDb; clock: TClock };

export type TUserUpdate = {
  user_email?: string | undefined;
  is_subscribed_marketing_list?: TMarketingPreferences | undefined;
  name?: string | undefined;
  ppc_timezone?: string | undefined;
  image?: string | null | undefined;
};

const subscribedToAny = (p: TMarketingPreferences) =>
  p.general_newsletter_email || p.new_feature_guide_email || p.recent_update_email;

export function createUsersService({ db, clock }: TUsersDeps) {
  return {
    /** The caller's own info (GET /api/user). */
    me(auth: TAuth): Promise<TServerUserInfo> {
      return loadServerUserInfo(db, auth.userId);
    },

    /**
     * The caller's own settings. Turning every email off records when the user unsubscribed (the spec's
     * unsubscribe_req_date); turning any back on clears it.
     */
    async update(auth: TAuth, update: TUserUpdate): Promise<Outcome<TServerUserInfo>> {
      if (update.user_email !== undefined && update.user_email !== auth.email) {
        return failure('forbidden', USER_UPDATE_MESSAGES.ownAccountOnly);
      }
      const now = clock.now();
      const set: Partial<typeof users.$inferInsert> = { updatedAt: now };
      if (update.name !== undefined) set.name = update.name;
      if (update.ppc_timezone !== undefined) set.ppcTimezone = update.ppc_timezone;
      // An empty address means no image, stored as null like a user who never set one.
      if (update.image !== undefined) set.image = update.image || null;
      const preferences = update.is_subscribed_marketing_list;
      if (preferences !== undefined) {
        set.marketing = preferences;
        set.unsubscribeReqDate = subscribedToAny(preferences) ? null : now;
      }
      return db.transaction(async (tx) => {
        await tx.update(users).set(set).where(eq(users.id, auth.userId));
        return success(await loadServerUserInfo(tx, auth.userId));
      });
    },
  };
}
