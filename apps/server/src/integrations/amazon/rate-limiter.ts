import type { TUsagePlan } from './usage-plans.ts';

// A proactive token bucket per seller + operation, the same shape as Amazon's: we wait for a token
// instead of spending a request on a 429. Amazon may grant a seller another rate than the default plan;
// `x-amzn-RateLimit-Limit` says which, and the bucket follows it.

export type TLimiterTime = { now(): number; sleep(ms: number): Promise<void> };

export const realTime: TLimiterTime = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The longest a waiting caller sleeps before it looks at its bucket again. */
export const MAX_SLEEP_SLICE_MS = 1000;
/**
 * Amazon's bucket starts refilling when our first request arrives, ours when it is created, a round
 * trip (and a token refresh) earlier: ours would run that far ahead and spend its first refilled token
 * a moment too soon, a 429. Ours starts refilling this much later instead; the sustained rate is the
 * same, only shifted.
 */
export const REFILL_GUARD_MS = 1000;

type TBucket = { tokens: number; at: number; rate: number; burst: number; queue: Promise<void> };

export type TRateLimiter = {
  /** Waits until the bucket of `key` holds a token, then spends it. */
  acquire(key: string, plan: TUsagePlan): Promise<void>;
  /** The rate Amazon reported for this bucket (header), used from the next refill on. */
  observeRate(key: string, rate: number): void;
  /** A 429 means Amazon's bucket is empty, whatever ours thinks: empty ours too. */
  drain(key: string): void;
  rateOf(key: string): number | null;
};

export function createRateLimiter(time: TLimiterTime = realTime): TRateLimiter {
  const buckets = new Map<string, TBucket>();

  function bucketOf(key: string, plan: TUsagePlan): TBucket {
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = {
        tokens: plan.burst,
        at: time.now() + REFILL_GUARD_MS,
        rate: plan.rate,
        burst: plan.burst,
        queue: Promise.resolve(),
      };
      buckets.set(key, bucket);
    }
    return bucket;
  }

  function refill(bucket: TBucket) {
    const now = time.now();
    if (now <= bucket.at) return; // still within the guard
    bucket.tokens = Math.min(bucket.burst, bucket.tokens + ((now - bucket.at) / 1000) * bucket.rate);
    bucket.at = now;
  }

  async function take(bucket: TBucket) {
    for (;;) {
      refill(bucket);
      if (bucket.tokens >= 1) {
        // A full bucket has been idle, and so has Amazon's: both start refilling at this first request,
        // Amazon's only once it arrives. As for a new bucket, ours waits out the guard first.
        if (bucket.tokens >= bucket.burst) bucket.at = time.now() + REFILL_GUARD_MS;
        bucket.tokens -= 1;
        return;
      }
      // In slices: a rate learned meanwhile (observeRate) takes effect within one slice, rather than
      // after a wait computed from the default plan (a minute a token for some operations).
      const guard = Math.max(0, bucket.at - time.now());
      const waitMs = guard + Math.ceil(((1 - bucket.tokens) / bucket.rate) * 1000);
      await time.sleep(Math.max(1, Math.min(waitMs, MAX_SLEEP_SLICE_MS)));
    }
  }

  return {
    acquire(key, plan) {
      const bucket = bucketOf(key, plan);
      // Callers line up: first come, first served, so no caller starves under contention.
      const turn = bucket.queue.then(() => take(bucket));
      bucket.queue = turn.catch(() => undefined);
      return turn;
    },
    observeRate(key, rate) {
      const bucket = buckets.get(key);
      if (!bucket || !(rate > 0) || bucket.rate === rate) return;
      refill(bucket);
      bucket.rate = rate;
    },
    drain(key) {
      const bucket = buckets.get(key);
      if (!bucket) return;
      refill(bucket);
      bucket.tokens = Math.min(bucket.tokens, 0);
    },
    rateOf: (key) => buckets.get(key)?.rate ?? null,
  };
}
