import { describe, expect, it } from 'vitest';
import { duePeriod, periodFor, type TDueRule } from './due.ts';

const rule = (over: Partial<TDueRule>): TDueRule => ({
  frequency: 'daily',
  weekday: null,
  monthDay: null,
  sendHour: 7,
  timeZone: 'UTC',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...over,
});

describe('report schedule due computation', () => {
  it('finds the same instant on different local days and hours across time zones', () => {
    const now = new Date('2026-11-01T16:00:00Z'); // 08:00 Los Angeles (1 Nov, PST), 01:00 Tokyo (2 Nov)
    expect(duePeriod(rule({ timeZone: 'America/Los_Angeles' }), now)).toEqual({
      from: '2026-10-31',
      to: '2026-10-31',
      sendDate: '2026-11-01',
    });
    // Tokyo's 07:00 of 2 November has not come yet: the 1 November send (covering 31 October) is the latest.
    expect(duePeriod(rule({ timeZone: 'Asia/Tokyo' }), now)).toEqual({
      from: '2026-10-31',
      to: '2026-10-31',
      sendDate: '2026-11-01',
    });
    // In Los Angeles before 07:00 the latest send is the day before.
    expect(duePeriod(rule({ timeZone: 'America/Los_Angeles' }), new Date('2026-11-01T13:59:00Z'))?.from).toBe(
      '2026-10-30',
    );
    // Across the DST change in Europe (25 Oct 2026): 07:00 Berlin is 06:00 UTC afterwards.
    const berlin = rule({ timeZone: 'Europe/Berlin' });
    expect(duePeriod(berlin, new Date('2026-10-26T05:59:00Z'))?.sendDate).toBe('2026-10-25');
    expect(duePeriod(berlin, new Date('2026-10-26T06:00:00Z'))?.sendDate).toBe('2026-10-26');
  });

  it('covers the previous Monday–Sunday week on the chosen weekday, and the previous month on the chosen day', () => {
    // Wednesday 4 November 2026, 08:00 in New York.
    const now = new Date('2026-11-04T13:00:00Z');
    const weekly = rule({ frequency: 'weekly', weekday: 3, timeZone: 'America/New_York' });
    expect(duePeriod(weekly, now)).toEqual({ from: '2026-10-26', to: '2026-11-01', sendDate: '2026-11-04' });
    // At 06:00 the same day the latest Wednesday send is a week earlier.
    expect(duePeriod(weekly, new Date('2026-11-04T11:00:00Z'))).toEqual({
      from: '2026-10-19',
      to: '2026-10-25',
      sendDate: '2026-10-28',
    });
    const monthly = rule({ frequency: 'monthly', monthDay: 3, timeZone: 'America/New_York' });
    expect(duePeriod(monthly, now)).toEqual({ from: '2026-10-01', to: '2026-10-31', sendDate: '2026-11-03' });
    // Before the 3rd, the latest monthly send was on 3 October (September's report); January goes back a year.
    expect(duePeriod(monthly, new Date('2026-11-02T13:00:00Z'))?.from).toBe('2026-09-01');
    expect(periodFor('monthly', '2027-01-03')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodFor('monthly', '2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('mails no period whose send point came before the schedule existed', () => {
    const createdAt = new Date('2026-11-04T15:00:00Z'); // 10:00 New York, after that day's 08:00 send
    const daily = rule({ sendHour: 8, timeZone: 'America/New_York', createdAt });
    expect(duePeriod(daily, new Date('2026-11-04T20:00:00Z'))).toBeNull();
    expect(duePeriod(daily, new Date('2026-11-05T13:00:00Z'))?.from).toBe('2026-11-04');
    // A job that missed hours still finds the latest send point later the same day.
    expect(duePeriod(daily, new Date('2026-11-05T22:00:00Z'))?.from).toBe('2026-11-04');
  });
});
