import type { ReactNode } from 'react';
import classes from './mockups.module.css';

/** A mock screen's title with what stands beside it (a count, the period chips). */
export function ScreenHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={classes.screenHeading}>
      <span className={classes.screenTitle}>{title}</span>
      {children}
    </div>
  );
}

/** A mock screen's filter chips, one of them chosen; the last gives way on a narrow screen. */
export function MockChips({ chips, active }: { chips: readonly string[]; active: number }) {
  return (
    <span className={classes.chips}>
      {chips.map((chip, index) => (
        <span
          key={chip}
          className={index === chips.length - 1 ? `${classes.chip} ${classes.hideSmall}` : classes.chip}
          data-active={index === active || undefined}
        >
          {chip}
        </span>
      ))}
    </span>
  );
}
