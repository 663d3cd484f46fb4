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
