// Billing months are calendar months in UTC, written YYYY-MM.

export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The month before the one `now` falls in (what the monthly job bills). */
export function previousMonth(now: Date): string {
  return monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
}

/** [start, end) of a YYYY-MM month in UTC. */
export function monthRange(month: string): { start: Date; end: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(year, mon - 1, 1)), end: new Date(Date.UTC(year, mon, 1)) };
}

const DAY_MS = 86_400_000;

/** When the next automatic attempt is due after `attempts` failed ones, or null once the schedule is spent. */
export function nextRetryAt(now: Date, attempts: number, retryDays: readonly number[]): Date | null {
  const days = retryDays[attempts - 1];
  return days === undefined ? null : new Date(now.getTime() + days * DAY_MS);
}
