// Calendar days as the review API takes them (YYYY-MM-DD, UTC, as the server cuts its days).

const DAY_MS = 86_400_000;

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `days` before today (0: today). */
export function isoDaysAgo(days: number, now: Date = new Date()): string {
  return isoDay(new Date(now.getTime() - days * DAY_MS));
}
