import { DEFAULT_NOTIFICATION_TIMEZONE, DEFAULT_SUMMARY_HOUR } from '@seller-tools/contract';

// When a user's daily mail goes out: the hour and time zone of their notification settings (Settings →
// Notification), the same for every daily mail we send them; without saved settings, the defaults there
// (8:00 in their PPC time zone).
export function mailClockOf(
  saved: { timezone: string; summaryHour: number } | null | undefined,
  ppcTimezone: string | null | undefined,
): { timezone: string; hour: number } {
  if (saved) return { timezone: saved.timezone, hour: saved.summaryHour };
  return { timezone: ppcTimezone || DEFAULT_NOTIFICATION_TIMEZONE, hour: DEFAULT_SUMMARY_HOUR };
}
