import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { invitations, loginThrottles, mfaChallenges, oauthStates, sessions } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import { defineTick } from './define-job.ts';

// Rows that only ever grow otherwise: consent states (one per "Connect" click, anonymous during
// registration), sign-in throttle counters (one per name typed and per address that failed), and
// sessions past their end, second-factor challenges (one per password accepted) and team invitations.
// Each is deleted once nothing can read it any more, with a day's margin.

const DAY_MS = 86_400_000;
/** A throttle row forgets its count after a quiet day (login-throttle.ts); one quiet for two goes. */
export const THROTTLE_ROW_IDLE_MS = 2 * DAY_MS;
/** Consent states live 10 minutes; spent or expired ones are kept a day (for the logs' sake). */
export const OAUTH_STATE_KEEP_MS = DAY_MS;
/** Sessions that ended (expired or signed out) are kept a week, then deleted. */
export const ENDED_SESSION_KEEP_MS = 7 * DAY_MS;

/** Second-factor challenges live 5 minutes; a day after their end they go. */
export const MFA_CHALLENGE_KEEP_MS = DAY_MS;
/** Invitations (pending, accepted or revoked) go a month after their link's end: the limits count a day. */
export const INVITATION_KEEP_MS = 30 * DAY_MS;

export type TCleanupDeps = { db: TDb; clock: TClock; logger: TLogger };

/** Deletes what has expired; answers how many rows of each kind went. */
export async function deleteExpiredRows(deps: Pick<TCleanupDeps, 'db' | 'clock'>): Promise<{
  oauthStates: number;
  loginThrottles: number;
  sessions: number;
  mfaChallenges: number;
  invitations: number;
}> {
  const now = deps.clock.now().getTime();
  const before = (ms: number) => new Date(now - ms);
  const states = await deps.db
    .delete(oauthStates)
    .where(lt(oauthStates.expiresAt, before(OAUTH_STATE_KEEP_MS)))
    .returning({ id: oauthStates.id });
  const idleSince = before(THROTTLE_ROW_IDLE_MS);
  const throttles = await deps.db
    .delete(loginThrottles)
    .where(
      and(
        or(isNull(loginThrottles.lastFailureAt), lt(loginThrottles.lastFailureAt, idleSince)),
        or(isNull(loginThrottles.blockedUntil), lt(loginThrottles.blockedUntil, idleSince)),
      ),
    )
    .returning({ key: loginThrottles.key });
  const ended = before(ENDED_SESSION_KEEP_MS);
  const gone = await deps.db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, ended), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, ended))),
    )
    .returning({ id: sessions.id });
  const challenges = await deps.db
    .delete(mfaChallenges)
    .where(lt(mfaChallenges.expiresAt, before(MFA_CHALLENGE_KEEP_MS)))
    .returning({ id: mfaChallenges.id });
  const invites = await deps.db
    .delete(invitations)
    .where(lt(invitations.expiresAt, before(INVITATION_KEEP_MS)))
    .returning({ id: invitations.id });
  return {
    oauthStates: states.length,
    loginThrottles: throttles.length,
    sessions: gone.length,
    mfaChallenges: challenges.length,
    invitations: invites.length,
  };
}

/** Every night: expired consent states, idle throttle counters and ended sessions are deleted. */
export const cleanupJob = defineTick({
  name: 'cleanup',
  cron: '17 3 * * *',
  pollingIntervalSeconds: 60,
  handler: async (deps: TCleanupDeps) => {
    const deleted = await deleteExpiredRows(deps);
    deps.logger.info({ deleted }, 'expired rows deleted');
  },
});
