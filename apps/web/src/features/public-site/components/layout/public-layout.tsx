import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { HydrationUnit } from '../hydration-unit';
import classes from './public-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_CONTENT_ID = 'main-content';

/** The frame of every public marketing page (spec §2): the menu on top, the page, the footer. */
export function PublicLayout({ aside }: { aside?: ReactNode } = {}) {
  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        Skip to main content
      </a>
      <HydrationUnit>
        <SiteHeader />
      </HydrationUnit>
      {/* Focusable so the skip link moves keyboard focus here, not only the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <HydrationUnit>
          <Outlet />
        </HydrationUnit>
      </main>
      <HydrationUnit>
        <SiteFooter />
      </HydrationUnit>
      {/* What the app places beside every page: the visitors' chat launcher. */}
      {aside && <HydrationUnit>{aside}</HydrationUnit>}
    </div>
  );
}
