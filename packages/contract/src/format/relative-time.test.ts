import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const NOW = new Date('2022-10-20T12:00:00Z');
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const ago = (ms: number) => relativeTime(new Date(NOW.getTime() - ms), NOW);

describe('relativeTime', () => {
  it('just now under 60 s', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(59 * S)).toBe('just now');
  });
  it('1 minute ago under 120 s', () => {
    expect(ago(60 * S)).toBe('1 minute ago');
    expect(ago(119 * S)).toBe('1 minute ago');
  });
  it('N minutes ago under an hour', () => {
    expect(ago(120 * S)).toBe('2 minutes ago');
    expect(ago(59 * M + 59 * S)).toBe('59 minutes ago');
  });
  it('hours, singular for the first', () => {
    expect(ago(H)).toBe('1 hour ago');
    expect(ago(2 * H - 1)).toBe('1 hour ago');
    expect(ago(2 * H)).toBe('2 hours ago');
    expect(ago(D - 1)).toBe('23 hours ago');
  });
  it('Yesterday from 24 to 48 hours', () => {
    expect(ago(D)).toBe('Yesterday');
    expect(ago(2 * D - 1)).toBe('Yesterday');
  });
  it('days up to 6', () => {
    expect(ago(2 * D)).toBe('2 days ago');
    expect(ago(7 * D - 1)).toBe('6 days ago');
  });
  it('weeks up to 30 days, singular for the first', () => {
    expect(ago(7 * D)).toBe('1 week ago');
    expect(ago(13 * D)).toBe('1 week ago');
    expect(ago(14 * D)).toBe('2 weeks ago');
    expect(ago(30 * D)).toBe('4 weeks ago');
    expect(ago(31 * D - 1)).toBe('4 weeks ago');
  });
  it('otherwise a MMMM DD, YYYY date', () => {
    expect(ago(31 * D)).toBe('September 19, 2022');
    expect(relativeTime('2022-09-07T10:00:00Z', NOW)).toBe('September 07, 2022');
    expect(relativeTime('2022-09-07T03:00:00Z', NOW, { timeZone: 'America/Los_Angeles' })).toBe(
      'September 06, 2022',
    );
  });
  it('treats a small future offset as clock skew and a larger one as a date', () => {
    expect(ago(-30 * S)).toBe('just now');
    expect(ago(-M)).toBe('just now');
    expect(relativeTime('2022-10-25T00:00:00Z', NOW)).toBe('October 25, 2022');
  });
  it('accepts strings and numbers, and returns an empty string for invalid dates', () => {
    expect(relativeTime(NOW.getTime() - 5 * M, NOW.toISOString())).toBe('5 minutes ago');
    expect(relativeTime('nope', NOW)).toBe('');
    expect(relativeTime(NOW, 'nope')).toBe('');
  });
});

// Bucket rank for an elapsed time: the order the buckets appear in as time passes.
function bucket(text: string): number {
  if (text === 'just now') return 0;
  if (text === '1 minute ago') return 1;
  if (text.endsWith('minutes ago')) return 2;
  if (text === '1 hour ago') return 3;
  if (text.endsWith('hours ago')) return 4;
  if (text === 'Yesterday') return 5;
  if (text.endsWith('days ago')) return 6;
  if (text.endsWith('week ago') || text.endsWith('weeks ago')) return 7;
  return 8;
}
function count(text: string): number {
  return Number(text.split(' ')[0]) || 0;
}

describe('relativeTime properties', () => {
  it('never throws for any pair of dates, valid or not', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: false }), fc.date({ noInvalidDate: false }), (a, b) => {
        expect(typeof relativeTime(a, b)).toBe('string');
      }),
    );
  });
  it('is monotone: more elapsed time never moves to an earlier bucket or a smaller count', () => {
    fc.assert(
      fc.property(fc.nat(60 * D), fc.nat(60 * D), (x, y) => {
        const [shorter, longer] = x <= y ? [x, y] : [y, x];
        const a = ago(shorter);
        const b = ago(longer);
        expect(bucket(a)).toBeLessThanOrEqual(bucket(b));
        if (bucket(a) === bucket(b) && bucket(a) < 8) expect(count(a)).toBeLessThanOrEqual(count(b));
      }),
    );
  });
  it('days and weeks stay in their spec ranges', () => {
    fc.assert(
      fc.property(fc.nat(31 * D - 1), (elapsed) => {
        const text = ago(elapsed);
        if (bucket(text) === 6) expect(count(text)).toBeGreaterThanOrEqual(2);
        if (bucket(text) === 6) expect(count(text)).toBeLessThanOrEqual(6);
        if (bucket(text) === 7) expect([1, 2, 3, 4]).toContain(count(text));
        expect(bucket(text)).toBeLessThan(8);
      }),
    );
  });
});
