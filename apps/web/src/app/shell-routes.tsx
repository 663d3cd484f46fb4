import {
  BOARD_AUTHORING_ROUTE,
  POST_LOGIN_ROUTE,
  REIMBURSE_ROUTES,
  REVIEW_ROUTES,
  SUPPORT_INBOX_ROUTE,
  SYSTEM_ROUTES,
} from '@seller-tools/contract';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { lazyPage, lazyRoute } from './lazy-route';
import { reimburseSettingsRoutes, reimburseSetupRoutes } from './reimburse-settings-routes';

// The signed-in pages of both route tables of spec §2. The role checks of §6 run in requireAuth above
// these (by path, from the contract), and the reimburse-plan redirects in requireReimbursePlan.

/** The staff pages (issue 17: behind the second-factor gate). */
function systemRoutes(): RouteObject[] {
  return [
    lazyPage(REIMBURSE_ROUTES.caseManager, () =>
      import('../features/case-manager/routes/case-manager-page').then((m) => m.CaseManagerPage),
    ),
    lazyPage(SYSTEM_ROUTES.userMonitoring, () =>
      import('../features/system-users/routes/user-monitoring-page').then((m) => m.UserMonitoringPage),
    ),
    lazyPage(SYSTEM_ROUTES.generalCode, () =>
      import('../features/system-catalog/routes/general-code-page').then((m) => m.GeneralCodePage),
    ),
    lazyPage(SYSTEM_ROUTES.roleManagement, () =>
      import('../features/system-users/routes/role-management-page').then((m) => m.RoleManagementPage),
    ),
    lazyPage(SYSTEM_ROUTES.planManagement, () =>
      import('../features/system-catalog/routes/plan-management-page').then((m) => m.PlanManagementPage),
    ),
    lazyPage(SYSTEM_ROUTES.emailCampaign, () =>
      import('../features/email-campaign/routes/email-campaign-page').then((m) => m.EmailCampaignPage),
    ),
    lazyPage(SYSTEM_ROUTES.emailCampaignBuilder, () =>
      import('../features/email-campaign/routes/campaign-builder-page').then((m) => m.NewCampaignPage),
    ),
    lazyPage(`${SYSTEM_ROUTES.emailCampaignBuilder}/:id`, () =>
      import('../features/email-campaign/routes/campaign-builder-page').then((m) => m.CampaignBuilderPage),
    ),
    lazyPage(BOARD_AUTHORING_ROUTE, () =>
      import('../features/email-campaign/routes/news-authoring-page').then((m) => m.NewsAuthoringPage),
    ),
    lazyPage(SUPPORT_INBOX_ROUTE, () =>
      import('../features/support-chat/routes/support-inbox-page').then((m) => m.SupportInboxPage),
    ),
    lazyPage(SYSTEM_ROUTES.affiliates, () =>
      import('../features/system-catalog/routes/affiliates-page').then((m) => m.AffiliatesPage),
    ),
    lazyPage(`${SYSTEM_ROUTES.affiliates}/detail/:affiliate`, () =>
      import('../features/system-catalog/routes/affiliate-detail-page').then((m) => m.AffiliateDetailPage),
    ),
  ];
}

/** Pages inside the shell: side menu, store switcher, user menu, modals. */
export const shellRoutes: RouteObject[] = [
  // The review or the reimbursement dashboard, by the user's module.
  lazyPage(POST_LOGIN_ROUTE, () => import('./module-dashboard').then((m) => m.ModuleDashboardPage)),
  // Review-focused table.
  // The overview belongs to the Product Ratings Tracker's menu item.
  lazyPage(
    REVIEW_ROUTES.ratingOverview,
    () => import('../features/rating-tracker/routes/rating-overview-page').then((m) => m.RatingOverviewPage),
    { activeMenu: 'menu-ratings-and-reviews-ratings' },
  ),
  lazyPage(REVIEW_ROUTES.ratings, () =>
    import('../features/rating-tracker/routes/ratings-page').then((m) => m.RatingsPage),
  ),
  lazyPage(REVIEW_ROUTES.reviews, () =>
    import('../features/review-observer/routes/reviews-page').then((m) => m.ReviewsPage),
  ),
  lazyPage(REVIEW_ROUTES.reviewRequestAutomation, () =>
    import('../features/review-requests/routes/review-requests-page').then((m) => m.ReviewRequestsPage),
  ),
  lazyPage(REVIEW_ROUTES.reports, () =>
    import('../features/reports/routes/reports-page').then((m) => m.ReportsPage),
  ),
  lazyPage(REVIEW_ROUTES.violation, () =>
    import('../features/violation/routes/violation-page').then((m) => m.ViolationPage),
  ),
  lazyPage(REVIEW_ROUTES.settingsAccounts, () =>
    import('../features/settings-accounts/routes/settings-accounts-page').then((m) => m.SettingsAccountsPage),
  ),
  lazyPage(REVIEW_ROUTES.settingsTagAutomation, () =>
    import('../features/tag-automation/routes/tag-automation-page').then((m) => m.TagAutomationPage),
  ),
  lazyPage(REVIEW_ROUTES.settingsIntegrations, () =>
    import('../features/integrations/routes/integrations-page').then((m) => m.IntegrationsPage),
  ),
  lazyPage(REVIEW_ROUTES.settingsNotification, () =>
    import('../features/notification-settings/routes/notification-settings-page').then(
      (m) => m.NotificationSettingsPage,
    ),
  ),
  // Opened from the notification settings: alert routing is where the menu keeps it.
  lazyPage(
    REVIEW_ROUTES.settingsWebhooks,
    () => import('../features/webhooks/routes/webhooks-page').then((m) => m.WebhooksPage),
    { activeMenu: 'menu-settings-notification' },
  ),
  lazyPage(REVIEW_ROUTES.ppcManager, () =>
    import('../features/ppc-manager/routes/ppc-manager-page').then((m) => m.PpcManagerPage),
  ),
  // Reimbursement-focused table.
  ...reimburseSetupRoutes,
  // The free audit stands in for the page the menu item opens.
  lazyPage(
    REIMBURSE_ROUTES.signupDashboard,
    () => import('../features/reimburse/routes/signup-page').then((m) => m.SignupPage),
    { activeMenu: 'menu-reimburse-dashboard' },
  ),
  // The free audit stands in for the page the menu item opens.
  lazyPage(
    REIMBURSE_ROUTES.signupCasesInProgress,
    () => import('../features/reimburse/routes/signup-page').then((m) => m.SignupPage),
    { activeMenu: 'menu-reimburse-cases-in-progress' },
  ),
  // The free audit stands in for the page the menu item opens.
  lazyPage(
    REIMBURSE_ROUTES.signupReimbursedCases,
    () => import('../features/reimburse/routes/signup-page').then((m) => m.SignupPage),
    { activeMenu: 'menu-reimburse-reimbursed-cases' },
  ),
  // The free audit stands in for the page the menu item opens.
  lazyPage(
    REIMBURSE_ROUTES.signupPayoutSummary,
    () => import('../features/reimburse/routes/signup-page').then((m) => m.SignupPage),
    { activeMenu: 'menu-reimburse-payout-summary' },
  ),
  lazyPage(REIMBURSE_ROUTES.actionNeededCases, () =>
    import('../features/reimburse/routes/action-needed-page').then((m) => m.ActionNeededPage),
  ),
  lazyPage(REIMBURSE_ROUTES.casesInProgress, () =>
    import('../features/reimburse/routes/cases-in-progress-page').then((m) => m.CasesInProgressPage),
  ),
  lazyPage(REIMBURSE_ROUTES.cases, () =>
    import('../features/reimburse/routes/reimbursed-cases-page').then((m) => m.ReimbursedCasesPage),
  ),
  lazyPage(REIMBURSE_ROUTES.lostInWarehouse, () =>
    import('../features/reimburse/routes/lost-in-warehouse-page').then((m) => m.LostInWarehousePage),
  ),
  lazyPage(REIMBURSE_ROUTES.payoutSummary, () =>
    import('../features/reimburse/routes/payout-summary-page').then((m) => m.PayoutSummaryPage),
  ),
  ...reimburseSettingsRoutes,
  // System pages (both tables), and the case manager's: staff enrol a second factor before any of them.
  {
    lazy: lazyRoute(() => import('./system-mfa-gate').then((m) => ({ Component: m.SystemMfaGate }))),
    children: systemRoutes(),
  },
];

const signupStepPage = lazyRoute(() =>
  import('../features/reimburse-enrol/routes/signup-step-page').then((m) => ({
    Component: m.SignupStepPage,
  })),
);

/** Signed-in pages outside the shell (spec §2), in a plain layout: adding a store, the reimburse signup. */
export const outsideShellRoute: RouteObject = {
  lazy: lazyRoute(() =>
    import('../features/module-pages/routes/standalone-layout').then((m) => ({
      Component: m.StandaloneLayout,
    })),
  ),
  children: [
    lazyPage(REIMBURSE_ROUTES.addNew, () =>
      import('../features/reimburse-enrol/routes/add-new-page').then((m) => m.AddNewPage),
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
