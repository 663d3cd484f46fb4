import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: scroll resets to top on navigation. The one place that does it; mounted by the root layout. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useLayoutEffect(() => {
    // The first render keeps whatever the browser did on load (e.g. an anchor).
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);

  return null;
}
