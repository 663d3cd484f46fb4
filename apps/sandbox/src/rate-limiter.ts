import type { TClock } from './clock.ts';

export type TUsagePlan = { rate: number; burst: number };

export type TRateLimiter = {
  /** Spends one token from the bucket of `key`; false when the bucket is empty (answer 429). */
  take(key: string, plan: TUsagePlan): boolean;
  /** The rate this sandbox actually applies to a plan (documented rate × multiplier). */
  appliedRate(plan: TUsagePlan): number;
  reset(): void;
};

// Amazon's token buckets: `burst` tokens to start with, refilled at `rate` per second, one bucket per
// application + selling partner + operation. The multiplier speeds the refill up for tests and
// benchmarks; the burst stays as documented.
export function createRateLimiter(deps: { clock: TClock; multiplier: number }): TRateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key, plan) {
      const now = deps.clock.now().getTime();
      const rate = plan.rate * deps.multiplier;
      const bucket = buckets.get(key) ?? { tokens: plan.burst, at: now };
      bucket.tokens = Math.min(plan.burst, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * rate);
      bucket.at = now;
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    appliedRate: (plan) => plan.rate * deps.multiplier,
    reset: () => buckets.clear(),
  };
}

/** Header value the way Amazon writes it: a plain decimal, no trailing zeros. */
export function rateHeader(rate: number): string {
  return String(Number(rate.toPrecision(6)));
}
