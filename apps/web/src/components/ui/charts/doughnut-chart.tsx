import { Group, Text } from '@mantine/core';
import classes from './charts.module.css';
import { ChartLegend } from './legend';

export type TSlice = { name: string; value: number; color: string };

interface DoughnutChartProps {
  title: string;
  slices: readonly TSlice[];
  /** Big text in the hole, e.g. the total. */
  center?: string;
  centerCaption?: string;
  size?: number;
  /** How a slice's value is printed in the legend and tooltips (e.g. money); plain number by default. */
  formatValue?: (value: number) => string;
}

function arc(cx: number, cy: number, r: number, start: number, end: number): string {
  const point = (angle: number) => [cx + r * Math.sin(angle), cy - r * Math.cos(angle)] as const;
  const [x0, y0] = point(start);
  const [x1, y1] = point(end);
  const large = end - start > Math.PI ? 1 : 0;
  return `M ${x0} ${y0} A ${r} ${r} 0 ${large} 1 ${x1} ${y1}`;
}

/** A doughnut chart in SVG with its legend (name and value per slice). */
export function DoughnutChart({
  title,
  slices,
  center,
  centerCaption,
  size = 160,
  formatValue = String,
}: DoughnutChartProps) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const stroke = size * 0.16;
  const r = size / 2 - stroke / 2;
  const c = size / 2;
  let angle = 0;
  return (
    <Group gap="lg" wrap="wrap" align="center">
      <div style={{ position: 'relative', width: size, height: size, flexShrink: 0 }}>
        <svg className={classes.svg} width={size} height={size} role="img" aria-label={title}>
          <circle cx={c} cy={c} r={r} fill="none" stroke="var(--mantine-color-gray-2)" strokeWidth={stroke} />
          {total > 0 &&
            slices.map((slice) => {
              if (slice.value <= 0) return null;
              const start = angle;
              const sweep = (slice.value / total) * Math.PI * 2;
              angle += sweep;
              // A full circle cannot be one arc: draw it as a circle.
              if (sweep >= Math.PI * 2 - 1e-6) {
                return (
                  <circle
                    key={slice.name}
                    cx={c}
                    cy={c}
                    r={r}
                    fill="none"
                    stroke={slice.color}
                    strokeWidth={stroke}
                  >
                    <title>{`${slice.name}: ${formatValue(slice.value)}`}</title>
                  </circle>
                );
              }
              return (
                <path
                  key={slice.name}
                  d={arc(c, c, r, start, start + sweep)}
                  fill="none"
                  stroke={slice.color}
                  strokeWidth={stroke}
                >
                  <title>{`${slice.name}: ${formatValue(slice.value)}`}</title>
                </path>
              );
            })}
        </svg>
        {center !== undefined && (
          <div
            style={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              pointerEvents: 'none',
            }}
            aria-hidden
          >
            <Text fw={800} fz={size / 6} lh={1}>
              {center}
            </Text>
            {centerCaption && (
              <Text size="xs" c="dimmed">
                {centerCaption}
              </Text>
            )}
          </div>
        )}
      </div>
      <ChartLegend
        items={slices.map((s) => ({ name: s.name, color: s.color, value: formatValue(s.value) }))}
      />
    </Group>
  );
}
