import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client.ts';
import { loginThrottles } from '../db/schema/index.ts';

// A fixed-window counter per key in login_throttles (shared by every server process): a window opens at
// the first event after the previous one ended; `blocked_until` holds its end and `failures` the count in
// it. One upsert, so parallel events are counted one by one. The sign-in throttle's address windows,
// forgot-password mails and verification-code mails count with it.

/** Counts one event under `key`: the count in the current window (this one included) and its end. */
export async function hitWindow(
  db: TDbOrTx,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; windowEnd: Date }> {
  const nowIso = now.toISOString();
  const windowEnd = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(loginThrottles)
    .values({ key, failures: 1, lastFailureAt: now, blockedUntil: windowEnd })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: sql`case when ${loginThrottles.blockedUntil} > ${nowIso}
          then ${loginThrottles.failures} + 1 else 1 end`,
        blockedUntil: sql`case when ${loginThrottles.blockedUntil} > ${nowIso}
          then ${loginThrottles.blockedUntil} else ${windowEnd.toISOString()}::timestamptz end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottles.failures, blockedUntil: loginThrottles.blockedUntil });
  return { count: row?.failures ?? 1, windowEnd: row?.blockedUntil ?? windowEnd };
}
