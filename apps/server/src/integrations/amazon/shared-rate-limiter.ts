import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { MAX_SLEEP_SLICE_MS, REFILL_GUARD_MS, type TLimiterTime, type TRateLimiter } from './rate-limiter.ts';
import type { TUsagePlan } from './usage-plans.ts';

// The rate limiter of a fleet (issue 23): the same token bucket as createRateLimiter, its state in one
// PostgreSQL row per bucket (amazon_rate_buckets), so every API and worker process spends one seller's
// quota together. Each take is one statement: the row is locked, refilled and spent in place, so two
// processes can never both spend the last token. Callers of one process still line up first come, first
// served before they reach the database.

/** Epoch milliseconds with sub-millisecond precision: comparable between processes, unlike performance.now(). */
export const wallTime: TLimiterTime = {
  now: () => performance.timeOrigin + performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

type TTake = { granted: boolean; tokens: number; at_ms: number; rate: number };

export function createSharedRateLimiter(deps: { db: TDb; time?: TLimiterTime }): TRateLimiter {
  const time = deps.time ?? wallTime;
  const queues = new Map<string, Promise<void>>();
  // Rate changes and drains of a bucket, in order, apart from the callers waiting for its tokens.
  const writes = new Map<string, Promise<void>>();
  // The last rate seen per bucket, for rateOf (a synchronous read the retry path logs).
  const rates = new Map<string, number>();

  /** Refills the bucket to `now` and spends a token when it holds one; creates it full when new. */
  async function takeOnce(key: string, plan: TUsagePlan): Promise<TTake> {
    const now = time.now();
    const result = await deps.db.execute<TTake>(sql`
      with created as (
        insert into amazon_rate_buckets (key, tokens, at_ms, rate, burst)
        values (${key}, ${plan.burst}, ${now + REFILL_GUARD_MS}, ${plan.rate}, ${plan.burst})
        on conflict (key) do nothing
      ),
      current as (
        select key, rate, burst, at_ms,
          case when ${now} <= at_ms then tokens
               else least(burst, tokens + (${now} - at_ms) / 1000.0 * rate) end as refilled
        from amazon_rate_buckets where key = ${key} for update
      )
      update amazon_rate_buckets b set
        tokens = case when c.refilled >= 1 then c.refilled - 1 else c.refilled end,
        -- A full bucket has been idle, and so has Amazon's: its refill starts after the guard again.
        at_ms = case when c.refilled >= 1 and c.refilled >= c.burst then ${now + REFILL_GUARD_MS}
                     else greatest(c.at_ms, ${now}) end,
        updated_at = now()
      from current c where b.key = c.key
      returning c.refilled >= 1 as granted, c.refilled as tokens, b.at_ms, b.rate`);
    const row = result.rows[0];
    // The bucket was created by this very statement (its insert is not visible to the select): it is
    // full, so the next round finds it and takes a token.
    return row ?? { granted: false, tokens: plan.burst, at_ms: now, rate: plan.rate };
  }

  async function take(key: string, plan: TUsagePlan): Promise<void> {
    for (;;) {
      const taken = await takeOnce(key, plan);
      rates.set(key, taken.rate);
      if (taken.granted) return;
      if (taken.tokens >= 1) continue; // just created
      const guard = Math.max(0, taken.at_ms - time.now());
      const waitMs = guard + Math.ceil(((1 - taken.tokens) / taken.rate) * 1000);
      await time.sleep(Math.max(1, Math.min(waitMs, MAX_SLEEP_SLICE_MS)));
    }
  }

  /** Runs a change of the bucket's row in the background: the calls that report it do not wait on it. */
  function update(key: string, change: ReturnType<typeof sql>) {
    const previous = writes.get(key) ?? Promise.resolve();
    const next = previous
      .then(() => deps.db.execute(change))
      .then(
        () => undefined,
        () => undefined,
      );
    writes.set(key, next);
  }

  return {
    acquire(key, plan) {
      const previous = queues.get(key) ?? Promise.resolve();
      const turn = previous.then(() => take(key, plan));
      queues.set(
        key,
        turn.catch(() => undefined),
      );
      return turn;
    },
    observeRate(key, rate) {
      if (!(rate > 0) || rates.get(key) === rate) return;
      rates.set(key, rate);
      const now = time.now();
      // Refilled at the old rate up to now, at the new one from now on.
      update(
        key,
        sql`update amazon_rate_buckets set
              tokens = case when ${now} <= at_ms then tokens
                            else least(burst, tokens + (${now} - at_ms) / 1000.0 * rate) end,
              at_ms = greatest(at_ms, ${now}), rate = ${rate}, updated_at = now()
            where key = ${key}`,
      );
    },
    drain(key) {
      const now = time.now();
      update(
        key,
        sql`update amazon_rate_buckets set tokens = least(tokens, 0), at_ms = greatest(at_ms, ${now}),
              updated_at = now() where key = ${key}`,
      );
    },
    rateOf: (key) => rates.get(key) ?? null,
  };
}
