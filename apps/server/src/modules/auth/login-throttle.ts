import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/index.ts';

// Sign-in throttling (ASVS 6.3.1), kept in login_throttles so that every server process shares it.
//
// Per account (`account:<user id>`, or `account:<name as typed>` for names that match nobody, so that
// known and unknown names behave alike): after ACCOUNT_FAILURE_LIMIT consecutive failures each further
// failure blocks the account for a delay that doubles from one minute up to fifteen. The delay never
// grows past that, attempts during a block are refused without counting, and a quiet day forgets the
// count, so an attacker can slow a real user down but never lock them out for good.
//
// Per IP address (`ip:<address>`): a fixed window of IP_WINDOW_MS starting at its first failure; the
// IP_FAILURE_LIMIT-th failure in a window blocks the address until the window ends. The same windowed
// counter also limits other per-key actions (forgot-password mails). For windowed keys `blocked_until`
// holds the end of the current window and `failures` the count in it.

export const ACCOUNT_FAILURE_LIMIT = 10;
export const ACCOUNT_FIRST_DELAY_MS = 60_000;
export const ACCOUNT_MAX_DELAY_MS = 15 * 60_000;
/** Consecutive failures are forgotten after this long without one. */
export const ACCOUNT_FAILURE_MEMORY_MS = 24 * 60 * 60_000;
export const IP_FAILURE_LIMIT = 100;
export const IP_WINDOW_MS = 15 * 60_000;

export type TThrottleKeys = { account: string; ip: string };

export function accountKey(idOrName: string): string {
  return `account:${idOrName}`;
}

export function ipKey(ip: string): string {
  return `ip:${ip}`;
}

/** The block that follows the n-th consecutive failure of an account (0 below the limit). */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FAILURE_LIMIT) return 0;
  const doublings = Math.min(failures - ACCOUNT_FAILURE_LIMIT, 10);
  return Math.min(ACCOUNT_FIRST_DELAY_MS * 2 ** doublings, ACCOUNT_MAX_DELAY_MS);
}

type TThrottleRow = { failures: number; blockedUntil: Date | null };

/** How long a caller must still wait (0: go ahead), from the account's and the address's rows. */
export function throttleWaitMs(account: TThrottleRow | null, ip: TThrottleRow | null, now: Date): number {
  const left = (row: TThrottleRow | null) =>
    row?.blockedUntil ? row.blockedUntil.getTime() - now.getTime() : 0;
  return Math.max(0, left(account), ip && ip.failures >= IP_FAILURE_LIMIT ? left(ip) : 0);
}

export function createLoginThrottle(deps: { db: TDb }) {
  const { db } = deps;

  async function recordAccountFailure(key: string, now: Date): Promise<void> {
    const forgetBefore = new Date(now.getTime() - ACCOUNT_FAILURE_MEMORY_MS);
    const [row] = await db
      .insert(loginThrottles)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`case when ${loginThrottles.lastFailureAt} > ${forgetBefore.toISOString()}
            then ${loginThrottles.failures} + 1 else 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: loginThrottles.failures });
    const delay = accountDelayMs(row?.failures ?? 0);
    if (delay > 0) {
      await db
        .update(loginThrottles)
        .set({ blockedUntil: new Date(now.getTime() + delay) })
        .where(eq(loginThrottles.key, key));
    }
  }

  /** Counts one event under a windowed key and answers the count in the current window, this one included. */
  async function countInWindow(key: string, windowMs: number, now: Date): Promise<number> {
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
      .returning({ failures: loginThrottles.failures });
    return row?.failures ?? 1;
  }

  return {
    /** A failed sign-in: counts against both the account and the address. */
    async recordFailure(keys: TThrottleKeys, now: Date): Promise<void> {
      await Promise.all([recordAccountFailure(keys.account, now), countInWindow(keys.ip, IP_WINDOW_MS, now)]);
    },

    /** A correct password: the account's consecutive failures start again from zero. */
    async clearAccount(key: string, tx: Pick<TDb, 'delete'> = db): Promise<void> {
      await tx.delete(loginThrottles).where(eq(loginThrottles.key, key));
    },

    countInWindow,
  };
}

export type TLoginThrottle = ReturnType<typeof createLoginThrottle>;
