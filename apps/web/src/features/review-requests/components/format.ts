import { REVIEW_REQUEST_REASONS } from '@seller-tools/contract';

export { formatDay, formatZonedDateTime, HOUR_OPTIONS, hourLabel } from '../../../lib/dates';

// How the page prints counts, times and reasons. Times show in the rule's time zone (the marketplace's unless
// the seller chose another), each labelled with it ("10:00 CET"), so "10:00" in the log matches the rule.

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** The words for a reason code; an unknown code (a newer server) is shown as it is. */
export function reasonText(reason: string): string {
  return (REVIEW_REQUEST_REASONS as Record<string, string>)[reason] ?? reason;
}

/** "America/Los Angeles" for America/Los_Angeles. */
export function zoneName(timeZone: string): string {
  return timeZone.replaceAll('_', ' ');
}
