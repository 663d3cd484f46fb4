// How long to wait after a 429. When Amazon names the wait (Retry-After) that is the answer, plus a
// little jitter so callers refused together do not come back together; a storm is then bounded by the
// caller's throttle budget, not by ever longer waits. Without the header: units of the bucket's refill
// time (a minute at 0.0167 rps, milliseconds at a raised rate), doubling per refusal, equal jitter.
export const MAX_THROTTLE_WAIT_MS = 120_000;

export function throttleWaitMs(options: {
  /** The bucket's refill rate (requests per second). */
  rate: number;
  /** Refusals so far in this call, this one included. */
  throttles: number;
  retryAfterMs: number | null;
  baseMs: number;
  random: () => number;
}): number {
  const { rate, throttles, retryAfterMs, baseMs, random } = options;
  if (retryAfterMs !== null) return Math.round(retryAfterMs + random() * Math.max(50, retryAfterMs / 4));
  const ceiling = Math.min(MAX_THROTTLE_WAIT_MS, Math.max(baseMs, 1000 / rate) * 2 ** Math.min(throttles, 5));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
