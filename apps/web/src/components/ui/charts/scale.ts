// Small, dependency-free helpers for the SVG charts (spec §5 allows line, pie, doughnut and bar).

/** Maps a value of [d0, d1] onto [r0, r1]. */
export function linear(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** A rounded top for a count axis (1, 2, 5 × 10^n) and its ticks from 0. */
export function countTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough * (1 - 1e-9)) ?? rough;
  const stepInt = Math.max(1, Math.round(step));
  const ticks: number[] = [];
  for (let tick = 0; tick < max + stepInt; tick += stepInt) ticks.push(tick);
  return ticks;
}

/** Every how many x labels to print so they do not overlap (about 64 px each). */
export function labelEvery(count: number, plotWidth: number, minSpacing = 64): number {
  if (count <= 1) return 1;
  return Math.max(1, Math.ceil(count / Math.max(1, Math.floor(plotWidth / minSpacing))));
}

/** Axis labels are 11 px: about 7 px per character for capitals and digits (an ASIN), plus a gap. */
const LABEL_CHAR_PX = 7;
const LABEL_GAP_PX = 12;

/**
 * The room one x label needs, centre to centre: the longest label's estimated width and a gap, at least
 * `minSpacing`. Ten-character ASINs need about 82 px; fixed 64 px spacing let them run into each other.
 */
export function labelSpacing(labels: readonly string[], minSpacing = 64): number {
  const longest = labels.reduce((n, label) => Math.max(n, label.length), 0);
  return Math.max(minSpacing, longest * LABEL_CHAR_PX + LABEL_GAP_PX);
}

/** "2025-03-07" → "7 Mar"; anything else unchanged. */
export function shortDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${Number(match[3])} ${months[Number(match[2]) - 1] ?? ''}`;
}

/** Round steps (1, 2, 5 × 10^n) covering [d0, d1] with about `count` ticks; the domain widens to them. */
export function niceTicks(
  d0: number,
  d1: number,
  count = 4,
  minStep = 0,
): { ticks: number[]; domain: [number, number] } {
  const span = d1 - d0 || Math.abs(d0) || 1;
  const rough = span / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const found = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough * (1 - 1e-9)) ?? rough;
  const step = Math.max(found, minStep);
  const start = Math.floor(d0 / step + 1e-9) * step;
  const end = Math.ceil(d1 / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let tick = start; tick <= end + step / 2; tick += step) ticks.push(Math.round(tick * 1e6) / 1e6);
  return { ticks, domain: [start, end] };
}
