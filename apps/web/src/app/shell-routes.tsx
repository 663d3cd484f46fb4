import {
  BOARD_AUTHORING_ROUTE,
  POST_LOGIN_ROUTE,
  REIMBURSE_ROUTES,
  REVIEW_ROUTES,
  SUPPORT_INBOX_ROUTE,
  SYSTEM_ROUTES,
} from '@seller-tools/contract';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { lazyPage, lazyRoute, pageRoute } from './lazy-route';
import { reimburseSettingsRoutes, reimburseSetupRoutes } from './reimburse-settings-routes';

// The signed-in pages of both route tables of spec §2. The role checks of §6 run in requireAuth above
// these (by path, from the contract), and the reimburse-plan redirects in requireReimbursePlan.

/** The staff pages (issue 17: behind the second-factor gate). */
function systemRoutes(): RouteObject[] {
  return [
    pageRoute(
      REIMBURSE_ROUTES.caseManager,
      () => import('../features/case-manager/routes/case-manager-page'),
      (m) => m.CaseManagerPage,
    ),
    pageRoute(
      SYSTEM_ROUTES.userMonitoring,
      () => import('../features/system-users/routes/user-monitoring-page'),
      (m) => m.UserMonitoringPage,
    ),
    pageRoute(
      SYSTEM_ROUTES.generalCode,
      () => import('../features/system-catalog/routes/general-code-page'),
      (m) => m.GeneralCodePage,
    ),
    pageRoute(
      SYSTEM_ROUTES.roleManagement,
      () => import('../features/system-users/routes/role-management-page'),
      (m) => m.RoleManagementPage,
    ),
    pageRoute(
      SYSTEM_ROUTES.planManagement,
      () => import('../features/system-catalog/routes/plan-management-page'),
      (m) => m.PlanManagementPage,
    ),
    pageRoute(
      SYSTEM_ROUTES.emailCampaign,
      () => import('../features/email-campaign/routes/email-campaign-page'),
      (m) => m.EmailCampaignPage,
    ),
    pageRoute(
      SYSTEM_ROUTES.emailCampaignBuilder,
      () => import('../features/email-campaign/routes/campaign-builder-page'),
      (m) => m.NewCampaignPage,
    ),
    pageRoute(
      `${SYSTEM_ROUTES.emailCampaignBuilder}/:id`,
      () => import('../features/email-campaign/routes/campaign-builder-page'),
      (m) => m.CampaignBuilderPage,
    ),
    pageRoute(
      BOARD_AUTHORING_ROUTE,
      () => import('../features/email-campaign/routes/news-authoring-page'),
      (m) => m.NewsAuthoringPage,
    ),
    pageRoute(
      SUPPORT_INBOX_ROUTE,
      () => import('../features/support-chat/routes/support-inbox-page'),
      (m) => m.SupportInboxPage,
    ),
    pageRoute(
      SYSTEM_ROUTES.affiliates,
      () => import('../features/system-catalog/routes/affiliates-page'),
      (m) => m.AffiliatesPage,
    ),
    pageRoute(
      `${SYSTEM_ROUTES.affiliates}/detail/:affiliate`,
      () => import('../features/system-catalog/routes/affiliate-detail-page'),
      (m) => m.AffiliateDetailPage,
    ),
  ];
}

/** A reimburse page's free-audit stand-in (the signup page), under the menu item of the page it stands for. */
function signupRoute(path: string, activeMenu: string): RouteObject {
  return pageRoute(
    path,
    () => import('../features/reimburse/routes/signup-page'),
    (m) => m.SignupPage,
    { handle: { activeMenu } },
  );
}

/** Pages inside the shell: side menu, store switcher, user menu, modals. */
export const shellRoutes: RouteObject[] = [
  // The review or the reimbursement dashboard, by the user's module.
  pageRoute(
    POST_LOGIN_ROUTE,
    () => import('./module-dashboard'),
    (m) => m.ModuleDashboardPage,
  ),
  // Review-focused table.
  pageRoute(
    REVIEW_ROUTES.ratingOverview,
    () => import('../features/rating-tracker/routes/rating-overview-page'),
    (m) => m.RatingOverviewPage,
    {
      // The overview belongs to the Product Ratings Tracker's menu item.
      handle: { activeMenu: 'menu-ratings-and-reviews-ratings' },
    },
  ),
  pageRoute(
    REVIEW_ROUTES.ratings,
    () => import('../features/rating-tracker/routes/ratings-page'),
    (m) => m.RatingsPage,
  ),
  pageRoute(
    REVIEW_ROUTES.reviews,
    () => import('../features/review-observer/routes/reviews-page'),
    (m) => m.ReviewsPage,
  ),
  pageRoute(
    REVIEW_ROUTES.reviewRequestAutomation,
    () => import('../features/review-requests/routes/review-requests-page'),
    (m) => m.ReviewRequestsPage,
  ),
  pageRoute(
    REVIEW_ROUTES.reports,
    () => import('../features/reports/routes/reports-page'),
    (m) => m.ReportsPage,
  ),
  pageRoute(
    REVIEW_ROUTES.violation,
    () => import('../features/violation/routes/violation-page'),
    (m) => m.ViolationPage,
  ),
  pageRoute(
    REVIEW_ROUTES.settingsAccounts,
    () => import('../features/settings-accounts/routes/settings-accounts-page'),
    (m) => m.SettingsAccountsPage,
  ),
  pageRoute(
    REVIEW_ROUTES.settingsTagAutomation,
    () => import('../features/tag-automation/routes/tag-automation-page'),
    (m) => m.TagAutomationPage,
  ),
  pageRoute(
    REVIEW_ROUTES.settingsIntegrations,
    () => import('../features/integrations/routes/integrations-page'),
    (m) => m.IntegrationsPage,
  ),
  pageRoute(
    REVIEW_ROUTES.settingsNotification,
    () => import('../features/notification-settings/routes/notification-settings-page'),
    (m) => m.NotificationSettingsPage,
  ),
  pageRoute(
    REVIEW_ROUTES.settingsWebhooks,
    () => import('../features/webhooks/routes/webhooks-page'),
    (m) => m.WebhooksPage,
    {
      // Opened from the notification settings: alert routing is where the menu keeps it.
      handle: { activeMenu: 'menu-settings-notification' },
    },
  ),
  pageRoute(
    REVIEW_ROUTES.ppcManager,
    () => import('../features/ppc-manager/routes/ppc-manager-page'),
    (m) => m.PpcManagerPage,
  ),
  // Reimbursement-focused table.
  ...reimburseSetupRoutes,
  signupRoute(REIMBURSE_ROUTES.signupDashboard, 'menu-reimburse-dashboard'),
  signupRoute(REIMBURSE_ROUTES.signupCasesInProgress, 'menu-reimburse-cases-in-progress'),
  signupRoute(REIMBURSE_ROUTES.signupReimbursedCases, 'menu-reimburse-reimbursed-cases'),
  signupRoute(REIMBURSE_ROUTES.signupPayoutSummary, 'menu-reimburse-payout-summary'),
  pageRoute(
    REIMBURSE_ROUTES.actionNeededCases,
    () => import('../features/reimburse/routes/action-needed-page'),
    (m) => m.ActionNeededPage,
  ),
  pageRoute(
    REIMBURSE_ROUTES.casesInProgress,
    () => import('../features/reimburse/routes/cases-in-progress-page'),
    (m) => m.CasesInProgressPage,
  ),
  pageRoute(
    REIMBURSE_ROUTES.cases,
    () => import('../features/reimburse/routes/reimbursed-cases-page'),
    (m) => m.ReimbursedCasesPage,
  ),
  pageRoute(
    REIMBURSE_ROUTES.lostInWarehouse,
    () => import('../features/reimburse/routes/lost-in-warehouse-page'),
    (m) => m.LostInWarehousePage,
  ),
  pageRoute(
    REIMBURSE_ROUTES.payoutSummary,
    () => import('../features/reimburse/routes/payout-summary-page'),
    (m) => m.PayoutSummaryPage,
  ),
  ...reimburseSettingsRoutes,
  // System pages (both tables), and the case manager's: staff enrol a second factor before any of them.
  {
    lazy: lazyPage(
      () => import('./system-mfa-gate'),
      (m) => m.SystemMfaGate,
    ),
    children: systemRoutes(),
  },
];

const signupStepPage = lazyPage(
  () => import('../features/reimburse-enrol/routes/signup-step-page'),
  (m) => m.SignupStepPage,
);

/** Signed-in pages outside the shell (spec §2), in a plain layout: adding a store, the reimburse signup. */
export const outsideShellRoute: RouteObject = {
  lazy: lazyPage(
    () => import('../features/module-pages/routes/standalone-layout'),
    (m) => m.StandaloneLayout,
  ),
  children: [
    pageRoute(
      REIMBURSE_ROUTES.addNew,
      () => import('../features/reimburse-enrol/routes/add-new-page'),
      (m) => m.AddNewPage,
    ),
    {
      path: REIMBURSE_ROUTES.signupStep,
      // The steps are numbered 1 to 4. The bare path (where "Start recovering" leads) opens the step the
      // seller reached, and a step not reached yet goes back to it: the steps resume where they were left.
      children: [
        { index: true, lazy: signupStepPage },
        { path: ':step', lazy: signupStepPage },
      ],
    },
  ],
};

/** The shell layout route with every page inside it; the plan redirects run before any page loads. */
export const shellLayoutRoute: RouteObject = {
  id: 'shell',
  // Imported on first use: the guard needs the HTTP client and the plan schemas, which the public pages
  // must not download with the route table (issue 4).
  loader: (args: LoaderFunctionArgs) =>
    import('../lib/session/reimburse-plan').then((m) => m.requireReimbursePlan(args)),
  shouldRevalidate: () => true,
  // The support chat's launcher sits beside every page of the shell (features do not import each other).
  lazy: lazyRoute(() =>
    Promise.all([
      import('../features/shell/routes/shell-layout'),
      import('../features/support-chat/components/support-launcher'),
    ]).then(([shell, chat]) => ({
      Component: () => (
        <>
          <shell.ShellLayout />
          <chat.SupportLauncher />
        </>
      ),
    })),
  ),
  children: shellRoutes,
};
