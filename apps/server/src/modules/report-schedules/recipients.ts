import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { channels, users } from '../../db/schema/index.ts';
import { storeVisibleTo } from '../../lib/store-access.ts';

/**
 * The users of `companyId` who may see the store (the app's one policy), optionally only among `ids`:
 * who may receive its reports, at creation and again at every send.
 */
export function storeRecipients(db: TDb, companyId: string, channelId: string, ids?: readonly string[]) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(channels, storeVisibleTo(users.companyId))
    .where(
      and(
        eq(users.companyId, companyId),
        isNull(users.deletedAt),
        eq(channels.id, channelId),
        ids ? inArray(users.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}
