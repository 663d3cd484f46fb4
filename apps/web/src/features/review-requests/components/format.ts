import { formatDefaultDate, REVIEW_REQUEST_REASONS } from '@seller-tools/contract';

// How the page prints counts, times and reasons. Times show in the rule's time zone: the one the seller
// chose the send hour in, so "10:00" in the log matches "10:00" in the rule.

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

function validZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** "7 Sep 2022, 14:05" (spec §9's default date, then a 24-hour time); '—' for no or a bad instant. */
export function formatDateTime(iso: string | null, timeZone = 'UTC'): string {
  if (!iso) return '—';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '—';
  const zone = validZone(timeZone);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${formatDefaultDate(at, { timeZone: zone })}, ${time}`;
}

/** "7 Sep 2022" for a date or an instant; '—' without one. */
export function formatDay(iso: string | null, timeZone = 'UTC'): string {
  if (!iso) return '—';
  return formatDefaultDate(iso, { timeZone: validZone(timeZone) }) || '—';
}

/** The words for a reason code; an unknown code (a newer server) is shown as it is. */
export function reasonText(reason: string): string {
  return (REVIEW_REQUEST_REASONS as Record<string, string>)[reason] ?? reason;
}

/** "10:00 (10 AM)": the 24-hour clock with the 12-hour one beside it. */
export function hourLabel(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(hour).padStart(2, '0')}:00 (${twelve} ${hour < 12 ? 'AM' : 'PM'})`;
}

export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: hourLabel(hour),
}));

/** "America/Los Angeles" for America/Los_Angeles. */
export function zoneName(timeZone: string): string {
  return timeZone.replaceAll('_', ' ');
}
