// jsdom has no matchMedia: every query answers "no" (setup.ts) unless a test says a screen matches one.
import { vi } from 'vitest';

/** What window.matchMedia returns for `query`, matching or not. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/** For the running test, the screen matches `query` and no other (undone by vi.unstubAllGlobals). */
export function onScreenMatching(query: string) {
  vi.stubGlobal('matchMedia', (asked: string) => mediaQueryList(asked, asked === query));
}
