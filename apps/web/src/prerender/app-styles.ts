// The app's stylesheets on a prerendered page. The page paints with the CSS its own markup uses, inlined
// (build/prerender.ts); the rest (a menu opened, the next page) needs the app's full stylesheets. Applying
// them restyles the whole page, a long task on a slow phone (issue 4: total blocking time), so they are
// downloaded after the first paint but applied only once the visitor reaches for the page, or the app
// shows something else.

const PENDING = 'data-app-styles';
// Any of these may show what the inlined CSS has no rules for: an opened dropdown (hover), a pressed
// control, a focused field.
const REACHING = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'] as const;

/** Applies the app's stylesheets, if a prerendered page has not yet. */
export function applyAppStyles(): void {
  for (const type of REACHING) document.removeEventListener(type, applyAppStyles, true);
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${PENDING}]`)) {
    link.media = 'all';
    link.removeAttribute(PENDING);
  }
}

/** Downloads the stylesheets (a print stylesheet loads without blocking or styling the page). */
export function loadAppStyles(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.media = 'print';
    link.setAttribute(PENDING, '');
    link.href = href;
    document.head.append(link);
  }
  for (const type of REACHING)
    document.addEventListener(type, applyAppStyles, { capture: true, passive: true });
}
