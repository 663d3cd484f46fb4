import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { type PatchRoutesOnNavigationFunction, type RouteObject, replace } from 'react-router';
import { PublicLayout } from '../features/public-site/components/layout/public-layout';
import { HomePage } from '../features/public-site/routes/home-page';
import { AUTHENTICATED_ROUTE_ID, redirectSignedIn, requireAuth } from '../lib/session';
import { AppFallback } from './app-fallback';
import { lazyPage, lazyRoute, pageRoute } from './lazy-route';
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
    lazy: lazyPage(
      () => import('./app-services'),
      (m) => m.AppServicesLayout,
    ),
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
    pageRoute(
      PUBLIC_ROUTES.ratingTrackerService,
      () => import('../features/public-site/routes/rating-tracker-page'),
      (m) => m.RatingTrackerPage,
    ),
    pageRoute(
      PUBLIC_ROUTES.reviewObserverService,
      () => import('../features/public-site/routes/review-observer-page'),
      (m) => m.ReviewObserverPage,
    ),
    pageRoute(
      PUBLIC_ROUTES.reviewRequestService,
      () => import('../features/public-site/routes/review-request-page'),
      (m) => m.ReviewRequestPage,
    ),
    pageRoute(
      PUBLIC_ROUTES.automationFeature,
      () => import('../features/public-site/routes/automation-page'),
      (m) => m.AutomationPage,
    ),
    pageRoute(
      PUBLIC_ROUTES.dailyNotificationFeature,
      () => import('../features/public-site/routes/daily-notification-page'),
      (m) => m.DailyNotificationPage,
    ),
    pageRoute(
      PUBLIC_ROUTES.productDetailOverviewFeature,
      () => import('../features/public-site/routes/product-detail-overview-page'),
      (m) => m.ProductDetailOverviewPage,
    ),
    pageRoute(
      PUBLIC_ROUTES.aboutUs,
      () => import('../features/public-site/routes/about-page'),
      (m) => m.AboutPage,
    ),
    pageRoute(
      PUBLIC_ROUTES.termsOfService,
      () => import('../features/public-site/routes/terms-page'),
      (m) => m.TermsPage,
    ),
    pageRoute(
      PUBLIC_ROUTES.privacyPolicy,
      () => import('../features/public-site/routes/privacy-page'),
      (m) => m.PrivacyPage,
    ),
    // The public pages that call the API (the forms; the marketplace list): inside the site's layout,
    // and inside AppServices.
    withAppServices('public-forms', [
      pageRoute(
        PUBLIC_ROUTES.marketSelect,
        () => import('../features/public-site/routes/market-select-page'),
        (m) => m.MarketSelectPage,
      ),
      pageRoute(
        PUBLIC_ROUTES.contactUs,
        () => import('../features/public-forms/routes/contact-us-page'),
        (m) => m.ContactUsPage,
      ),
      pageRoute(
        PUBLIC_ROUTES.scheduleSignup,
        () => import('../features/public-forms/routes/schedule-signup-page'),
        (m) => m.ScheduleSignupPage,
      ),
    ]),
  ],
};

// Everything but the public marketing pages: sign-in, registration, the signed-in app, the 404.
const appRoutes: RouteObject[] = [
  withAppServices('app-services', [
    // Sign-in (spec §2, §4): /login skips ahead when already signed in; /login/password needs a session.
    pageRoute(
      PUBLIC_ROUTES.login,
      () => import('../features/auth/routes/login-page'),
      (m) => m.LoginPage,
      {
        loader: redirectSignedIn,
      },
    ),
    // A team invitation's mailed link (issue 17): anonymous, the token is the proof.
    pageRoute(
      PUBLIC_ROUTES.acceptInvitation,
      () => import('../features/auth/routes/accept-invitation-page'),
      (m) => m.AcceptInvitationPage,
    ),
    pageRoute(
      PUBLIC_ROUTES.forgotPassword,
      () => import('../features/auth/routes/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
    {
      // The navigation guard of spec §2. It re-runs on every navigation below it: a session can expire
      // between two pages, and the role check depends on the page being opened.
      id: AUTHENTICATED_ROUTE_ID,
      loader: requireAuth,
      shouldRevalidate: () => true,
      children: [
        pageRoute(
          PUBLIC_ROUTES.changePassword,
          () => import('../features/auth/routes/change-password-page'),
          (m) => m.ChangePasswordPage,
        ),
        // Both authenticated route tables of spec §2 (see shell-routes.tsx).
        shellLayoutRoute,
        outsideShellRoute,
      ],
    },
    pageRoute(
      PUBLIC_ROUTES.notFound,
      () => import('../features/errors/routes/not-found-page'),
      (m) => m.NotFoundPage,
    ),
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
    pageRoute(
      PUBLIC_ROUTES.registerInfo,
      () => import('../features/registration/routes/register-info-page'),
      (m) => m.RegisterInfoPage,
    ),
    pageRoute(
      PUBLIC_ROUTES.registerVerifyEmail,
      () => import('../features/registration/routes/verify-email-page'),
      (m) => m.VerifyEmailPage,
    ),
    pageRoute(
      PUBLIC_ROUTES.registerConnectAmazon,
      () => import('../features/registration/routes/connect-amazon-page'),
      (m) => m.ConnectAmazonPage,
    ),
    pageRoute(
      PUBLIC_ROUTES.registerComplete,
      () => import('../features/registration/routes/complete-page'),
      (m) => m.CompletePage,
    ),
    // The consent popup's return page; the opener reads this window's URL.
    pageRoute(
      PUBLIC_ROUTES.amazonAuthReturn,
      () => import('../features/amazon-auth/routes/amazon-auth-return-page'),
      (m) => m.AmazonAuthReturnPage,
    ),
    // Sign-in for the embedded work-management app: opened from that app, so no site menu or footer.
    pageRoute(
      PUBLIC_ROUTES.mappsLogin,
      () => import('../features/public-forms/routes/mapps-login-page'),
      (m) => m.MappsLoginPage,
    ),
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
