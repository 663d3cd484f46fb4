import { sql } from 'drizzle-orm';
import type { TTx } from '../../db/client.ts';

export const HOUR_MS = 60 * 60_000;

/**
 * How long a sender must wait before one more is accepted, given the times of what it sent in the last
 * hour (oldest first): 0 while it has sent fewer than `max`; otherwise until the send that has to leave
 * the one-hour window does so. A sliding window, so a burst at the end of one hour and the start of the
 * next cannot double the limit.
 */
export function hourlyWaitMs(recent: readonly Date[], now: Date, max: number): number {
  if (recent.length < max) return 0;
  const leaving = recent[recent.length - max];
  if (!leaving) return 0;
  return Math.max(0, leaving.getTime() + HOUR_MS - now.getTime());
}

/** Whole minutes to tell a person, never "0 minutes". */
export function waitMinutes(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 60_000));
}

/**
 * Serialises the check-and-insert of one sender within the transaction (released at commit), so parallel
 * submissions from one address cannot all read "under the limit" and all get in.
 */
export async function lockSender(tx: TTx, scope: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}:${ip}`}, 0))`);
}
