// Every business constant, timing and limit of spec §9 (and the timings of §4), one named export each.
// Web and server import these; nothing else may restate a number the spec gives.

// Verification code
export const VERIFY_CODE_LENGTH = 6;
export const VERIFY_CODE_TTL_MINUTES = 10;
export const VERIFY_CODE_TTL_MS = VERIFY_CODE_TTL_MINUTES * 60_000;
/** Wrong entries a code takes before it is dead until a resend. */
export const VERIFY_CODE_MAX_WRONG_TRIES = 5;
/** Resends of a code: at least this far apart, and at most this many sends per email per hour. */
export const RESEND_CODE_MIN_INTERVAL_MS = 60_000;
export const RESEND_CODE_MAX_PER_HOUR = 5;
/** The proof of a verified email that the connect step spends, until the account is complete. */
export const SIGNUP_TOKEN_TTL_MS = 60 * 60_000;
/** The OAuth `state` of the seller-account consent. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

// Passwords and names
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;
export const NAME_MIN_LENGTH = 3;
export const COMPANY_NAME_MIN_LENGTH = 3;

// Debounces
export const SUBMIT_DEBOUNCE_MS = 200;
export const SEARCH_DEBOUNCE_MS = 500;

// Consent popup and logout popup
export const CONSENT_POPUP_WIDTH_RATIO = 0.6;
export const CONSENT_POPUP_HEIGHT_RATIO = 0.7;
export const CONSENT_POPUP_POLL_MS = 50;
export const CONSENT_PAGE_LOAD_DELAY_MS = 1000;
/** Below this screen width the consent popup takes the whole screen: 60% of a phone is unusable. */
export const CONSENT_POPUP_FULL_SCREEN_BELOW_PX = 768;
/**
 * How long the opener waits for the consent to come back before it gives up, closes the popup and
 * offers a retry (issue 15): time enough to sign in to Seller Central with two-step verification,
 * well inside the OAuth state's 10 minutes.
 */
export const CONSENT_WAIT_TIMEOUT_MS = 5 * 60_000;
export const LOGOUT_POPUP_CLOSE_MS = 800;

// Signup status polling and the ready toast
export const SIGNUP_STATUS_POLL_MS = 5000;
export const READY_TOAST_MS = 4000;
export const SIGNUP_STEP_DONE = 'done';

// Loader
export const LOADER_HIDE_DELAY_MS = 1000;
export const LOADER_WATCHDOG_MS = 30_000;

// HTTP client
export const REQUEST_TIMEOUT_MS = 180_000;
/** URLs containing one of these fragments get no time-out. */
export const NO_TIMEOUT_URL_FRAGMENTS = ['/export', '/upload'] as const;
/** Calls whose path contains this get no login_name/login_email added. */
export const AUTH_LOGIN_PATH_FRAGMENT = 'api/auth/login';
export const COOKIE_EXPIRY_DAYS = 7;

// Shell
export const MENU_SLIDE_MS = 300;
export const STORE_DROPDOWN_WIDTH_PX = 271;
export const STORE_LIST_MAX_HEIGHT_PX = 260;
export const TOOLTIP_MAX_WINDOW_WIDTH_PX = 1514;
export const DROPDOWN_OPEN_DEBOUNCE_MS = 300;
export const DROPDOWN_ANIMATION_MS = 200;
export const SLIDER_AUTOPLAY_SPEED_MS = 500;
export const CLIENT_LOGO_CAROUSEL_ITEMS = 2;
/** Ours: the spec names a mobile layout but no width; at or below this the shell shows the top bar. */
export const MOBILE_MAX_WINDOW_WIDTH_PX = 768;

// Dates
export const NEWS_DATE_FORMAT = 'MM/DD/YYYY';
export const RELATIVE_TIME_FALLBACK_FORMAT = 'MMMM DD, YYYY';

// Defaults
export const DEFAULT_PPC_TIMEZONE = 'America/Los_Angeles';
export const DEFAULT_MODULE = 'review';
/** The product lines a user signs up for and switches between (stores, sign-up codes). */
export const MODULES = ['review', 'reimburse'] as const;
export type TModule = (typeof MODULES)[number];
/**
 * What a plan can open (plan management): the product lines, and PPC Manager, which makes the company's
 * users advertising-admins (PLAN_MODULE_ROLES, issue 21) without being a product line of its own, and
 * Violation, which makes them violation-admin/-user (issue 22, roles.ts).
 */
export const PLAN_MODULES = [...MODULES, 'ppc', 'violation'] as const;
export type TPlanModule = (typeof PLAN_MODULES)[number];
export const REIMBURSE_PLAN_NAME = 'reimburse';
export const FAVORITE_CHANNEL_CONFIG_NAME = 'favorite_channel';
/** The user config that records the first-time welcome tour as seen: it plays once per user. */
export const WELCOME_TOUR_CONFIG_NAME = 'welcome_tour';
/** The product name in titles such as the news modal's "{product} news". */
export const PRODUCT_NAME = 'Seller Tools';

// Currency symbols; anything else shows the fallback.
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  CRC: '₡',
  GBP: '£',
  ILS: '₪',
  INR: '₹',
  JPY: '¥',
  KRW: '₩',
  NGN: '₦',
  PHP: '₱',
  PLN: 'zł',
  PYG: '₲',
  THB: '฿',
  UAH: '₴',
  VND: '₫',
  SEK: 'kr',
};
export const CURRENCY_SYMBOL_FALLBACK = '$';

export const FLAG_CODES = [
  'ae',
  'au',
  'be',
  'br',
  'ca',
  'de',
  'eg',
  'es',
  'eu',
  'fr',
  'gb',
  'in',
  'it',
  'jp',
  'mx',
  'nl',
  'pl',
  'sa',
  'se',
  'sg',
  'tr',
  'uk',
  'us',
] as const;
export type TFlagCode = (typeof FLAG_CODES)[number];

// Legal pages
export const LEGAL_LAST_UPDATED = 'Sept 7 2022';
export const PRIVACY_CORRECTION_BUSINESS_DAYS = 45;
export const CALIFORNIA_REQUEST_DAYS = 30;
export const TERMS_MINIMUM_AGE = 18;
export const PRIVACY_MINIMUM_AGE = 16;

export const ALLOWED_CHART_TYPES = ['line', 'pie', 'doughnut', 'bar'] as const;
export type TChartType = (typeof ALLOWED_CHART_TYPES)[number];

export const IS_FREE_OF_CHARGE = true;
