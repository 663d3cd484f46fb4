import { Group } from '@mantine/core';
import classes from './charts.module.css';
import type { TSlice } from './doughnut-chart';
import { ChartLegend } from './legend';

interface PieChartProps {
  title: string;
  slices: readonly TSlice[];
  size?: number;
  /** How a slice's value is printed before its share (e.g. money); plain number by default. */
  formatValue?: (value: number) => string;
}

/**
 * Whole-number percentages of the total that add up to exactly 100 (largest remainder): rounding each
 * share alone can show 33 + 33 + 33. All zeros (or nothing) give zeros.
 */
export function sharesOf(values: readonly number[]): number[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v), 0);
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((v) => (Math.max(0, v) / total) * 100);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, remainder: e - Math.floor(e) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** A wedge from the top, clockwise, `start` to `end` radians. */
function wedge(c: number, r: number, start: number, end: number): string {
  const point = (angle: number) => `${c + r * Math.sin(angle)} ${c - r * Math.cos(angle)}`;
  const large = end - start > Math.PI ? 1 : 0;
  return `M ${c} ${c} L ${point(start)} A ${r} ${r} 0 ${large} 1 ${point(end)} Z`;
}

/** A pie chart in SVG with its legend: each slice's value and its share of the whole. */
export function PieChart({ title, slices, size = 150, formatValue = String }: PieChartProps) {
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  const shares = sharesOf(slices.map((s) => s.value));
  const c = size / 2;
  const r = size / 2 - 1;
  let angle = 0;
  return (
    <Group gap="lg" wrap="wrap" align="center">
      <svg className={classes.svg} width={size} height={size} role="img" aria-label={title}>
        <circle cx={c} cy={c} r={r} fill="var(--mantine-color-gray-2)" />
        {total > 0 &&
          slices.map((slice, i) => {
            if (slice.value <= 0) return null;
            const start = angle;
            const sweep = (slice.value / total) * Math.PI * 2;
            angle += sweep;
            const label = `${slice.name}: ${formatValue(slice.value)} (${shares[i]}%)`;
            // A whole pie cannot be one arc: draw it as a circle.
            if (sweep >= Math.PI * 2 - 1e-6) {
              return (
                <circle key={slice.name} cx={c} cy={c} r={r} fill={slice.color} data-slice={slice.name}>
                  <title>{label}</title>
                </circle>
              );
            }
            return (
              <path
                key={slice.name}
                d={wedge(c, r, start, start + sweep)}
                fill={slice.color}
                stroke="var(--mantine-color-body)"
                strokeWidth={1}
                data-slice={slice.name}
              >
                <title>{label}</title>
              </path>
            );
          })}
      </svg>
      <ChartLegend
        items={slices.map((s, i) => ({
          name: s.name,
          color: s.color,
          value: `${formatValue(s.value)} · ${shares[i]}%`,
        }))}
      />
    </Group>
  );
}
