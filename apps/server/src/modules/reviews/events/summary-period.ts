import type { TNotificationSettings } from '@seller-tools/contract';
import { localTime } from '../../../lib/local-time.ts';

const DAY_MS = 86_400_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** One summary mail's period: what it covers, how notifications_sent keys it, and how the mail names it. */
export type TSummaryPeriod = {
  /** notifications_sent kind: one per frequency, so switching frequency never blocks a mail. */
  kind: 'daily_summary' | 'weekly_summary' | 'monthly_summary';
  /** notifications_sent key: the user's local date (daily, weekly: the Monday) or month (monthly). */
  key: string;
  since: Date;
  /** "daily review summary for 2026-11-23" … */
  subject: string;
  /** "in the last 24 hours" … */
  span: string;
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

// The summary a user is due at this instant, if any: at their chosen hour in their time zone, every day
// (the last 24 hours), on Mondays (the 7 days before) or on the 1st (the calendar month before, as many
// days as it had). Null when it is not their hour or day. Periods are counted in 24-hour days back from
// now: across a daylight-saving change a period starts an hour off the local hour, so that one hour is
// counted in two mails or in neither (the daily summary has always worked so).
export function duePeriod(now: Date, settings: TNotificationSettings): TSummaryPeriod | null {
  const local = localTime(now, settings.timezone);
  if (!settings.daily_summary || local.hour !== settings.summary_hour) return null;
  const date = local.date;
  const frequency = settings.summary_frequency ?? 'daily';
  if (frequency === 'daily') {
    return {
      kind: 'daily_summary',
      key: date,
      since: new Date(now.getTime() - DAY_MS),
      subject: `daily review summary for ${date}`,
      span: 'in the last 24 hours',
    };
  }
  if (frequency === 'weekly') {
    if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 1) return null;
    return {
      kind: 'weekly_summary',
      key: date,
      since: new Date(now.getTime() - 7 * DAY_MS),
      subject: `weekly review summary for ${addDays(date, -7)} to ${addDays(date, -1)}`,
      span: 'in the last 7 days',
    };
  }
  if (!date.endsWith('-01')) return null;
  const lastOfPrevious = addDays(date, -1);
  const days = Number(lastOfPrevious.slice(8, 10));
  const month = `${MONTHS[Number(lastOfPrevious.slice(5, 7)) - 1]} ${lastOfPrevious.slice(0, 4)}`;
  return {
    kind: 'monthly_summary',
    key: date.slice(0, 7),
    since: new Date(now.getTime() - days * DAY_MS),
    subject: `monthly review summary for ${month}`,
    span: `in ${month}`,
  };
}
