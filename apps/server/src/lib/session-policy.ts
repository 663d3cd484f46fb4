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

/** A session's times as the auth cache keeps them beside its caller (ms since the epoch). */
export type TSessionTimes = { expiresAt: number; rememberMe: boolean; lastSeenAt: number };

/** sessionIsLive judged in the process, on times the statement read, for a request at `now` (ms). */
export function sessionLiveAt(session: TSessionTimes, now: number): boolean {
  return (
    session.expiresAt > now && (session.rememberMe || session.lastSeenAt > now - SESSION_IDLE_TIMEOUT_MS)
  );
}

/** Whether a request at `now` would leave last_seen_at as it is (the statement's bump is not due). */
export function lastSeenIsCurrent(lastSeenAt: number, now: number): boolean {
  return lastSeenAt >= now - LAST_SEEN_RESOLUTION_MS;
}

/** last_seen_at after the statement ran at `now`: bumped to `now` when it was due, else unchanged. */
export function lastSeenAfterRequest(lastSeenAt: number, now: number): number {
  return lastSeenIsCurrent(lastSeenAt, now) ? lastSeenAt : now;
}
