import { sql } from 'drizzle-orm';
import { sessions } from '../db/schema/index.ts';

/**
 * A session without remember-me ends after this long without a request (ASVS 7.3.1). A remember-me
 * session is the user's choice to stay signed in, so it ends only at its expiry.
 */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60_000;
/**
 * last_seen_at moves at most this often per session: the request path then writes a row about once a
 * minute per active session instead of at every request. The idle timeout is that much lenient.
 */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

const idleInterval = sql.raw(`interval '${SESSION_IDLE_TIMEOUT_MS / 1000} seconds'`);
/** For comparisons in SQL. */
export const lastSeenResolutionInterval = sql.raw(`interval '${LAST_SEEN_RESOLUTION_MS / 1000} seconds'`);

/** When the session last made a request: its start until the first bump. */
export const sessionLastSeen = sql<Date>`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`;

/**
 * The SQL condition of a session still in use at `now` (a bound timestamptz): not revoked, not expired,
 * and not idle for longer than the timeout unless remember-me.
 */
export function sessionIsLive(now: unknown) {
  return sql`(${sessions.revokedAt} is null and ${sessions.expiresAt} > ${now}::timestamptz and (${sessions.rememberMe} or ${sessionLastSeen} > ${now}::timestamptz - ${idleInterval}))`;
}
