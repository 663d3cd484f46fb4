import { describe, expect, it } from 'vitest';
import { acos, cpc, ctr, cvr, roas, sumPpc, tacos, withRatios } from './metrics.ts';

// Hand-computed: $12.50 spend, $50.00 sales, 4 orders, 25 clicks, 1 000 impressions.
const s = { impressions: 1000, clicks: 25, spend: 1250, sales: 5000, orders: 4 };

describe('PPC metric formulas', () => {
  it('computes each ratio from the sums', () => {
    expect(acos(s)).toBe(0.25);
    expect(roas(s)).toBe(4);
    expect(cpc(s)).toBe(50);
    expect(ctr(s)).toBe(0.025);
    expect(cvr(s)).toBe(0.16);
    expect(tacos(1250, 20000)).toBe(0.0625);
  });

  it('answers null, never 0 or Infinity, for a zero denominator', () => {
    const none = { impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0 };
    expect(acos({ spend: 300, sales: 0 })).toBeNull();
    expect(roas({ spend: 0, sales: 500 })).toBeNull();
    expect(tacos(100, 0)).toBeNull();
    expect(cpc({ spend: 5, clicks: 0 })).toBeNull();
    expect(ctr({ clicks: 0, impressions: 0 })).toBeNull();
    expect(cvr({ orders: 0, clicks: 0 })).toBeNull();
    expect(withRatios(none)).toMatchObject({ acos: null, roas: null, cpc: null, ctr: null, cvr: null });
    // A zero numerator is a real 0.
    expect(acos({ spend: 0, sales: 500 })).toBe(0);
  });

  it('recomputes a total from sums instead of averaging the rows', () => {
    const a = { impressions: 100, clicks: 10, spend: 100, sales: 1000, orders: 1 }; // ACoS 10 %
    const b = { impressions: 100, clicks: 10, spend: 900, sales: 1000, orders: 1 }; // ACoS 90 %
    const total = withRatios(sumPpc([a, b]));
    expect(total.acos).toBe(0.5); // 1 000 ÷ 2 000, as is the mean here by chance
    const c = { impressions: 100, clicks: 10, spend: 100, sales: 9000, orders: 1 }; // ACoS 1.1 %
    expect(withRatios(sumPpc([b, c])).acos).toBe(0.1); // 1 000 ÷ 10 000, not (90 % + 1.1 %) ÷ 2
    expect(total).toMatchObject({ spend: 1000, sales: 2000, orders: 2, clicks: 20, cpc: 50, cvr: 0.1 });
  });
});
