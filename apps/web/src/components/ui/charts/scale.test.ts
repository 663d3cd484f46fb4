import { describe, expect, it } from 'vitest';
import { countTicks, labelEvery, labelSpacing, niceTicks, shortDay } from './scale';

describe('chart scales', () => {
  it('puts rating ticks on tenths, so each label names its gridline', () => {
    expect(niceTicks(4.05, 4.45)).toEqual({ ticks: [4, 4.1, 4.2, 4.3, 4.4, 4.5], domain: [4, 4.5] });
    expect(niceTicks(1, 5).ticks).toEqual([1, 2, 3, 4, 5]);
    // A flat rating still gets tenths, never two labels reading the same.
    expect(niceTicks(4.3, 4.5, 4, 0.1).ticks).toEqual([4.3, 4.4, 4.5]);
  });

  it('counts from zero in round steps', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(1)).toEqual([0, 1]);
  });

  it('spaces x labels to the width', () => {
    expect(labelEvery(30, 600)).toBe(4);
    expect(labelEvery(5, 600)).toBe(1);
  });

  it('spaces long labels (ASINs) by their width, so they never run into each other', () => {
    // 20 ASINs on a phone-wide plot (269 px): each printed label at least its own width from the next.
    const asins = Array.from({ length: 20 }, (_, i) => `B0HARBOR${String(i).padStart(2, '0')}`);
    const spacing = labelSpacing(asins);
    expect(spacing).toBeGreaterThanOrEqual(10 * 6.6 + 8);
    const every = labelEvery(asins.length, 269, spacing);
    expect(every * (269 / asins.length)).toBeGreaterThanOrEqual(10 * 6.6 + 8);
    // Short day labels keep the usual spacing.
    expect(labelSpacing(['7 Mar', '14 Mar'])).toBe(64);
  });

  it('prints a day short', () => {
    expect(shortDay('2025-03-07')).toBe('7 Mar');
    expect(shortDay('B0HARBOR01')).toBe('B0HARBOR01');
  });
});
