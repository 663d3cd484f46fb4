import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { type PatchRoutesOnNavigationFunction, type RouteObject, replace } from 'react-router';
import { PublicLayout } from '../features/public-site/components/layout/public-layout';
import { HomePage } from '../features/public-site/routes/home-page';
import { AUTHENTICATED_ROUTE_ID, redirectSignedIn, requireAuth } from '../lib/session';
import { AppFallback } from './app-fallback';
import { lazyRoute } from './lazy-route';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { outsideShellRoute, shellLayoutRoute } from './shell-routes';
import { VisitorChatLauncher } from './visitor-chat-launcher';

function PublicSiteLayout() {
  return <PublicLayout aside={<VisitorChatLauncher />} />;
}

/** The layout route around the public marketing pages. */
export const PUBLIC_SITE_ROUTE_ID = 'public-site';

/**
 * A pathless layout route that renders its children inside AppServices (TanStack Query, modals, toasts,
 * the full-screen loader), loaded with them. The marketing pages stay outside it, so `/` downloads none of
 * that code (issue 4); every page that calls the API goes inside one.
 */
function withAppServices(id: string, children: RouteObject[]): RouteObject {
  return {
    id,
    lazy: lazyRoute(() => import('./app-services').then((m) => ({ Component: m.AppServicesLayout }))),
    children,
  };
}

// The route table of spec §2. Pages load lazily, each through lazyRoute (one reload on a failed chunk),
// except the landing page and its layout: `/` is the front door, and bundled with the entry it renders
// after one round of requests instead of a chain of small chunks (issue 4: Lighthouse on `/`). Both are
// small and import nothing of the signed-in app.

/** The root route's id: the rest of the table is patched in under it (see publicSiteRoutes). */
export const ROOT_ROUTE_ID = 'root';

function rootRoute(children: RouteObject[]): RouteObject {
  return {
    id: ROOT_ROUTE_ID,
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppFallback,
    children,
  };
}

const publicSiteRoute: RouteObject = {
  // The public marketing pages (spec §2) share one layout: the public menu on top, the footer below.
  // A public page that shows the menu and footer goes in here.
  id: PUBLIC_SITE_ROUTE_ID,
  // The visitors' chat launcher beside every public page (features do not import each other).
  Component: PublicSiteLayout,
  children: [
    {
      path: PUBLIC_ROUTES.home,
      // Signed in: straight to the user's home; visitors keep the landing page (see redirectSignedIn).
      loader: redirectSignedIn,
      Component: HomePage,
    },
    {
      path: PUBLIC_ROUTES.ratingTrackerService,
      lazy: lazyRoute(() =>
        import('../features/public-site/routes/rating-tracker-page').then((m) => ({
          Component: m.RatingTrackerPage,
        })),
      ),
    },
    {
      path: PUBLIC_ROUTES.reviewObserverService,
      lazy: lazyRoute(() =>
        import('../features/public-site/routes/review-observer-page').then((m) => ({
          Component: m.ReviewObserverPage,
        })),
      ),
    },
    {
      path: PUBLIC_ROUTES.reviewRequestService,
      lazy: lazyRoute(() =>
        import('../features/public-site/routes/review-request-page').then((m) => ({
          Component: m.ReviewRequestPage,
        })),
      ),
    },
    {
      path: PUBLIC_ROUTES.automationFeature,
      lazy: lazyRoute(() =>
        import('../features/public-site/routes/automation-page').then((m) => ({
          Component: m.AutomationPage,
        })),
      ),
    },
    {
      path: PUBLIC_ROUTES.dailyNotificationFeature,
      lazy: lazyRoute(() =>
        import('../features/public-site/routes/daily-notification-page').then((m) => ({
          Component: m.DailyNotificationPage,
        })),
      ),
    },
    {
      path: PUBLIC_ROUTES.productDetailOverviewFeature,
      lazy: lazyRoute(() =>
        import('../features/public-site/routes/product-detail-overview-page').then((m) => ({
          Component: m.ProductDetailOverviewPage,
        })),
      ),
    },
    {
      path: PUBLIC_ROUTES.aboutUs,
      lazy: lazyRoute(() =>
        import('../features/public-site/routes/about-page').then((m) => ({ Component: m.AboutPage })),
      ),
    },
    {
      path: PUBLIC_ROUTES.termsOfService,
      lazy: lazyRoute(() =>
        import('../features/public-site/routes/terms-page').then((m) => ({ Component: m.TermsPage })),
      ),
    },
    {
      path: PUBLIC_ROUTES.privacyPolicy,
      lazy: lazyRoute(() =>
        import('../features/public-site/routes/privacy-page').then((m) => ({
          Component: m.PrivacyPage,
        })),
      ),
    },
    // The public pages that call the API (the forms; the marketplace list): inside the site's layout,
    // and inside AppServices.
    withAppServices('public-forms', [
      {
        path: PUBLIC_ROUTES.marketSelect,
        lazy: lazyRoute(() =>
          import('../features/public-site/routes/market-select-page').then((m) => ({
            Component: m.MarketSelectPage,
          })),
        ),
      },
      {
        path: PUBLIC_ROUTES.contactUs,
        lazy: lazyRoute(() =>
          import('../features/public-forms/routes/contact-us-page').then((m) => ({
            Component: m.ContactUsPage,
          })),
        ),
      },
      {
        path: PUBLIC_ROUTES.scheduleSignup,
        lazy: lazyRoute(() =>
          import('../features/public-forms/routes/schedule-signup-page').then((m) => ({
            Component: m.ScheduleSignupPage,
          })),
        ),
      },
    ]),
  ],
};

// Everything but the public marketing pages: sign-in, registration, the signed-in app, the 404.
const appRoutes: RouteObject[] = [
  withAppServices('app-services', [
    // Sign-in (spec §2, §4): /login skips ahead when already signed in; /login/password needs a session.
    {
      path: PUBLIC_ROUTES.login,
      loader: redirectSignedIn,
      lazy: lazyRoute(() =>
        import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })),
      ),
    },
    {
      // A team invitation's mailed link (issue 17): anonymous, the token is the proof.
      path: PUBLIC_ROUTES.acceptInvitation,
      lazy: lazyRoute(() =>
        import('../features/auth/routes/accept-invitation-page').then((m) => ({
          Component: m.AcceptInvitationPage,
        })),
      ),
    },
    {
      path: PUBLIC_ROUTES.forgotPassword,
      lazy: lazyRoute(() =>
        import('../features/auth/routes/forgot-password-page').then((m) => ({
          Component: m.ForgotPasswordPage,
        })),
      ),
    },
    {
      // The navigation guard of spec §2. It re-runs on every navigation below it: a session can expire
      // between two pages, and the role check depends on the page being opened.
      id: AUTHENTICATED_ROUTE_ID,
      loader: requireAuth,
      shouldRevalidate: () => true,
      children: [
        {
          path: PUBLIC_ROUTES.changePassword,
          lazy: lazyRoute(() =>
            import('../features/auth/routes/change-password-page').then((m) => ({
              Component: m.ChangePasswordPage,
            })),
          ),
        },
        // Both authenticated route tables of spec §2 (see shell-routes.tsx).
        shellLayoutRoute,
        outsideShellRoute,
      ],
    },
    {
      path: PUBLIC_ROUTES.notFound,
      lazy: lazyRoute(() =>
        import('../features/errors/routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      ),
    },
    // Registration (spec §2): each later step guards itself against arrivals from anywhere but its prior page.
    {
      path: PUBLIC_ROUTES.register,
      lazy: lazyRoute(() =>
        import('../features/registration/routes/register-entry').then((m) => ({
          loader: m.registerEntryLoader,
          Component: m.RegisterEntryPage,
        })),
      ),
    },
    {
      path: PUBLIC_ROUTES.registerInfo,
      lazy: lazyRoute(() =>
        import('../features/registration/routes/register-info-page').then((m) => ({
          Component: m.RegisterInfoPage,
        })),
      ),
    },
    {
      path: PUBLIC_ROUTES.registerVerifyEmail,
      lazy: lazyRoute(() =>
        import('../features/registration/routes/verify-email-page').then((m) => ({
          Component: m.VerifyEmailPage,
        })),
      ),
    },
    {
      path: PUBLIC_ROUTES.registerConnectAmazon,
      lazy: lazyRoute(() =>
        import('../features/registration/routes/connect-amazon-page').then((m) => ({
          Component: m.ConnectAmazonPage,
        })),
      ),
    },
    {
      path: PUBLIC_ROUTES.registerComplete,
      lazy: lazyRoute(() =>
        import('../features/registration/routes/complete-page').then((m) => ({
          Component: m.CompletePage,
        })),
      ),
    },
    {
      // The consent popup's return page; the opener reads this window's URL.
      path: PUBLIC_ROUTES.amazonAuthReturn,
      lazy: lazyRoute(() =>
        import('../features/amazon-auth/routes/amazon-auth-return-page').then((m) => ({
          Component: m.AmazonAuthReturnPage,
        })),
      ),
    },
    {
      // Sign-in for the embedded work-management app: opened from that app, so no site menu or footer.
      path: PUBLIC_ROUTES.mappsLogin,
      lazy: lazyRoute(() =>
        import('../features/public-forms/routes/mapps-login-page').then((m) => ({
          Component: m.MappsLoginPage,
        })),
      ),
    },
  ]),
  {
    // Any unknown path goes to /404, replacing history so Back skips the bad URL.
    path: '*',
    loader: () => replace(PUBLIC_ROUTES.notFound),
    // Never shown (the loader redirects first); without it the router warns of an empty leaf.
    Component: AppFallback,
  },
];

export const routes: RouteObject[] = [rootRoute([publicSiteRoute, ...appRoutes])];

/**
 * The table a prerendered public page hydrates with: the root and the public site only, the rest patched
 * in by patchAppRoutes on the first navigation that needs it. The router flattens and ranks its whole
 * table when it is created, and the boot matches it again; with the ~80 routes of the signed-in app that
 * was a fifth of the boot's long task on a phone (issue 24: Lighthouse's total blocking time on `/`).
 */
export const publicSiteRoutes: RouteObject[] = [rootRoute([publicSiteRoute])];

/**
 * The router's patchRoutesOnNavigation for publicSiteRoutes: adds the rest of `routes`. The router calls
 * it for a path it cannot match, and for a path with parameters; patching what it has is a no-op.
 */
export const patchAppRoutes: PatchRoutesOnNavigationFunction = ({ patch }) => {
  patch(ROOT_ROUTE_ID, appRoutes);
};
