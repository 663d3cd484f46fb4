import classes from './charts.module.css';
import { ChartLegend } from './legend';
import { countTicks, labelEvery, labelSpacing, linear } from './scale';
import { useChartWidth } from './use-chart-width';

export type TBarDatum = { key: string; label: string; values: readonly number[] };
export type TSeries = { name: string; color: string };

interface BarChartProps {
  /** What the chart shows, for screen readers (role img). */
  title: string;
  data: readonly TBarDatum[];
  /** One per value of each datum; bars stack in this order from the bottom. */
  series: readonly TSeries[];
  height?: number;
  /** How an x label is printed (e.g. "7 Mar" for a day). */
  formatLabel?: (label: string) => string;
}

const MARGIN = { top: 8, right: 8, bottom: 24, left: 34 };

/** A stacked bar chart in SVG, sized to its container. Each bar has a native tooltip with its values. */
export function BarChart({ title, data, series, height = 220, formatLabel = (l) => l }: BarChartProps) {
  const { ref, width } = useChartWidth();
  const plotW = Math.max(10, width - MARGIN.left - MARGIN.right);
  const plotH = height - MARGIN.top - MARGIN.bottom;
  const totals = data.map((d) => d.values.reduce((sum, v) => sum + v, 0));
  const ticks = countTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1] ?? 1;
  const y = linear(0, top, plotH, 0);
  const slot = plotW / Math.max(1, data.length);
  const barW = Math.max(2, Math.min(36, slot * 0.7));
  const every = labelEvery(data.length, plotW, labelSpacing(data.map((d) => formatLabel(d.label))));

  return (
    <div ref={ref} className={classes.frame}>
      <svg className={classes.svg} width={width} height={height} role="img" aria-label={title}>
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line className={classes.grid} x1={0} x2={plotW} y1={y(tick)} y2={y(tick)} />
              <text className={classes.axis} x={-6} y={y(tick)} dy="0.32em" textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          {data.map((datum, index) => {
            const x = index * slot + (slot - barW) / 2;
            let base = 0;
            const tip = `${formatLabel(datum.label)}: ${datum.values
              .map((v, i) => `${series[i]?.name ?? ''} ${v}`)
              .join(', ')}`;
            return (
              <g key={datum.key} className={classes.bar}>
                <title>{tip}</title>
                {datum.values.map((value, i) => {
                  const y0 = y(base);
                  base += value;
                  const y1 = y(base);
                  if (value <= 0) return null;
                  return (
                    <rect
                      key={series[i]?.name ?? i}
                      x={x}
                      y={y1}
                      width={barW}
                      height={Math.max(0, y0 - y1)}
                      fill={series[i]?.color}
                      rx={1}
                    />
                  );
                })}
                {/* An invisible full-height target so thin bars still show their tooltip. */}
                <rect x={index * slot} y={0} width={slot} height={plotH} fill="transparent" />
                {index % every === 0 && (
                  <text className={classes.axis} x={x + barW / 2} y={plotH + 16} textAnchor="middle">
                    {formatLabel(datum.label)}
                  </text>
                )}
              </g>
            );
          })}
        </g>
      </svg>
      {series.length > 1 && <ChartLegend items={series} />}
    </div>
  );
}
