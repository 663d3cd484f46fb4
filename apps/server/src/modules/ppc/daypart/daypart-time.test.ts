import { describe, expect, it } from 'vitest';
import { localHour } from './daypart-time.ts';

const LA = 'America/Los_Angeles';

describe('dayparting hours in the PPC time zone', () => {
  it('cuts the hour and weekday at the zone midnight, not UTC', () => {
    // 2026-11-24 07:59Z is Monday 23:59 in Los Angeles (PST, UTC−8); a minute later it is Tuesday 00:00.
    expect(localHour(new Date('2026-11-24T07:59:59Z'), LA)).toEqual({
      weekday: 1,
      hour: 23,
      key: '2026-11-23T23',
    });
    expect(localHour(new Date('2026-11-24T08:00:00Z'), LA)).toEqual({
      weekday: 2,
      hour: 0,
      key: '2026-11-24T00',
    });
  });
  it('skips the spring-forward hour (2026-03-08: 01:59 PST → 03:00 PDT)', () => {
    expect(localHour(new Date('2026-03-08T09:59:00Z'), LA).hour).toBe(1);
    expect(localHour(new Date('2026-03-08T10:00:00Z'), LA)).toEqual({
      weekday: 0,
      hour: 3,
      key: '2026-03-08T03',
    });
  });
  it('repeats the fall-back hour with the same key (2026-11-01: 01:00 PDT then 01:00 PST)', () => {
    const first = localHour(new Date('2026-11-01T08:30:00Z'), LA);
    const second = localHour(new Date('2026-11-01T09:30:00Z'), LA);
    expect(first).toEqual({ weekday: 0, hour: 1, key: '2026-11-01T01' });
    expect(second).toEqual(first);
    expect(localHour(new Date('2026-11-01T10:00:00Z'), LA).hour).toBe(2);
  });
  it('works for zones east of UTC and on the hour boundary', () => {
    expect(localHour(new Date('2026-11-22T14:59:59Z'), 'Asia/Tokyo')).toMatchObject({ weekday: 0, hour: 23 });
    expect(localHour(new Date('2026-11-22T15:00:00Z'), 'Asia/Tokyo')).toMatchObject({ weekday: 1, hour: 0 });
  });
});
