import { useId } from 'react';
import classes from './lost-parcel-illustration.module.css';

/** A parcel that wandered off its route: an open box, a question mark and a dashed trail. Decorative. */
export function LostParcelIllustration() {
  // Gradient ids must be unique in the document.
  const id = useId();
  const glow = `${id}-glow`;
  const boxFront = `${id}-box-front`;
  return (
    <svg className={classes.root} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={glow} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--mantine-color-brand-1)" />
          <stop offset="1" stopColor="var(--mantine-color-brand-0)" stopOpacity="0" />
        </linearGradient>
        <linearGradient id={boxFront} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--mantine-color-accent-3)" />
          <stop offset="1" stopColor="var(--mantine-color-accent-5)" />
        </linearGradient>
      </defs>

      <circle cx="160" cy="118" r="104" fill={`url(#${glow})`} />

      {/* The route the parcel should have taken, ending nowhere. */}
      <path
        className={classes.trail}
        d="M22 206c34-2 52-24 86-22s44 24 78 20"
        fill="none"
        stroke="var(--mantine-color-brand-3)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 12"
      />
      <circle cx="22" cy="206" r="7" fill="var(--mantine-color-brand-6)" />
      <circle cx="22" cy="206" r="3" fill="#fff" />

      <ellipse cx="212" cy="210" rx="62" ry="9" fill="var(--mantine-color-gray-3)" opacity=".7" />

      <g className={classes.box}>
        {/* back flaps */}
        <path d="M162 120l50-18 50 18-50 18z" fill="var(--mantine-color-accent-7)" />
        <path d="M162 120l-14-24 50-18 14 24z" fill="var(--mantine-color-accent-4)" />
        <path d="M262 120l14-24-50-18-14 24z" fill="var(--mantine-color-accent-2)" />
        {/* body */}
        <path d="M162 120l50 18v68l-50-18z" fill={`url(#${boxFront})`} />
        <path d="M262 120l-50 18v68l50-18z" fill="var(--mantine-color-accent-6)" />
        <path d="M186 129l0 22" stroke="#fff" strokeWidth="5" strokeLinecap="round" opacity=".55" />
        {/* front flaps, folded open */}
        <path d="M162 120l50 18-20 22-52-18z" fill="var(--mantine-color-accent-3)" />
        <path d="M262 120l-50 18 20 22 52-18z" fill="var(--mantine-color-accent-4)" />
      </g>

      <g className={classes.question}>
        <circle cx="212" cy="52" r="30" fill="var(--mantine-color-brand-6)" />
        <path
          d="M201 45a11 11 0 1 1 15 10c-3 1.5-4 3.5-4 6.5"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <circle cx="212" cy="72" r="3.8" fill="#fff" />
      </g>

      <g fill="var(--mantine-color-brand-4)">
        <circle cx="88" cy="70" r="4" />
        <circle cx="110" cy="40" r="2.5" />
        <circle cx="282" cy="60" r="3" />
        <path d="m64 118 2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
        <path d="m290 150 1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z" />
      </g>
    </svg>
  );
}
