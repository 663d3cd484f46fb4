import { describe, expect, it } from 'vitest';
import { fitReconstruction, reconstructAt } from './rating-reconstruction.ts';

describe('rating reconstruction', () => {
  it('scales the reviews to the first snapshot: its average and count are met exactly', () => {
    // One 1-star and one 5-star review (3.0) against a page showing 4.0 from 8 ratings: the star-only
    // raters were kinder. w(5)/w(1) = 3 makes (1 + 5·3) / (1 + 3) = 4.0.
    const fit = fitReconstruction({ average: 4, count: 8 }, [1, 0, 0, 0, 1]);
    expect(fit).not.toBeNull();
    if (!fit) return;
    expect(fit.weights[4] / fit.weights[0]).toBeCloseTo(3, 9);
    expect(reconstructAt(fit, [1, 0, 0, 0, 1])).toEqual({ average: 4, count: 8 });
    // The day only the 1-star review existed: 1.0, from a quarter of the ratings (8 · 1/4).
    expect(reconstructAt(fit, [1, 0, 0, 0, 0])).toEqual({ average: 1, count: 2 });
    expect(reconstructAt(fit, [0, 0, 0, 0, 0])).toBeNull();
  });

  it('keeps the reviews as they are when they already give the snapshot, scaling only the count', () => {
    const fit = fitReconstruction({ average: 4, count: 20 }, [1, 1, 0, 1, 5]);
    if (!fit) throw new Error('no fit');
    expect(fit.shift).toBeCloseTo(0, 9);
    // 5, 5, 1: 11 / 3 = 3.67 from 3 of 8 reviews × 2.5.
    expect(reconstructAt(fit, [1, 0, 0, 0, 2])).toEqual({ average: 3.67, count: 8 });
  });

  it('shifts every day alike when no scaling reaches the snapshot', () => {
    // Every review has five stars, but the page shows 4.6: the line keeps its shape and meets 4.6.
    const fit = fitReconstruction({ average: 4.6, count: 30 }, [0, 0, 0, 0, 6]);
    if (!fit) throw new Error('no fit');
    expect(reconstructAt(fit, [0, 0, 0, 0, 6])).toEqual({ average: 4.6, count: 30 });
    expect(reconstructAt(fit, [0, 0, 0, 0, 2])).toEqual({ average: 4.6, count: 10 });
  });

  it('rebuilds nothing without reviews or from a page showing no rating', () => {
    expect(fitReconstruction({ average: 4.2, count: 10 }, [0, 0, 0, 0, 0])).toBeNull();
    expect(fitReconstruction({ average: 0, count: 0 }, [1, 0, 0, 0, 0])).toBeNull();
  });
});
