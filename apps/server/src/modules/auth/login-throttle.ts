import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/index.ts';
import { hitWindow } from '../../lib/windowed-counter.ts';

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

// The attempt is reserved before its password is hashed (issue 17, H1): one statement counts it against
// the address's window and, if the address may still try, against the account, unless the account is
// blocked. Row locks order parallel attempts, so of 100 wrong passwords at once exactly the first
// ACCOUNT_FAILURE_LIMIT get a reservation (the last of them sets the block) and the rest are refused
// unhashed. A reservation is a failure until given back: a correct password calls `release`.
//
// Positional parameters, so that node-postgres prepares the statement once per connection:
// $1 address key, $2 account key, $3 now, $4 end of a new address window, $5 failures before this are
// forgotten, $6 IP_FAILURE_LIMIT, $7 ACCOUNT_FAILURE_LIMIT, $8 first delay, $9 longest delay (ms).
const NEXT_ACCOUNT_FAILURES = `case when t.last_failure_at > $5::timestamptz then t.failures + 1 else 1 end`;
const RESERVE_SQL = `
with ip as (
  insert into login_throttles as t (key, failures, last_failure_at, blocked_until)
  values ($1::text, 1, $3::timestamptz, $4::timestamptz)
  on conflict (key) do update set
    failures = case when t.blocked_until > $3::timestamptz then t.failures + 1 else 1 end,
    blocked_until = case when t.blocked_until > $3::timestamptz then t.blocked_until else $4::timestamptz end,
    last_failure_at = $3::timestamptz
  returning t.failures, t.blocked_until
), account as (
  insert into login_throttles as t (key, failures, last_failure_at)
  select $2::text, 1, $3::timestamptz from ip where ip.failures <= $6::int
  on conflict (key) do update set
    failures = ${NEXT_ACCOUNT_FAILURES},
    last_failure_at = $3::timestamptz,
    blocked_until = case when ${NEXT_ACCOUNT_FAILURES} >= $7::int
      then $3::timestamptz + least($8::float8 * power(2, least(${NEXT_ACCOUNT_FAILURES} - $7::int, 10)), $9::float8)
        * interval '1 millisecond'
      end
  where t.blocked_until is null or t.blocked_until <= $3::timestamptz
  returning t.failures
)
select ip.failures as ip_failures, ip.blocked_until as ip_window_end,
  (select failures from account) as account_failures,
  (select blocked_until from login_throttles where key = $2::text) as account_blocked_until
from ip`;

// A correct password: the account's consecutive failures start again from zero, and the address gets its
// reservation back (it counts failures only) if its window is still the one the reservation went into.
const RELEASE_SQL = `
with account as (delete from login_throttles where key = $2::text)
update login_throttles set failures = greatest(failures - 1, 0)
where key = $1::text and blocked_until > $3::timestamptz`;

const RELEASE_IP_SQL = `
update login_throttles set failures = greatest(failures - 1, 0)
where key = $1::text and blocked_until > $2::timestamptz`;

type TReserveRow = {
  ip_failures: number;
  ip_window_end: Date;
  account_failures: number | null;
  account_blocked_until: Date | null;
};

/** A granted attempt, or how long a refused caller must wait. */
export type TReservation = { granted: true } | { granted: false; waitMs: number };

export function createLoginThrottle(deps: { db: TDb }) {
  const { db } = deps;
  const pool = db.$client;

  /** Counts one event under a windowed key and answers the count in the current window, this one included. */
  async function countInWindow(key: string, windowMs: number, now: Date): Promise<number> {
    return (await hitWindow(db, key, windowMs, now)).count;
  }

  return {
    /**
     * Reserves one password check for the account and the address, before any hashing. A granted
     * reservation already counts as a failure; give it back with `release` when the password is right.
     */
    async reserve(keys: TThrottleKeys, now: Date): Promise<TReservation> {
      const forgetBefore = new Date(now.getTime() - ACCOUNT_FAILURE_MEMORY_MS);
      const windowEnd = new Date(now.getTime() + IP_WINDOW_MS);
      const { rows } = await pool.query<TReserveRow>({
        name: 'login_throttle_reserve',
        text: RESERVE_SQL,
        values: [
          keys.ip,
          keys.account,
          now,
          windowEnd,
          forgetBefore,
          IP_FAILURE_LIMIT,
          ACCOUNT_FAILURE_LIMIT,
          ACCOUNT_FIRST_DELAY_MS,
          ACCOUNT_MAX_DELAY_MS,
        ],
      });
      const row = rows[0];
      if (!row) throw new Error('login throttle reservation returned no row');
      if (row.ip_failures > IP_FAILURE_LIMIT) {
        return { granted: false, waitMs: Math.max(1, new Date(row.ip_window_end).getTime() - now.getTime()) };
      }
      if (row.account_failures !== null) return { granted: true };
      // Refused by the account's block: the address's count goes back, since nothing was checked.
      await pool.query({ name: 'login_throttle_release_ip', text: RELEASE_IP_SQL, values: [keys.ip, now] });
      const blockedUntil = row.account_blocked_until ? new Date(row.account_blocked_until).getTime() : 0;
      // The block may have been set by an attempt that committed after this statement's snapshot.
      return { granted: false, waitMs: Math.max(ACCOUNT_FIRST_DELAY_MS, blockedUntil - now.getTime()) };
    },

    /** Gives a reservation back after a correct password. */
    async release(keys: TThrottleKeys, now: Date): Promise<void> {
      await pool.query({
        name: 'login_throttle_release',
        text: RELEASE_SQL,
        values: [keys.ip, keys.account, now],
      });
    },

    countInWindow,

    /** Starts a windowed key's count again (a right second-factor code forgets the wrong ones before it). */
    async forget(key: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
    },
  };
}

export type TLoginThrottle = ReturnType<typeof createLoginThrottle>;
