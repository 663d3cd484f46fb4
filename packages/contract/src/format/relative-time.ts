import { formatLongDate, type TDateFormatOptions, type TDateInput, toDate } from './dates.ts';

// Relative times of spec §9. Buckets follow elapsed time, not calendar days: "Yesterday" is 24 to 48
// hours ago. Counts are floored, so 13 days is "1 week ago", never rounded up.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
// Within this much in the future counts as clock skew and reads "just now"; further is shown as a date.
const CLOCK_SKEW_MS = MINUTE;

/**
 * "just now", "1 minute ago", "N minutes ago", "1 hour ago", "N hours ago", "Yesterday", "N days ago"
 * (to 6), "N weeks ago" (up to 30 days), else a "September 07, 2022" date in UTC or options.timeZone.
 * Returns '' when either date is invalid.
 */
export function relativeTime(input: TDateInput, now: TDateInput, options: TDateFormatOptions = {}): string {
  const date = toDate(input);
  const current = toDate(now);
  if (date === null || current === null) return '';
  const elapsed = current.getTime() - date.getTime();
  if (elapsed < -CLOCK_SKEW_MS) return formatLongDate(date, options);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < 2 * MINUTE) return '1 minute ago';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} minutes ago`;
  if (elapsed < 2 * HOUR) return '1 hour ago';
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} hours ago`;
  if (elapsed < 2 * DAY) return 'Yesterday';
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} days ago`;
  if (elapsed < 31 * DAY) {
    const weeks = Math.floor(elapsed / WEEK);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  return formatLongDate(date, options);
}
