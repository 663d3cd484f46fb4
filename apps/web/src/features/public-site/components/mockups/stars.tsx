import { useId } from 'react';
import classes from './mockups.module.css';

// Five stars filled to `value` (0–5), drawn in one SVG so a row of ratings stays light.
const STAR = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z';

export function Stars({ value, size = 14 }: { value: number; size?: number }) {
  const clipWidth = (Math.max(0, Math.min(5, value)) / 5) * 100;
  const clipId = useId();
  return (
    <svg width={size * 5} height={size} viewBox="0 0 100 20" aria-hidden focusable="false">
      <defs>
        <clipPath id={clipId}>
          <rect width={clipWidth} height="20" />
        </clipPath>
      </defs>
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={STAR} transform={`translate(${i * 20} 0)`} fill="var(--mantine-color-gray-3)" />
      ))}
      <g clipPath={`url(#${clipId})`}>
        {[0, 1, 2, 3, 4].map((i) => (
          <path key={i} d={STAR} transform={`translate(${i * 20} 0)`} fill="var(--mantine-color-accent-5)" />
        ))}
      </g>
    </svg>
  );
}

interface StarBarProps {
  stars: number;
  /** How full the bar is, 0–100. */
  percent: number;
  /** The figure on the right: a count or a share. */
  figure: string | number;
  gap: number;
  /** The widths of the star label and of the figure, so the bars of a card line up. */
  widths: [label: number, figure: number];
}

/** One star level of a distribution: its stars, a bar filled to `percent`, its figure. */
export function StarBar({ stars, percent, figure, gap, widths: [labelWidth, figureWidth] }: StarBarProps) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap, marginBottom: 4 }}>
      <span style={{ width: labelWidth }}>{stars}★</span>
      <span className={classes.bar} style={{ flex: 1 }}>
        <span style={{ width: `${percent}%` }} />
      </span>
      <span style={{ width: figureWidth, textAlign: 'right' }}>{figure}</span>
    </div>
  );
}
