import { describe, expect, it } from 'vitest';
import { formatZonedDateTime, zoneAbbreviation } from './date-time';

// Issue 15: every time on the review request pages and Settings → Integrations carries its zone.
describe('formatZonedDateTime', () => {
  const winter = '2026-11-25T13:05:00.000Z';
  const summer = '2026-07-01T13:05:00.000Z';

  it('prints the moment in the zone, with the zone’s short name', () => {
    expect(formatZonedDateTime(winter, 'Europe/Berlin')).toBe('25 Nov 2026, 14:05 CET');
    expect(formatZonedDateTime(summer, 'Europe/Berlin')).toBe('1 Jul 2026, 15:05 CEST');
    expect(formatZonedDateTime(winter, 'America/Los_Angeles')).toBe('25 Nov 2026, 05:05 PST');
    expect(formatZonedDateTime(winter, 'Europe/London')).toBe('25 Nov 2026, 13:05 GMT');
    expect(formatZonedDateTime(winter, 'Asia/Tokyo')).toBe('25 Nov 2026, 22:05 GMT+9');
    expect(formatZonedDateTime(winter, 'UTC')).toBe('25 Nov 2026, 13:05 UTC');
  });

  it('keeps the fallback for no instant, and reads a bad zone as UTC', () => {
    expect(formatZonedDateTime(null, 'Europe/Berlin')).toBe('—');
    expect(formatZonedDateTime(null, 'Europe/Berlin', 'not yet')).toBe('not yet');
    expect(zoneAbbreviation('Mars/Olympus')).toBe('UTC');
  });
});
