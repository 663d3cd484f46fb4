import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { publicSiteRoutes } from './app/routes';
import { signedInHome } from './lib/session';
import { applyAppStyles } from './prerender/app-styles';
import { dropEarlyInput, replayEarlyInput } from './prerender/early-input';
import { readPrerenderData, type TPrerenderData } from './prerender/prerender-data';

// The client's boot, beside main.tsx rather than in app/: it joins the app to the prerendered page's
// scripts (prerender/), and the prerender renders the app, so app/ must not import prerender/.

/**
 * Loads the lazy routes the current path matches before hydrating: a route still to load renders its
 * HydrateFallback, which is not the prerendered markup (a hydration mismatch).
 */
async function resolveLazyMatches(routeList: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routeList, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
}

/** `run()` with what it schedules as a transition, returning its result. */
function inTransition<T>(run: () => T): T {
  let result: { value: T } | undefined;
  startTransition(() => {
    result = { value: run() };
  });
  if (!result) throw new Error('startTransition did not run its callback');
  return result.value;
}

function restoreShellMeta({ title, description }: TPrerenderData['shellMeta']): void {
  document.title = title;
  document.querySelector<HTMLMetaElement>('meta[name="description"]')?.setAttribute('content', description);
}

/**
 * Starts the app in #root. A prerendered marketing page (build/prerender.ts) is hydrated, keeping the
 * markup it painted before the JavaScript arrived; the plain SPA shell is rendered from scratch.
 */
export async function startApp(container: HTMLElement): Promise<Root> {
  const prerendered = readPrerenderData();
  if (prerendered) restoreShellMeta(prerendered.shellMeta);
  // Signed in, the public entry pages send the user to their home: the router runs the loaders afresh (the
  // prerender shows the visitor's page) and replaces the markup.
  if (!prerendered || signedInHome()) {
    // A prerendered page held back the app's stylesheets and kept early input (see app-styles.ts and
    // early-input.ts): the app now needs the styles, and the input was for markup that is going.
    applyAppStyles();
    dropEarlyInput();
    const router = createAppRouter();
    const root = createRoot(container);
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    return root;
  }
  // Only the public site's routes: a prerendered page is one of them (see publicSiteRoutes).
  await resolveLazyMatches(publicSiteRoutes, window.location.pathname);
  const router = createAppRouter({ hydrationData: prerendered.router, publicSiteOnly: true });
  // Another page is on its way (whatever set it off): it needs the app's full stylesheets.
  router.subscribe(applyAppStyles);
  // As a transition React hydrates in slices of a few milliseconds and lets the browser in between them,
  // rather than in one long task that holds up input (issue 4: Lighthouse's total blocking time).
  const root = inTransition(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
  replayEarlyInput();
  return root;
}
