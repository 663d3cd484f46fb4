import { APP_SCRIPTS_ID, type TAppScripts } from './app-scripts';
import { loadAppStyles } from './app-styles';
import { keepEarlyInput } from './early-input';

// The script of a prerendered page, in place of main.tsx's tags (see page-html.ts). The page is already
// painted from its HTML and the CSS inlined in it, so the app's code and stylesheets are fetched only
// after that first paint: on a slow link they would otherwise take the bandwidth the paint is waiting for
// (issue 4: Lighthouse's FCP and LCP). Then main.tsx hydrates the page.

function afterFirstPaint(run: () => void): void {
  // A hidden tab paints nothing and gets no animation frames: start at once.
  if (document.visibilityState === 'hidden') {
    setTimeout(run, 0);
    return;
  }
  // A frame's callbacks run just before it paints; the task after them runs once it has.
  requestAnimationFrame(() => setTimeout(run, 0));
}

function loadApp(): void {
  const listed = document.getElementById(APP_SCRIPTS_ID)?.textContent;
  if (!listed) return;
  const { entry, preload, styles } = JSON.parse(listed) as TAppScripts;
  loadAppStyles(styles);
  // As Vite's own tags would: the entry's imports download alongside it rather than one level at a time.
  for (const href of preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

keepEarlyInput();
afterFirstPaint(loadApp);
