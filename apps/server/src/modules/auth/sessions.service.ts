import { SESSION_MESSAGES, type TSignedInSession } from '@seller-tools/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import type { TAuth } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { sessionIsLive, sessionLastSeen } from '../../lib/session-policy.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';

/** The signed-in devices of Settings → Accounts: a user sees and ends only their own sessions. */
export function createSessionsService({ db, clock }: { db: TDb; clock: TClock }) {
  // The same "live" as the sign-in statement's: an idle or expired session is no longer a device.
  const liveOf = (userId: string, now: Date) =>
    and(eq(sessions.userId, userId), sessionIsLive(now.toISOString()));

  return {
    async list(auth: TAuth): Promise<TSignedInSession[]> {
      const rows = await db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeen: sessionLastSeen,
          rememberMe: sessions.rememberMe,
        })
        .from(sessions)
        .where(liveOf(auth.userId, clock.now()))
        .orderBy(desc(sessionLastSeen), desc(sessions.createdAt));
      return rows.map((row) => ({
        id: row.id,
        device: describeUserAgent(row.userAgent),
        ip: row.ip,
        created_at: row.createdAt.toISOString(),
        // A raw sql column comes back as the driver's text, not a Date.
        last_seen_at: new Date(row.lastSeen).toISOString(),
        remember_me: row.rememberMe,
        current: row.id === auth.sessionId,
      }));
    },

    /** Ends one of the caller's sessions; another user's id is answered like an ended one. */
    async signOut(auth: TAuth, sessionId: string): Promise<Outcome<void>> {
      const now = clock.now();
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), liveOf(auth.userId, now)))
        .returning({ id: sessions.id });
      return ended.length ? success(undefined) : failure('not-found', SESSION_MESSAGES.notFound);
    },

    /** Ends every live session of the caller except the one asking; answers how many. */
    async signOutOthers(auth: TAuth): Promise<number> {
      const now = clock.now();
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(liveOf(auth.userId, now), ne(sessions.id, auth.sessionId)))
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}
