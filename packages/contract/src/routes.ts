// Route paths of spec §2. The web router and links use these; the server's SPA fallback does not need them.
export const PUBLIC_ROUTES = {
  home: '/',
  ratingTrackerService: '/services/rating-tracker',
  reviewObserverService: '/services/review-observer',
  reviewRequestService: '/services/review-request',
  automationFeature: '/features/automation',
  dailyNotificationFeature: '/features/daily-notification',
  productDetailOverviewFeature: '/features/product-detail-overview',
  contactUs: '/contact-us',
  aboutUs: '/about-us',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  login: '/login',
  forgotPassword: '/login/forgotpassword',
  changePassword: '/login/password',
  register: '/register',
  registerInfo: '/register/info',
  registerVerifyEmail: '/register/verify/email',
  registerConnectAmazon: '/register/connect/amazon',
  registerComplete: '/register/complete',
  marketSelect: '/market-select',
  scheduleSignup: '/schedule-signup',
  mappsLogin: '/mapps/login',
  amazonAuthReturn: '/auth/user/amazon',
  /** The page a team invitation's mailed link opens (?token=…). */
  acceptInvitation: '/invitation/accept',
  notFound: '/404',
} as const;

/**
 * The public marketing pages: what the sitemap lists and search engines may index. Sign-in, registration,
 * the embedded-app sign-in, the consent return page and /404 are public but not content, so not here.
 */
export const MARKETING_ROUTES = [
  PUBLIC_ROUTES.home,
  PUBLIC_ROUTES.ratingTrackerService,
  PUBLIC_ROUTES.reviewObserverService,
  PUBLIC_ROUTES.reviewRequestService,
  PUBLIC_ROUTES.automationFeature,
  PUBLIC_ROUTES.dailyNotificationFeature,
  PUBLIC_ROUTES.productDetailOverviewFeature,
  PUBLIC_ROUTES.contactUs,
  PUBLIC_ROUTES.aboutUs,
  PUBLIC_ROUTES.termsOfService,
  PUBLIC_ROUTES.privacyPolicy,
  PUBLIC_ROUTES.marketSelect,
  PUBLIC_ROUTES.scheduleSignup,
] as const;

export const REVIEW_ROUTES = {
  dashboard: '/dashboard',
  ratingOverview: '/rating/overview',
  ratings: '/rating/ratings',
  reviews: '/rating/reviews',
  reviewRequestAutomation: '/review/review-request-automation',
  reports: '/reports',
  violation: '/violation',
  settingsAccounts: '/settings/accounts',
  settingsTagAutomation: '/settings/tag-automation',
  settingsIntegrations: '/settings/integrations',
  settingsNotification: '/settings/notification',
  /** Outgoing webhooks (issue 25): reached from the notification settings, not a menu item of §2. */
  settingsWebhooks: '/settings/webhooks',
  ppcManager: '/ppc-manager',
} as const;

export const REIMBURSE_ROUTES = {
  addNew: '/add-new',
  signupStep: '/reimburse/signup/step',
  setupShipmentDiscrepancy: '/reimburse/setup/shipment-discrepancy',
  setupFeeOvercharge: '/reimburse/setup/fee-overcharge',
  caseManager: '/reimburse/case-manager',
  signupDashboard: '/reimburse/signup-dashboard',
  signupCasesInProgress: '/reimburse/signup-cases-in-progress',
  signupReimbursedCases: '/reimburse/signup-reimbursed-cases',
  signupPayoutSummary: '/reimburse/signup-payout-summary',
  actionNeededCases: '/reimburse/action-needed-cases',
  casesInProgress: '/reimburse/cases-in-progress',
  cases: '/reimbursement/cases',
  lostInWarehouse: '/reimburse/lost-in-warehouse',
  payoutSummary: '/reimburse/payout-summary',
  settingsAccounts: '/reimburse/settings/accounts',
  settingsCasePreference: '/reimburse/settings/case-preference',
  settingsProductDimensions: '/reimburse/settings/product-dimensions',
  settingsDocumentGenerator: '/reimburse/settings/document-generator',
  settingsBilling: '/reimburse/settings/billing',
  settingsNotification: '/reimburse/settings/notification',
} as const;

export const SYSTEM_ROUTES = {
  userMonitoring: '/system/user-monitoring',
  generalCode: '/system/general-code',
  roleManagement: '/system/role-management',
  planManagement: '/system/plan-management',
  emailCampaign: '/system/email-campaign',
  emailCampaignBuilder: '/system/email-campaign/builder',
  emailCampaignBuilderById: (id: string) => `/system/email-campaign/builder/${encodeURIComponent(id)}`,
  affiliates: '/system/affiliates',
  affiliateDetail: (affiliate: string) => `/system/affiliates/detail/${encodeURIComponent(affiliate)}`,
} as const;

/**
 * The staff screen that writes news and changelog posts. Spec §2/§6 fix the system menu's items and list no
 * news page, so authoring is a tab of Email Campaign (the super-admin "talking to users" area, guarded as a
 * whole), as the support inbox is.
 */
export const BOARD_AUTHORING_ROUTE = '/system/email-campaign/news';

/**
 * The staff inbox page. Spec §2 fixes the system menu's items, so the inbox lives under Email Campaign
 * (the super-admin "talking to users" area, already guarded as a whole) instead of a new menu item.
 */
export const SUPPORT_INBOX_ROUTE = '/system/email-campaign/support';

/** Where a signed-in user lands: logo click and post-login target. */
export const POST_LOGIN_ROUTE = REVIEW_ROUTES.dashboard;
/** Where affiliate agents land when they open `/`. */
export const AFFILIATE_HOME_ROUTE = SYSTEM_ROUTES.affiliates;
