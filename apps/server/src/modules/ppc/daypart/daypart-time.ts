// Dayparting's clock: which weekday and hour it is in the PPC time zone. Intl does the zone arithmetic,
// so daylight-saving changes move the hours as the seller's wall clock does (the spring-forward hour never
// occurs; the fall-back hour occurs twice, once per UTC hour, with the same key).

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export type TLocalHour = {
  /** 0 = Sunday. */
  weekday: number;
  hour: number;
  /** YYYY-MM-DDTHH in the zone: the hour a run is for (idempotency key). */
  key: string;
};

export function localHour(now: Date, timeZone: string): TLocalHour {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = WEEKDAYS.indexOf(part('weekday') as (typeof WEEKDAYS)[number]);
  const hour = Number(part('hour'));
  return { weekday, hour, key: `${part('year')}-${part('month')}-${part('day')}T${part('hour')}` };
}

export const flatGrid = (): number[][] =>
  Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 1));
