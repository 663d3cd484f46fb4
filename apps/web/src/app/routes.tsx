import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { type RouteObject, replace } from 'react-router';
import { AppFallback } from './app-fallback';
import { lazyRoute } from './lazy-route';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

// The route table of spec §2. Pages load lazily, each through lazyRoute (one reload on a failed chunk).
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppFallback,
    children: [
      {
        path: PUBLIC_ROUTES.home,
        lazy: lazyRoute(() =>
          import('../features/public-site/routes/home-page').then((m) => ({ Component: m.HomePage })),
        ),
      },
      {
        path: PUBLIC_ROUTES.notFound,
        lazy: lazyRoute(() =>
          import('../features/errors/routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
        ),
      },
      {
        // Any unknown path goes to /404, replacing history so Back skips the bad URL.
        path: '*',
        loader: () => replace(PUBLIC_ROUTES.notFound),
        // Never shown (the loader redirects first); without it the router warns of an empty leaf.
        Component: AppFallback,
      },
    ],
  },
];
