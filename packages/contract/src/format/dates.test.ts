import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDefaultDate, formatLongDate, formatNewsDate, toDate } from './dates.ts';

const SEP_7_2022 = new Date(Date.UTC(2022, 8, 7, 15, 30));

describe('formatNewsDate (MM/DD/YYYY)', () => {
  it('pads month and day', () => {
    expect(formatNewsDate(SEP_7_2022)).toBe('09/07/2022');
    expect(formatNewsDate('2023-12-25T00:00:00Z')).toBe('12/25/2023');
    expect(formatNewsDate(Date.UTC(999, 0, 1))).toBe('01/01/0999');
  });
  it('uses UTC unless a time zone is passed', () => {
    const lateUtc = '2022-09-07T02:00:00Z';
    expect(formatNewsDate(lateUtc)).toBe('09/07/2022');
    expect(formatNewsDate(lateUtc, { timeZone: 'America/Los_Angeles' })).toBe('09/06/2022');
    expect(formatNewsDate(lateUtc, { timeZone: 'Asia/Tokyo' })).toBe('09/07/2022');
    expect(formatNewsDate('2022-09-07T20:00:00Z', { timeZone: 'Asia/Tokyo' })).toBe('09/08/2022');
  });
  it('returns an empty string for invalid dates', () => {
    expect(formatNewsDate('not a date')).toBe('');
    expect(formatNewsDate(Number.NaN)).toBe('');
    expect(formatNewsDate(new Date(Number.NaN))).toBe('');
  });
  it('throws on an unknown time zone', () => {
    expect(() => formatNewsDate(SEP_7_2022, { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('formatDefaultDate (day, short month, year)', () => {
  it('prints an unpadded day and a three-letter month', () => {
    expect(formatDefaultDate(SEP_7_2022)).toBe('7 Sep 2022');
    expect(formatDefaultDate('2021-01-31T23:59:59Z')).toBe('31 Jan 2021');
    expect(formatDefaultDate('2021-01-31T23:59:59Z', { timeZone: 'Europe/Berlin' })).toBe('1 Feb 2021');
  });
});

describe('formatLongDate (MMMM DD, YYYY)', () => {
  it('prints the full month and a padded day', () => {
    expect(formatLongDate(SEP_7_2022)).toBe('September 07, 2022');
    expect(formatLongDate('2020-02-29T12:00:00Z')).toBe('February 29, 2020');
  });
});

describe('time zones agree with UTC', () => {
  it('the UTC zone and the Intl path print the same for any date', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        expect(formatNewsDate(date, { timeZone: 'Etc/GMT' })).toBe(formatNewsDate(date));
        expect(formatLongDate(date, { timeZone: 'Etc/GMT' })).toBe(formatLongDate(date));
      }),
    );
  });
  it('news date round-trips through Date.UTC for ordinary years', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          const [mm, dd, yyyy] = formatNewsDate(date).split('/').map(Number);
          expect(Date.UTC(yyyy ?? 0, (mm ?? 0) - 1, dd ?? 0)).toBe(
            Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()),
          );
        },
      ),
    );
  });
});

describe('toDate', () => {
  it('copies dates and parses strings and numbers', () => {
    const copy = toDate(SEP_7_2022);
    expect(copy).not.toBe(SEP_7_2022);
    expect(copy?.getTime()).toBe(SEP_7_2022.getTime());
    expect(toDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(toDate('garbage')).toBeNull();
  });
});
