import { PUBLIC_ROUTES } from './routes.ts';

// The public site's menu and footer of spec §2, one constant each. The footer's call-to-action texts are
// FOOTER_CTA in messages.ts; the dropdown timings are DROPDOWN_OPEN_DEBOUNCE_MS/DROPDOWN_ANIMATION_MS.

export const PUBLIC_MENU_LABELS = {
  services: 'Services',
  features: 'Features',
  contactUs: 'Contact Us',
  aboutUs: 'About Us',
  startNow: 'Start Now',
  signIn: 'Sign In',
  termsOfUse: 'Terms of Use',
  privacyPolicy: 'Privacy Policy',
} as const;

export interface TPublicMenuEntry {
  readonly label: string;
  readonly path: string;
}

/** The Services dropdown: the three review modules of spec §1. */
export const SERVICE_MENU: readonly TPublicMenuEntry[] = [
  { label: 'Product Ratings Tracker', path: PUBLIC_ROUTES.ratingTrackerService },
  { label: 'Review Observer', path: PUBLIC_ROUTES.reviewObserverService },
  { label: 'Review Request Automation', path: PUBLIC_ROUTES.reviewRequestService },
];

/** The Features dropdown: automation, daily summary notifications, product detail insights (spec §1). */
export const FEATURE_MENU: readonly TPublicMenuEntry[] = [
  { label: 'Automation', path: PUBLIC_ROUTES.automationFeature },
  { label: 'Daily Notification', path: PUBLIC_ROUTES.dailyNotificationFeature },
  { label: 'Product Detail Overview', path: PUBLIC_ROUTES.productDetailOverviewFeature },
];

/**
 * Start Now's external intro-call page (spec §2) when nothing else is configured. The server's
 * SCHEDULING_URL has the same default; the web build takes VITE_SCHEDULING_URL.
 */
export const DEFAULT_SCHEDULING_URL = 'https://calendly.com/seller-tools/intro';

/**
 * Query parameters of /register that carry a marketplace chosen on /market-select (region and marketplace
 * codes of the code lists) to the connect step, where they come preselected.
 */
export const MARKET_PRESELECT_PARAMS = { region: 'region', marketplace: 'marketplace' } as const;
