import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';

/**
 * Ends every live session of a user at once (a removed member, a deleted user, a changed password),
 * optionally keeping the caller's own. Run it in the transaction of the change that requires it.
 */
export async function revokeSessionsOf(
  db: TDbOrTx,
  userId: string,
  now: Date,
  options: { except?: string } = {},
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.except === undefined ? undefined : ne(sessions.id, options.except),
      ),
    );
}
