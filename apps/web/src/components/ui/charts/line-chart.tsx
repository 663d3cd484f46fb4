import type { KeyboardEvent } from 'react';
import classes from './charts.module.css';
import { ChartLegend, type TLegendItem } from './legend';
import { countTicks, labelEvery, labelSpacing, linear, niceTicks } from './scale';
import { useChartWidth } from './use-chart-width';

/** A point; `dashed` draws the line from it to the next point dashed (an estimate, not a reading). */
export type TLinePoint = {
  key: string;
  label: string;
  value: number | null;
  dashed?: boolean;
  /** Said after the value in the point's tooltip (e.g. how the value was found). */
  note?: string;
};
export type TChartMarker = {
  index: number;
  /** Read by screen readers and shown as the marker's tooltip. */
  label: string;
  color: string;
  onSelect?: () => void;
};

interface LineChartProps {
  title: string;
  points: readonly TLinePoint[];
  lineName: string;
  lineColor?: string;
  /** The legend's name for the dashed part of the line (drawn only when some point is dashed). */
  dashedName?: string;
  /** The line's y range; by default its values, padded. */
  domain?: readonly [number, number];
  formatValue?: (value: number) => string;
  /** The smallest step between the line's ticks (0.1 for ratings, so no two labels read the same). */
  minTickStep?: number;
  /** Counts drawn as bars behind the line, on their own axis at the right. */
  bars?: {
    name: string;
    color: string;
    values: readonly number[];
    /** A bar's count in words for its tooltip ("1 new review"); by default the count and the name. */
    countLabel?: (count: number) => string;
  };
  /** Points to mark (e.g. the days a rating moved): a ring on the line and a dashed guide. */
  markers?: readonly TChartMarker[];
  height?: number;
  formatLabel?: (label: string) => string;
}

function paddedDomain(values: number[]): [number, number] {
  if (values.length === 0) return [0, 1];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = Math.max(0.1, (max - min) * 0.15);
  return [min - pad, max + pad];
}

type TValued = { i: number; value: number; dashed: boolean };

/** The path of the line's solid (or dashed) segments; a segment takes the style of the point it leaves. */
function linePath(valued: readonly TValued[], dashed: boolean, at: (p: TValued) => string): string {
  const parts: string[] = [];
  let open = false;
  for (let k = 0; k + 1 < valued.length; k++) {
    const from = valued[k] as TValued;
    const to = valued[k + 1] as TValued;
    if (from.dashed !== dashed) {
      open = false;
      continue;
    }
    if (!open) parts.push(`M${at(from)}`);
    parts.push(`L${at(to)}`);
    open = true;
  }
  return parts.join(' ');
}

function barCount(bars: NonNullable<LineChartProps['bars']>, count: number): string {
  return bars.countLabel ? bars.countLabel(count) : `${count} ${bars.name.toLowerCase()}`;
}

function activate(event: KeyboardEvent, onSelect?: () => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    onSelect?.();
  }
}

/**
 * A line chart in SVG (gaps in the data are bridged), optionally over count bars with their own axis and
 * with marked points that can be selected by mouse or keyboard.
 */
export function LineChart({
  title,
  points,
  lineName,
  lineColor = 'var(--mantine-color-brand-6)',
  dashedName,
  domain,
  formatValue = (v) => v.toFixed(1),
  minTickStep = 0,
  bars,
  markers = [],
  height = 240,
  formatLabel = (l) => l,
}: LineChartProps) {
  const { ref, width } = useChartWidth();
  const margin = { top: 12, right: bars ? 30 : 10, bottom: 24, left: 38 };
  const plotW = Math.max(10, width - margin.left - margin.right);
  const plotH = height - margin.top - margin.bottom;
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  const [lo, hi] = domain ?? paddedDomain(values);
  const nice = niceTicks(lo, hi, 4, minTickStep);
  const [d0, d1] = nice.domain;
  const y = linear(d0, d1, plotH, 0);
  const slot = plotW / Math.max(1, points.length);
  const xAt = (index: number) => index * slot + slot / 2;
  const lineTicks = nice.ticks;
  const barTicks = bars ? countTicks(Math.max(0, ...bars.values), 3) : [];
  const barTop = barTicks[barTicks.length - 1] ?? 1;
  const yBar = linear(0, barTop, plotH, 0);
  const barW = Math.max(2, Math.min(18, slot * 0.6));
  const every = labelEvery(points.length, plotW, labelSpacing(points.map((d) => formatLabel(d.label))));

  const withValue = points.flatMap((p, i) =>
    p.value === null ? [] : [{ i, value: p.value, dashed: p.dashed === true }],
  );
  const at = (p: TValued) => `${xAt(p.i)},${y(p.value)}`;
  const path = linePath(withValue, false, at);
  const dashedPath = linePath(withValue, true, at);

  // A path of one point is invisible: a lone value (e.g. the only snapshot of a product tracked since
  // today) gets a dot instead.
  const isolated = withValue.length === 1 ? withValue : [];

  const legend: TLegendItem[] = [{ name: lineName, color: lineColor }];
  if (dashedName && withValue.some((p) => p.dashed))
    legend.push({ name: dashedName, color: lineColor, dashed: true });
  if (bars) legend.push({ name: bars.name, color: bars.color });

  return (
    <figure ref={ref} className={classes.frame} aria-label={title}>
      <svg className={classes.svg} width={width} height={height}>
        <title>{title}</title>
        <g transform={`translate(${margin.left},${margin.top})`}>
          {lineTicks.map((tick) => (
            <g key={tick}>
              <line className={classes.grid} x1={0} x2={plotW} y1={y(tick)} y2={y(tick)} />
              <text className={classes.axis} x={-6} y={y(tick)} dy="0.32em" textAnchor="end">
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {bars &&
            barTicks.map((tick) => (
              <text
                key={tick}
                className={classes.axis}
                x={plotW + 6}
                y={yBar(tick)}
                dy="0.32em"
                textAnchor="start"
              >
                {tick}
              </text>
            ))}
          {bars?.values.map((value, i) =>
            value > 0 ? (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: bars follow the points, by position
                key={i}
                x={xAt(i) - barW / 2}
                y={yBar(value)}
                width={barW}
                height={plotH - yBar(value)}
                fill={bars.color}
                opacity={0.55}
                rx={1}
              />
            ) : null,
          )}
          {markers.map((marker) => (
            <line
              key={`guide-${marker.index}`}
              x1={xAt(marker.index)}
              x2={xAt(marker.index)}
              y1={0}
              y2={plotH}
              stroke={marker.color}
              strokeDasharray="3 3"
              strokeWidth={1}
            />
          ))}
          <path d={path} fill="none" stroke={lineColor} strokeWidth={2.25} strokeLinejoin="round" />
          {dashedPath && (
            <path
              d={dashedPath}
              data-dashed
              fill="none"
              stroke={lineColor}
              strokeWidth={2}
              strokeDasharray="6 4"
              strokeLinejoin="round"
            />
          )}
          {isolated.map(({ i, value }) => (
            <circle key={`dot-${points[i]?.key}`} cx={xAt(i)} cy={y(value)} r={3.5} fill={lineColor} />
          ))}
          {points.map((point, i) => (
            <g key={point.key}>
              <rect x={i * slot} y={0} width={slot} height={plotH} fill="transparent">
                <title>
                  {`${formatLabel(point.label)}: ${point.value === null ? 'no data' : formatValue(point.value)}${
                    point.note ? ` (${point.note})` : ''
                  }${bars ? `, ${barCount(bars, bars.values[i] ?? 0)}` : ''}`}
                </title>
              </rect>
              {i % every === 0 && (
                <text className={classes.axis} x={xAt(i)} y={plotH + 16} textAnchor="middle">
                  {formatLabel(point.label)}
                </text>
              )}
            </g>
          ))}
          {markers.map((marker) => {
            const value = points[marker.index]?.value;
            if (value === null || value === undefined) return null;
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>
              <g
                key={`marker-${marker.index}`}
                className={classes.marker}
                role="button"
                tabIndex={0}
                aria-label={marker.label}
                onClick={marker.onSelect}
                onKeyDown={(event) => activate(event, marker.onSelect)}
              >
                <title>{marker.label}</title>
                <circle cx={xAt(marker.index)} cy={y(value)} r={9} fill="transparent" />
                <circle
                  cx={xAt(marker.index)}
                  cy={y(value)}
                  r={5.5}
                  fill="var(--mantine-color-white)"
                  stroke={marker.color}
                  strokeWidth={3}
                />
              </g>
            );
          })}
        </g>
      </svg>
      <ChartLegend items={legend} />
    </figure>
  );
}
