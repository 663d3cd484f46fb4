import type { TLimiterTime } from '../integrations/amazon/rate-limiter.ts';

/** Virtual time: sleeping advances it instantly, so backoffs and refills cost no real time. */
export function virtualTime(): TLimiterTime & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}
