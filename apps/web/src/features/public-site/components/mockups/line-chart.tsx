interface LineChartProps {
  /** The values, oldest first. The chart keeps its aspect ratio and fills the width it gets. */
  values: readonly number[];
  min: number;
  max: number;
  width?: number;
  height?: number;
  color?: string;
  /** Fills the area under the line. */
  area?: boolean;
  /** Marks one point (by index) with a dot, e.g. the day a rating dropped. */
  marker?: number;
}

/** A small SVG line chart for the mock-ups: no chart library on the public pages. */
export function LineChart({
  values,
  min,
  max,
  width = 300,
  height = 80,
  color = 'var(--mantine-color-brand-6)',
  area = false,
  marker,
}: LineChartProps) {
  const step = width / Math.max(1, values.length - 1);
  const y = (v: number) => height - 4 - ((v - min) / (max - min)) * (height - 8);
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${y(v).toFixed(1)}`);
  const markerValue = marker === undefined ? undefined : values[marker];
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      style={{ display: 'block' }}
      aria-hidden
      focusable="false"
    >
      {area && (
        <polygon points={`0,${height} ${points.join(' ')} ${width},${height}`} fill={color} opacity="0.12" />
      )}
      <polyline
        points={points.join(' ')}
        fill="none"
        stroke={color}
        strokeWidth="2.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {marker !== undefined && markerValue !== undefined && (
        <circle
          cx={marker * step}
          cy={y(markerValue)}
          r="4.5"
          fill="var(--mantine-color-red-6)"
          stroke="#fff"
          strokeWidth="2"
        />
      )}
    </svg>
  );
}
