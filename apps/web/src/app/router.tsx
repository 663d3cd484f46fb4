import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { setUnauthorizedHandler } from '../lib/http/unauthorized';
import { rememberRedirectPath } from '../lib/session';
import { hideToast } from '../lib/toast';
import { setTargetPathResolver } from './lazy-route';
import { patchAppRoutes, publicSiteRoutes, routes } from './routes';

export type TAppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * `hydrationData`: the state a prerendered page was rendered with (see ../start.tsx). `publicSiteOnly`:
 * starts from the public site's routes and adds the rest on the first navigation that needs them (see
 * publicSiteRoutes), for a prerendered public page.
 */
export function createAppRouter(
  options: { hydrationData?: HydrationState; publicSiteOnly?: boolean } = {},
): TAppRouter {
  const { hydrationData, publicSiteOnly = false } = options;
  const router = publicSiteOnly
    ? createBrowserRouter(publicSiteRoutes, { hydrationData, patchRoutesOnNavigation: patchAppRoutes })
    : createBrowserRouter(routes, { hydrationData });
  connectRouter(router);
  return router;
}

/** Hooks the router into the pieces outside React that need to navigate. */
export function connectRouter(router: TAppRouter): void {
  // Spec §4/§8: a 401 has already logged out in the http client; here it goes to /login, remembering the
  // page so the next sign-in returns to it (the guard does the same for a visitor without a session).
  setUnauthorizedHandler(() => {
    const { pathname, search, hash } = router.state.location;
    rememberRedirectPath(`${pathname}${search}${hash}`);
    hideToast();
    void router.navigate(PUBLIC_ROUTES.login, { replace: true });
  });
  setTargetPathResolver(() => {
    const { pathname, search, hash } = router.state.navigation.location ?? router.state.location;
    return `${pathname}${search}${hash}`;
  });
}
