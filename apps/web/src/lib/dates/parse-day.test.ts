import { describe, expect, it } from 'vitest';
import { parseDay } from './parse-day';

describe('parseDay', () => {
  it("reads the app's date format and ISO dates", () => {
    expect(parseDay('24 Nov 2026')).toBe('2026-11-24');
    expect(parseDay(' 3 march 2025 ')).toBe('2025-03-03');
    expect(parseDay('2026-11-24')).toBe('2026-11-24');
  });

  it('refuses what is not a date', () => {
    expect(parseDay('31 Feb 2026')).toBeNull();
    expect(parseDay('11/24/2026')).toBeNull();
    expect(parseDay('24 Nob 2026')).toBeNull();
    expect(parseDay('')).toBeNull();
  });
});
