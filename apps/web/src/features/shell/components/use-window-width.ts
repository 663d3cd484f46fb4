import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const readWidth = () => window.innerWidth;

/**
 * The window's width in px, following resizes. The shell's thresholds (mobile layout, menu tooltips) are
 * spec px values of the window, so they are compared with innerWidth rather than CSS em breakpoints.
 */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, readWidth, readWidth);
}
