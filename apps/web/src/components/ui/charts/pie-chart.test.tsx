import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PieChart, sharesOf } from './pie-chart';

describe('sharesOf', () => {
  it('gives whole percentages that add up to 100', () => {
    expect(sharesOf([1, 1, 1])).toEqual([34, 33, 33]);
    expect(sharesOf([20, 8, 3, 1, 4])).toEqual([56, 22, 8, 3, 11]);
    expect(sharesOf([5, 0])).toEqual([100, 0]);
    for (const values of [
      [7, 3, 1],
      [1, 2, 3, 4, 5, 6],
      [999, 1],
    ]) {
      expect(sharesOf(values).reduce((a, b) => a + b, 0)).toBe(100);
    }
  });

  it('gives zeros for nothing', () => {
    expect(sharesOf([0, 0])).toEqual([0, 0]);
    expect(sharesOf([])).toEqual([]);
  });
});

const SLICES = [
  { name: 'Refunds', value: 300, color: 'red' },
  { name: 'Lost', value: 100, color: 'blue' },
  { name: 'Damaged', value: 0, color: 'green' },
];

describe('PieChart', () => {
  it('draws a wedge per non-empty slice and names each share', () => {
    renderWithProviders(<PieChart title="Findings by kind" slices={SLICES} />);
    const chart = screen.getByRole('img', { name: 'Findings by kind' });
    const wedges = chart.querySelectorAll('path[data-slice]');
    expect([...wedges].map((w) => w.getAttribute('data-slice'))).toEqual(['Refunds', 'Lost']);
    // Each wedge closes at the centre: a pie, not a ring.
    for (const w of wedges) expect(w.getAttribute('d')).toMatch(/^M 75 75 L .* Z$/);
    expect([...chart.querySelectorAll('title')].map((t) => t.textContent)).toEqual([
      'Refunds: 300 (75%)',
      'Lost: 100 (25%)',
    ]);
    const legend = screen.getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Refunds300 · 75%', 'Lost100 · 25%', 'Damaged0 · 0%']);
  });

  it('draws one slice that is the whole as a full disc, with its value formatted', () => {
    renderWithProviders(
      <PieChart
        title="Only refunds"
        slices={[{ name: 'Refunds', value: 1234, color: 'red' }]}
        formatValue={(v) => `$${(v / 100).toFixed(2)}`}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Only refunds' });
    expect(chart.querySelector('circle[data-slice="Refunds"]')).not.toBeNull();
    expect(chart.querySelector('path')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('Refunds$12.34 · 100%');
  });
});
