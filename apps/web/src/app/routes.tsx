import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { type RouteObject, replace } from 'react-router';
import { PublicLayout } from '../features/public-site/components/layout/public-layout';
import { HomePage } from '../features/public-site/routes/home-page';
import { AUTHENTICATED_ROUTE_ID, redirectSignedIn, requireAuth } from '../lib/session';
import { AppFallback } from './app-fallback';
import { lazyPage, lazyRoute } from './lazy-route';
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
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppFallback,
    children: [
      {
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
          lazyPage(PUBLIC_ROUTES.ratingTrackerService, () =>
            import('../features/public-site/routes/rating-tracker-page').then((m) => m.RatingTrackerPage),
          ),
          lazyPage(PUBLIC_ROUTES.reviewObserverService, () =>
            import('../features/public-site/routes/review-observer-page').then((m) => m.ReviewObserverPage),
          ),
          lazyPage(PUBLIC_ROUTES.reviewRequestService, () =>
            import('../features/public-site/routes/review-request-page').then((m) => m.ReviewRequestPage),
          ),
          lazyPage(PUBLIC_ROUTES.automationFeature, () =>
            import('../features/public-site/routes/automation-page').then((m) => m.AutomationPage),
          ),
          lazyPage(PUBLIC_ROUTES.dailyNotificationFeature, () =>
            import('../features/public-site/routes/daily-notification-page').then(
              (m) => m.DailyNotificationPage,
            ),
          ),
          lazyPage(PUBLIC_ROUTES.productDetailOverviewFeature, () =>
            import('../features/public-site/routes/product-detail-overview-page').then(
              (m) => m.ProductDetailOverviewPage,
            ),
          ),
          lazyPage(PUBLIC_ROUTES.aboutUs, () =>
            import('../features/public-site/routes/about-page').then((m) => m.AboutPage),
          ),
          lazyPage(PUBLIC_ROUTES.termsOfService, () =>
            import('../features/public-site/routes/terms-page').then((m) => m.TermsPage),
          ),
          lazyPage(PUBLIC_ROUTES.privacyPolicy, () =>
            import('../features/public-site/routes/privacy-page').then((m) => m.PrivacyPage),
          ),
          // The public pages that call the API (the forms; the marketplace list): inside the site's layout,
          // and inside AppServices.
          withAppServices('public-forms', [
            lazyPage(PUBLIC_ROUTES.marketSelect, () =>
              import('../features/public-site/routes/market-select-page').then((m) => m.MarketSelectPage),
            ),
            lazyPage(PUBLIC_ROUTES.contactUs, () =>
              import('../features/public-forms/routes/contact-us-page').then((m) => m.ContactUsPage),
            ),
            lazyPage(PUBLIC_ROUTES.scheduleSignup, () =>
              import('../features/public-forms/routes/schedule-signup-page').then(
                (m) => m.ScheduleSignupPage,
              ),
            ),
          ]),
        ],
      },
      withAppServices('app-services', [
        // Sign-in (spec §2, §4): /login skips ahead when already signed in; /login/password needs a session.
        {
          path: PUBLIC_ROUTES.login,
          loader: redirectSignedIn,
          lazy: lazyRoute(() =>
            import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })),
          ),
        },
        // A team invitation's mailed link (issue 17): anonymous, the token is the proof.
        lazyPage(PUBLIC_ROUTES.acceptInvitation, () =>
          import('../features/auth/routes/accept-invitation-page').then((m) => m.AcceptInvitationPage),
        ),
        lazyPage(PUBLIC_ROUTES.forgotPassword, () =>
          import('../features/auth/routes/forgot-password-page').then((m) => m.ForgotPasswordPage),
        ),
        {
          // The navigation guard of spec §2. It re-runs on every navigation below it: a session can expire
          // between two pages, and the role check depends on the page being opened.
          id: AUTHENTICATED_ROUTE_ID,
          loader: requireAuth,
          shouldRevalidate: () => true,
          children: [
            lazyPage(PUBLIC_ROUTES.changePassword, () =>
              import('../features/auth/routes/change-password-page').then((m) => m.ChangePasswordPage),
            ),
            // Both authenticated route tables of spec §2 (see shell-routes.tsx).
            shellLayoutRoute,
            outsideShellRoute,
          ],
        },
        lazyPage(PUBLIC_ROUTES.notFound, () =>
          import('../features/errors/routes/not-found-page').then((m) => m.NotFoundPage),
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
        lazyPage(PUBLIC_ROUTES.registerInfo, () =>
          import('../features/registration/routes/register-info-page').then((m) => m.RegisterInfoPage),
        ),
        lazyPage(PUBLIC_ROUTES.registerVerifyEmail, () =>
          import('../features/registration/routes/verify-email-page').then((m) => m.VerifyEmailPage),
        ),
        lazyPage(PUBLIC_ROUTES.registerConnectAmazon, () =>
          import('../features/registration/routes/connect-amazon-page').then((m) => m.ConnectAmazonPage),
        ),
        lazyPage(PUBLIC_ROUTES.registerComplete, () =>
          import('../features/registration/routes/complete-page').then((m) => m.CompletePage),
        ),
        // The consent popup's return page; the opener reads this window's URL.
        lazyPage(PUBLIC_ROUTES.amazonAuthReturn, () =>
          import('../features/amazon-auth/routes/amazon-auth-return-page').then(
            (m) => m.AmazonAuthReturnPage,
          ),
        ),
        // Sign-in for the embedded work-management app: opened from that app, so no site menu or footer.
        lazyPage(PUBLIC_ROUTES.mappsLogin, () =>
          import('../features/public-forms/routes/mapps-login-page').then((m) => m.MappsLoginPage),
        ),
      ]),
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
