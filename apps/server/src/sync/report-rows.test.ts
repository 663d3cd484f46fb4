import { describe, expect, it } from 'vitest';
import { reportDate } from './report-rows.ts';

// Merchant listings' open-date comes in the marketplace's local time with a zone name Amazon chooses.
describe('reportDate', () => {
  it('reads local times with Amazon’s zone names, US dates and ISO', () => {
    expect(reportDate('2025-01-15 02:11:12 PST')?.toISOString()).toBe('2025-01-15T10:11:12.000Z');
    expect(reportDate('2025-07-15 10:11:12 MEST')?.toISOString()).toBe('2025-07-15T08:11:12.000Z');
    expect(reportDate('2025-07-15 10:11:12 BST')?.toISOString()).toBe('2025-07-15T09:11:12.000Z');
    expect(reportDate('2025-07-15 09:00:00 JST')?.toISOString()).toBe('2025-07-15T00:00:00.000Z');
    expect(reportDate('01/15/2025')?.toISOString()).toBe('2025-01-15T00:00:00.000Z');
    expect(reportDate('2025-01-15T10:11:12+00:00')?.toISOString()).toBe('2025-01-15T10:11:12.000Z');
    expect(reportDate('2025-01-15 10:11:12 XYZ')).toBeNull();
  });
});
