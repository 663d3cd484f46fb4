import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/client.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { REFILL_GUARD_MS, type TLimiterTime } from './rate-limiter.ts';
import { createSharedRateLimiter } from './shared-rate-limiter.ts';

// Two limiters on two connection pools stand for two processes of a fleet (issue 23). Their clock runs
// 50 times faster than the real one (both read the same), so seconds of Amazon's refill cost
// milliseconds; a slow machine only makes the callers later, never the bucket more generous, so the
// assertions are about what was granted, not about how long anything took.
const SPEED = 50;

function fastClock(): TLimiterTime {
  const t0 = performance.now();
  const start = performance.timeOrigin + t0;
  return {
    now: () => start + (performance.now() - t0) * SPEED,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms / SPEED)),
  };
}

describe('the shared rate limiter', () => {
  const database = useTestDatabase();
  type TLimiter = ReturnType<typeof createSharedRateLimiter>;
  /** `use` with two limiters on one fast clock, the second on a pool of `connections` of its own. */
  const withTwoProcesses = async (
    connections: number,
    use: (a: TLimiter, b: TLimiter, time: TLimiterTime) => Promise<void>,
  ) => {
    const other = connectDatabase(database.url, { max: connections });
    try {
      const time = fastClock();
      await use(
        createSharedRateLimiter({ db: database.db, time }),
        createSharedRateLimiter({ db: other.db, time }),
        time,
      );
    } finally {
      await other.close();
    }
  };

  it('never grants two processes together more than the burst plus the rate over the elapsed time', async () => {
    await withTwoProcesses(4, async (a, b, time) => {
      const plan = { rate: 2, burst: 3 };
      const granted: number[] = [];
      const take = async (limiter: TLimiter) => {
        await limiter.acquire('A1SELLER:na:getOrders', plan);
        granted.push(time.now());
      };
      const started = time.now();
      await Promise.all(Array.from({ length: 30 }, (_, i) => take(i % 2 === 0 ? a : b)));

      expect(granted).toHaveLength(30);
      // However the grants fell, none came before its token existed: the n-th grant (0-based) beyond the
      // burst needs (n + 1 - burst) / rate seconds of refill after the guard.
      const sorted = granted.toSorted((x, y) => x - y);
      sorted.forEach((at, n) => {
        const needed = n + 1 - plan.burst;
        if (needed <= 0) return;
        expect(at - started).toBeGreaterThanOrEqual(REFILL_GUARD_MS + (needed / plan.rate) * 1000 - 5);
      });
      // One row holds the bucket, whoever called.
      const rows = await database.db.execute(sql`select count(*)::int as n from amazon_rate_buckets`);
      expect(rows.rows[0]).toEqual({ n: 1 });
    });
  });

  it("shares a rate Amazon reported and a 429's drain with every process", async () => {
    await withTwoProcesses(2, async (a, b) => {
      const plan = { rate: 0.5, burst: 1 };
      const key = 'A2SELLER:eu:createReport';
      await a.acquire(key, plan);
      a.observeRate(key, 40);
      // The reported rate reaches the row (a background write), and from it the other process.
      await expect
        .poll(
          async () =>
            (await database.db.execute(sql`select rate from amazon_rate_buckets where key = ${key}`)).rows[0],
        )
        .toEqual({ rate: 40 });
      await b.acquire(key, plan);
      expect(b.rateOf(key)).toBe(40);

      b.drain(key);
      await expect
        .poll(
          async () =>
            (await database.db.execute(sql`select tokens from amazon_rate_buckets where key = ${key}`))
              .rows[0],
        )
        .toEqual({ tokens: 0 });
    });
  });

  it('keeps one bucket per key: one seller spending its quota leaves another seller its own', async () => {
    const limiter = createSharedRateLimiter({ db: database.db, time: fastClock() });
    const plan = { rate: 0.0001, burst: 2 };
    await limiter.acquire('S1:na:op', plan);
    await limiter.acquire('S1:na:op', plan);
    await limiter.acquire('S2:na:op', plan);
    const rows = await database.db.execute(
      sql`select key, round(tokens::numeric, 1)::float as tokens from amazon_rate_buckets where key like 'S_:%' order by key`,
    );
    // S1 spent its burst; S2's bucket was full and gave one token of its own.
    expect(rows.rows).toEqual([
      { key: 'S1:na:op', tokens: 0 },
      { key: 'S2:na:op', tokens: 1 },
    ]);
  });
});
