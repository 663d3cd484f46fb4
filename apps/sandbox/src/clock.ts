// Time is a dependency so that tests can expire codes and tokens without waiting; the sandbox never
// reads the wall clock for "now" outside this file. Same shape as the server's clock.
export type TClock = { now(): Date };

export const systemClock: TClock = { now: () => new Date() };

export function fixedClock(start: Date): TClock & { advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}
