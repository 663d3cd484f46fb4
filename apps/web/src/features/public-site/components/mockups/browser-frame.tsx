import type { ReactNode } from 'react';
import { BrandMark } from '../../../../components/ui/brand-logo';
import classes from './mockups.module.css';

interface BrowserFrameProps {
  /** The screen's name in the window title, as the app shows it. */
  screen: string;
  /** What the picture shows, for screen readers (the picture itself is decorative markup). */
  label: string;
  children: ReactNode;
  /** Shows the app's side menu strip; off for small pictures. */
  withSideMenu?: boolean;
}

/** A window's title bar: the three dots and its title. */
export function WindowTitleBar({ title }: { title: string }) {
  return (
    <div className={classes.titleBar} aria-hidden>
      <span className={classes.dots}>
        <i />
        <i />
        <i />
      </span>
      <span className={classes.windowTitle}>{title}</span>
    </div>
  );
}

/**
 * A window around a mock-up of one of our own screens. Everything inside is drawn with our components
 * and CSS (no screenshots to go stale or weigh down the page) and is one image to assistive technology.
 */
export function BrowserFrame({ screen, label, children, withSideMenu = true }: BrowserFrameProps) {
  return (
    <div className={classes.frame} role="img" aria-label={label}>
      <WindowTitleBar title={`Seller Tools · ${screen}`} />
      <div className={classes.body} aria-hidden>
        {withSideMenu && (
          <div className={classes.sideMenu}>
            <BrandMark size={22} />
            <span className={classes.sideDot} data-active />
            <span className={classes.sideDot} />
            <span className={classes.sideDot} />
            <span className={classes.sideDot} />
            <span className={classes.sideDot} />
          </div>
        )}
        <div className={classes.screen}>{children}</div>
      </div>
    </div>
  );
}
