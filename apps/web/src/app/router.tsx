import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/http';
import { setTargetPathResolver } from './lazy-route';
import { routes } from './routes';

export type TAppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): TAppRouter {
  const router = createBrowserRouter(routes);
  connectRouter(router);
  return router;
}

/** Hooks the router into the pieces outside React that need to navigate. */
export function connectRouter(router: TAppRouter): void {
  // Spec §4/§8: a 401 has already logged out in the http client; here it goes to /login.
  setUnauthorizedHandler(() => {
    void router.navigate(PUBLIC_ROUTES.login, { replace: true });
  });
  setTargetPathResolver(() => {
    const { pathname, search, hash } = router.state.navigation.location ?? router.state.location;
    return `${pathname}${search}${hash}`;
  });
}
