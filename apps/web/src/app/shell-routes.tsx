import {
  BOARD_AUTHORING_ROUTE,
  POST_LOGIN_ROUTE,
  REIMBURSE_ROUTES,
  REVIEW_ROUTES,
  SUPPORT_INBOX_ROUTE,
  SYSTEM_ROUTES,
} from '@seller-tools/contract';
import { type LoaderFunctionArgs, type RouteObject, replace } from 'react-router';
import { lazyRoute } from './lazy-route';
import { reimburseSettingsRoutes, reimburseSetupRoutes } from './reimburse-settings-routes';

// The signed-in pages of both route tables of spec §2. The role checks of §6 run in requireAuth above
// these (by path, from the contract), and the reimburse-plan redirects in requireReimbursePlan.

/** The staff pages (issue 17: behind the second-factor gate). */
function systemRoutes(): RouteObject[] {
  return [
    {
      path: REIMBURSE_ROUTES.caseManager,
      lazy: lazyRoute(() =>
        import('../features/case-manager/routes/case-manager-page').then((m) => ({
          Component: m.CaseManagerPage,
        })),
      ),
    },
    {
      path: SYSTEM_ROUTES.userMonitoring,
      lazy: lazyRoute(() =>
        import('../features/system-users/routes/user-monitoring-page').then((m) => ({
          Component: m.UserMonitoringPage,
        })),
      ),
    },
    {
      path: SYSTEM_ROUTES.generalCode,
      lazy: lazyRoute(() =>
        import('../features/system-catalog/routes/general-code-page').then((m) => ({
          Component: m.GeneralCodePage,
        })),
      ),
    },
    {
      path: SYSTEM_ROUTES.roleManagement,
      lazy: lazyRoute(() =>
        import('../features/system-users/routes/role-management-page').then((m) => ({
          Component: m.RoleManagementPage,
        })),
      ),
    },
    {
      path: SYSTEM_ROUTES.planManagement,
      lazy: lazyRoute(() =>
        import('../features/system-catalog/routes/plan-management-page').then((m) => ({
          Component: m.PlanManagementPage,
        })),
      ),
    },
    {
      path: SYSTEM_ROUTES.emailCampaign,
      lazy: lazyRoute(() =>
        import('../features/email-campaign/routes/email-campaign-page').then((m) => ({
          Component: m.EmailCampaignPage,
        })),
      ),
    },
    {
      path: SYSTEM_ROUTES.emailCampaignBuilder,
      lazy: lazyRoute(() =>
        import('../features/email-campaign/routes/campaign-builder-page').then((m) => ({
          Component: m.NewCampaignPage,
        })),
      ),
    },
    {
      path: `${SYSTEM_ROUTES.emailCampaignBuilder}/:id`,
      lazy: lazyRoute(() =>
        import('../features/email-campaign/routes/campaign-builder-page').then((m) => ({
          Component: m.CampaignBuilderPage,
        })),
      ),
    },
    {
      path: BOARD_AUTHORING_ROUTE,
      lazy: lazyRoute(() =>
        import('../features/email-campaign/routes/news-authoring-page').then((m) => ({
          Component: m.NewsAuthoringPage,
        })),
      ),
    },
    {
      path: SUPPORT_INBOX_ROUTE,
      lazy: lazyRoute(() =>
        import('../features/support-chat/routes/support-inbox-page').then((m) => ({
          Component: m.SupportInboxPage,
        })),
      ),
    },
    {
      path: SYSTEM_ROUTES.affiliates,
      lazy: lazyRoute(() =>
        import('../features/system-catalog/routes/affiliates-page').then((m) => ({
          Component: m.AffiliatesPage,
        })),
      ),
    },
    {
      path: `${SYSTEM_ROUTES.affiliates}/detail/:affiliate`,
      lazy: lazyRoute(() =>
        import('../features/system-catalog/routes/affiliate-detail-page').then((m) => ({
          Component: m.AffiliateDetailPage,
        })),
      ),
    },
  ];
}

/** Pages inside the shell: side menu, store switcher, user menu, modals. */
export const shellRoutes: RouteObject[] = [
  {
    path: POST_LOGIN_ROUTE,
    // The review or the reimbursement dashboard, by the user's module.
    lazy: lazyRoute(() => import('./module-dashboard').then((m) => ({ Component: m.ModuleDashboardPage }))),
  },
  // Review-focused table.
  {
    path: REVIEW_ROUTES.ratingOverview,
    // The overview belongs to the Product Ratings Tracker's menu item.
    handle: { activeMenu: 'menu-ratings-and-reviews-ratings' },
    lazy: lazyRoute(() =>
      import('../features/rating-tracker/routes/rating-overview-page').then((m) => ({
        Component: m.RatingOverviewPage,
      })),
    ),
  },
  {
    path: REVIEW_ROUTES.ratings,
    lazy: lazyRoute(() =>
      import('../features/rating-tracker/routes/ratings-page').then((m) => ({ Component: m.RatingsPage })),
    ),
  },
  {
    path: REVIEW_ROUTES.reviews,
    lazy: lazyRoute(() =>
      import('../features/review-observer/routes/reviews-page').then((m) => ({ Component: m.ReviewsPage })),
    ),
  },
  {
    path: REVIEW_ROUTES.reviewRequestAutomation,
    lazy: lazyRoute(() =>
      import('../features/review-requests/routes/review-requests-page').then((m) => ({
        Component: m.ReviewRequestsPage,
      })),
    ),
  },
  {
    path: REVIEW_ROUTES.reports,
    lazy: lazyRoute(() =>
      import('../features/reports/routes/reports-page').then((m) => ({ Component: m.ReportsPage })),
    ),
  },
  {
    path: REVIEW_ROUTES.violation,
    lazy: lazyRoute(() =>
      import('../features/violation/routes/violation-page').then((m) => ({ Component: m.ViolationPage })),
    ),
  },
  {
    path: REVIEW_ROUTES.settingsAccounts,
    lazy: lazyRoute(() =>
      import('../features/settings-accounts/routes/settings-accounts-page').then((m) => ({
        Component: m.SettingsAccountsPage,
      })),
    ),
  },
  {
    path: REVIEW_ROUTES.settingsTagAutomation,
    lazy: lazyRoute(() =>
      import('../features/tag-automation/routes/tag-automation-page').then((m) => ({
        Component: m.TagAutomationPage,
      })),
    ),
  },
  {
    path: REVIEW_ROUTES.settingsIntegrations,
    lazy: lazyRoute(() =>
      import('../features/integrations/routes/integrations-page').then((m) => ({
        Component: m.IntegrationsPage,
      })),
    ),
  },
  {
    path: REVIEW_ROUTES.settingsNotification,
    lazy: lazyRoute(() =>
      import('../features/notification-settings/routes/notification-settings-page').then((m) => ({
        Component: m.NotificationSettingsPage,
      })),
    ),
  },
  {
    path: REVIEW_ROUTES.settingsWebhooks,
    // Opened from the notification settings: alert routing is where the menu keeps it.
    handle: { activeMenu: 'menu-settings-notification' },
    lazy: lazyRoute(() =>
      import('../features/webhooks/routes/webhooks-page').then((m) => ({ Component: m.WebhooksPage })),
    ),
  },
  {
    path: REVIEW_ROUTES.ppcManager,
    lazy: lazyRoute(() =>
      import('../features/ppc-manager/routes/ppc-manager-page').then((m) => ({
        Component: m.PpcManagerPage,
      })),
    ),
  },
  // Reimbursement-focused table.
  ...reimburseSetupRoutes,
  {
    path: REIMBURSE_ROUTES.signupDashboard,
    // The free audit stands in for the page the menu item opens.
    handle: { activeMenu: 'menu-reimburse-dashboard' },
    lazy: lazyRoute(() =>
      import('../features/reimburse/routes/signup-page').then((m) => ({ Component: m.SignupPage })),
    ),
  },
  {
    path: REIMBURSE_ROUTES.signupCasesInProgress,
    // The free audit stands in for the page the menu item opens.
    handle: { activeMenu: 'menu-reimburse-cases-in-progress' },
    lazy: lazyRoute(() =>
      import('../features/reimburse/routes/signup-page').then((m) => ({ Component: m.SignupPage })),
    ),
  },
  {
    path: REIMBURSE_ROUTES.signupReimbursedCases,
    // The free audit stands in for the page the menu item opens.
    handle: { activeMenu: 'menu-reimburse-reimbursed-cases' },
    lazy: lazyRoute(() =>
      import('../features/reimburse/routes/signup-page').then((m) => ({ Component: m.SignupPage })),
    ),
  },
  {
    path: REIMBURSE_ROUTES.signupPayoutSummary,
    // The free audit stands in for the page the menu item opens.
    handle: { activeMenu: 'menu-reimburse-payout-summary' },
    lazy: lazyRoute(() =>
      import('../features/reimburse/routes/signup-page').then((m) => ({ Component: m.SignupPage })),
    ),
  },
  {
    path: REIMBURSE_ROUTES.actionNeededCases,
    lazy: lazyRoute(() =>
      import('../features/reimburse/routes/action-needed-page').then((m) => ({
        Component: m.ActionNeededPage,
      })),
    ),
  },
  {
    path: REIMBURSE_ROUTES.casesInProgress,
    lazy: lazyRoute(() =>
      import('../features/reimburse/routes/cases-in-progress-page').then((m) => ({
        Component: m.CasesInProgressPage,
      })),
    ),
  },
  {
    path: REIMBURSE_ROUTES.cases,
    lazy: lazyRoute(() =>
      import('../features/reimburse/routes/reimbursed-cases-page').then((m) => ({
        Component: m.ReimbursedCasesPage,
      })),
    ),
  },
  {
    path: REIMBURSE_ROUTES.lostInWarehouse,
    lazy: lazyRoute(() =>
      import('../features/reimburse/routes/lost-in-warehouse-page').then((m) => ({
        Component: m.LostInWarehousePage,
      })),
    ),
  },
  {
    path: REIMBURSE_ROUTES.payoutSummary,
    lazy: lazyRoute(() =>
      import('../features/reimburse/routes/payout-summary-page').then((m) => ({
        Component: m.PayoutSummaryPage,
      })),
    ),
  },
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
    {
      path: REIMBURSE_ROUTES.addNew,
      lazy: lazyRoute(() =>
        import('../features/reimburse-enrol/routes/add-new-page').then((m) => ({ Component: m.AddNewPage })),
      ),
    },
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
