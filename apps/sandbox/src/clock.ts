// Time is a dependency so that tests can expire codes and tokens without waiting; the sandbox never
// reads the wall clock for "now" outside this file. Same shape as the server's clock.
export type TClock = { now(): Date };
export type TAdjustableClock = TClock & { advance(ms: number): void };

export const systemClock: TClock = { now: () => new Date() };

export function fixedClock(start: Date): TAdjustableClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

// `POST /sandbox/clock` moves time forward for a running sandbox: an offset on top of whatever clock it
// was given (the wall clock in `npm start`, a fixed one in tests). Time never runs backwards, so data the
// server has already read never disappears.
export function adjustableClock(base: TClock): TAdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance: (ms) => {
      if (ms > 0) offset += ms;
    },
  };
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** Days since 1970-01-01 (UTC): the unit the generators are keyed by. */
export const dayOf = (ms: number) => Math.floor(ms / DAY_MS);
export const startOfDay = (day: number) => day * DAY_MS;
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** ISO 8601 without milliseconds, as Amazon writes timestamps. */
export const isoSeconds = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

/** The day (days since epoch) a moment falls on in a time zone: Ads cuts report days in the profile's. */
export function localDayOf(ms: number, timeZone: string): number {
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(ms));
  return dayOf(Date.parse(`${date}T00:00:00Z`));
}
