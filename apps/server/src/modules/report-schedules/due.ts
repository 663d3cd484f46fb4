import { localTime } from '../../lib/local-time.ts';

// When a schedule is due, worked out in its own time zone (pure, so the tests walk it across zones). A
// schedule has one send point per period: each day, the chosen weekday or the chosen day of the month, at
// its hour. The hourly job sends the latest send point that has passed, once (the sends table keys it by
// the period), so a job that missed an hour still catches up, and a schedule made after a send point does
// not mail that period.

export type TDueRule = {
  frequency: 'daily' | 'weekly' | 'monthly';
  weekday: number | null;
  monthDay: number | null;
  sendHour: number;
  timeZone: string;
  createdAt: Date;
};

/** The days a mail covers, both ends included (YYYY-MM-DD), and the local day it goes out on. */
export type TDuePeriod = { from: string; to: string; sendDate: string };

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, n: number) => {
  const d = day(date);
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
};
/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
const isoWeekday = (date: string) => ((day(date).getUTCDay() + 6) % 7) + 1;

/** The local day of the latest send point at or before `now`. */
function latestSendDate(rule: TDueRule, now: Date): string {
  const local = localTime(now, rule.timeZone);
  const reached = local.hour >= rule.sendHour;
  if (rule.frequency === 'daily') return reached ? local.date : addDays(local.date, -1);
  if (rule.frequency === 'weekly') {
    const weekday = rule.weekday ?? 1;
    let back = (isoWeekday(local.date) - weekday + 7) % 7;
    if (back === 0 && !reached) back = 7;
    return addDays(local.date, -back);
  }
  const monthDay = rule.monthDay ?? 1;
  const [y, m, d] = local.date.split('-').map(Number) as [number, number, number];
  const thisMonth = d > monthDay || (d === monthDay && reached);
  const send = new Date(Date.UTC(y, m - 1 - (thisMonth ? 0 : 1), monthDay));
  return iso(send);
}

/** The period a mail sent on `sendDate` covers: the day, Monday–Sunday week or month before it. */
export function periodFor(frequency: TDueRule['frequency'], sendDate: string): { from: string; to: string } {
  if (frequency === 'daily') {
    const yesterday = addDays(sendDate, -1);
    return { from: yesterday, to: yesterday };
  }
  if (frequency === 'weekly') {
    const monday = addDays(sendDate, 1 - isoWeekday(sendDate));
    return { from: addDays(monday, -7), to: addDays(monday, -1) };
  }
  const d = day(sendDate);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0));
  return { from: iso(first), to: iso(last) };
}

/** The period due now, or null when the latest send point came before the schedule existed. */
export function duePeriod(rule: TDueRule, now: Date): TDuePeriod | null {
  const sendDate = latestSendDate(rule, now);
  const created = localTime(rule.createdAt, rule.timeZone);
  // Compared as local "date hour" stamps: the send point must not be earlier than the creation's hour.
  const stamp = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}`;
  if (stamp(sendDate, rule.sendHour) < stamp(created.date, created.hour)) return null;
  return { ...periodFor(rule.frequency, sendDate), sendDate };
}
