import { REIMBURSE_PLAN_NAME, type TModule } from './constants.ts';
import { ROLES, type TRole } from './roles.ts';
import {
  AFFILIATE_HOME_ROUTE,
  POST_LOGIN_ROUTE,
  PUBLIC_ROUTES,
  REIMBURSE_ROUTES,
  REVIEW_ROUTES,
  SYSTEM_ROUTES,
} from './routes.ts';

// Role rules of spec §6 and the role/plan redirects of the §2 navigation guard, as pure functions.
// The client uses them to hide menus and guard routes; the server must still enforce its own checks.

export type TMenuItem = {
  /** The route name of spec §2 (e.g. menu-dashboard). */
  readonly name: string;
  readonly path?: string;
  /** No list: shown to everyone. */
  readonly roles?: readonly TRole[];
  readonly children?: readonly TMenuItem[];
};

const VIOLATION_ROLES = [
  ROLES.superAdmin,
  ROLES.violationAdmin,
  ROLES.violationUser,
  ROLES.violationReporter,
] as const;
const SUPER_ADMIN_ONLY = [ROLES.superAdmin] as const;
const AFFILIATE_ROLES = [ROLES.superAdmin, ROLES.affiliateAgent] as const;

export const SIDE_MENU: readonly TMenuItem[] = [
  { name: 'menu-dashboard', path: REVIEW_ROUTES.dashboard },
  { name: 'menu-ratings-and-reviews-ratings', path: REVIEW_ROUTES.ratings },
  { name: 'menu-ratings-and-reviews-reviews', path: REVIEW_ROUTES.reviews },
  { name: 'menu-review-request-automation', path: REVIEW_ROUTES.reviewRequestAutomation },
  { name: 'menu-amazon-violation', path: REVIEW_ROUTES.violation, roles: VIOLATION_ROLES },
  { name: 'ppc-manager', path: REVIEW_ROUTES.ppcManager, roles: [ROLES.superAdmin, ROLES.advertisingAdmin] },
  { name: 'reports', path: REVIEW_ROUTES.reports },
  {
    name: 'menu-settings',
    children: [
      { name: 'menu-settings-accounts', path: REVIEW_ROUTES.settingsAccounts },
      { name: 'menu-settings-tag-automation', path: REVIEW_ROUTES.settingsTagAutomation },
      { name: 'menu-settings-integrations', path: REVIEW_ROUTES.settingsIntegrations },
      { name: 'menu-settings-notification', path: REVIEW_ROUTES.settingsNotification },
    ],
  },
];

export const SYSTEM_MENU: readonly TMenuItem[] = [
  {
    name: 'menu-system',
    roles: AFFILIATE_ROLES,
    children: [
      { name: 'menu-case-manager', path: REIMBURSE_ROUTES.caseManager, roles: [ROLES.caseManager] },
      { name: 'menu-system-email-campaign', path: SYSTEM_ROUTES.emailCampaign, roles: SUPER_ADMIN_ONLY },
      { name: 'menu-system-monitoring', path: SYSTEM_ROUTES.userMonitoring, roles: SUPER_ADMIN_ONLY },
      { name: 'menu-system-general-code', path: SYSTEM_ROUTES.generalCode, roles: SUPER_ADMIN_ONLY },
      { name: 'menu-system-role-management', path: SYSTEM_ROUTES.roleManagement, roles: SUPER_ADMIN_ONLY },
      { name: 'menu-system-plan-management', path: SYSTEM_ROUTES.planManagement, roles: SUPER_ADMIN_ONLY },
      { name: 'menu-system-affiliates', path: SYSTEM_ROUTES.affiliates, roles: AFFILIATE_ROLES },
    ],
  },
];

/** A menu item without a role list is for everyone; otherwise the user needs at least one listed role. */
export function canSeeMenuItem(userRoles: readonly string[], itemRoles?: readonly string[]): boolean {
  if (itemRoles === undefined) return true;
  return itemRoles.some((role) => userRoles.includes(role));
}

/** The bottom system menu renders only for super-admins (the group's own list also names affiliate agents). */
export function showsSystemMenu(userRoles: readonly string[]): boolean {
  return userRoles.includes(ROLES.superAdmin);
}

/** The items this user may see, recursively; a group left with no visible child is dropped. */
export function visibleMenu(items: readonly TMenuItem[], userRoles: readonly string[]): TMenuItem[] {
  const visible: TMenuItem[] = [];
  for (const item of items) {
    if (!canSeeMenuItem(userRoles, item.roles)) continue;
    if (item.children === undefined) {
      visible.push(item);
      continue;
    }
    const children = visibleMenu(item.children, userRoles);
    if (children.length > 0) visible.push({ ...item, children });
  }
  return visible;
}

/**
 * Canonical form for matching: no query or hash, decoded, lower-case, single slashes, no trailing slash.
 * Lower-casing and decoding keep "/System/Email-Campaign" or "/system/%65mail-campaign" from slipping
 * past a role check while a lenient router still renders the page.
 */
function normalizePath(path: string): string {
  let p = path.split(/[?#]/, 1)[0] ?? '';
  try {
    p = decodeURIComponent(p);
  } catch {
    // Malformed escapes: match the raw text.
  }
  p = p.toLowerCase().replace(/\/{2,}/g, '/');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p.startsWith('/') ? p : `/${p}`;
}

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * The role list a route requires, or undefined when any signed-in user may open it.
 * Affiliates carry their list in both route tables: the review table's remark that system pages other
 * than email campaign "list no roles" would open affiliate data to every user, so the stricter list wins.
 */
export function routeRoles(path: string): readonly TRole[] | undefined {
  const p = normalizePath(path);
  if (isUnder(p, SYSTEM_ROUTES.emailCampaign)) return SUPER_ADMIN_ONLY;
  if (isUnder(p, SYSTEM_ROUTES.affiliates)) return AFFILIATE_ROLES;
  if (isUnder(p, REIMBURSE_ROUTES.lostInWarehouse)) return [ROLES.superAdmin, ROLES.reimbursementAdmin];
  if (isUnder(p, REIMBURSE_ROUTES.caseManager)) return [ROLES.caseManager];
  // Its menu item's roles (advertising-admin comes with a plan holding PPC): others get /404, not a page
  // whose every call the server refuses.
  if (isUnder(p, REVIEW_ROUTES.ppcManager)) return [ROLES.superAdmin, ROLES.advertisingAdmin];
  return undefined;
}

/** Where a signed-in user without a matching role is sent. */
export const ROLE_DENIED_ROUTE = PUBLIC_ROUTES.notFound;

/**
 * Whether a signed-in user may open the path (authentication itself is the caller's check).
 * Super-admin bypasses role checks, except on the case manager page: the spec says "case-manager only
 * (others sent to /404)", and its menu item lists only case-manager too, so a super-admin needs the
 * case-manager role for it like anyone else.
 */
export function canOpenRoute(userRoles: readonly string[], path: string): boolean {
  const roles = routeRoles(path);
  if (roles === undefined) return true;
  if (isUnder(normalizePath(path), REIMBURSE_ROUTES.caseManager))
    return userRoles.includes(ROLES.caseManager);
  if (userRoles.includes(ROLES.superAdmin)) return true;
  return roles.some((role) => userRoles.includes(role));
}

/**
 * Where opening / leads. Signed out: /login. Signed in: /system/affiliates for affiliate agents, else
 * /dashboard. An affiliate agent who is also super-admin goes to /dashboard: super-admin is the wider
 * role and the dashboard is the product's post-login target, so the narrower landing only applies to
 * users whose work is affiliates alone.
 */
export function homeRouteFor(user: {
  readonly signedIn: boolean;
  readonly roles: readonly string[];
}): string {
  if (!user.signedIn) return PUBLIC_ROUTES.login;
  if (user.roles.includes(ROLES.affiliateAgent) && !user.roles.includes(ROLES.superAdmin)) {
    return AFFILIATE_HOME_ROUTE;
  }
  return POST_LOGIN_ROUTE;
}

/** Whether the user's plan list holds the plan named reimburse. */
export function hasReimbursePlan(plans: readonly { readonly plan_name?: string | null }[]): boolean {
  return plans.some((plan) => plan.plan_name === REIMBURSE_PLAN_NAME);
}

// Reimburse pages that need the plan, and the signup page shown instead.
const REIMBURSE_PLAN_REDIRECTS: Readonly<Record<string, string>> = {
  [REIMBURSE_ROUTES.settingsAccounts]: REIMBURSE_ROUTES.signupDashboard,
  [REIMBURSE_ROUTES.settingsCasePreference]: REIMBURSE_ROUTES.signupDashboard,
  [REIMBURSE_ROUTES.settingsBilling]: REIMBURSE_ROUTES.signupDashboard,
  [REIMBURSE_ROUTES.casesInProgress]: REIMBURSE_ROUTES.signupCasesInProgress,
  [REIMBURSE_ROUTES.cases]: REIMBURSE_ROUTES.signupReimbursedCases,
  [REIMBURSE_ROUTES.payoutSummary]: REIMBURSE_ROUTES.signupPayoutSummary,
};

/**
 * Where a user without the reimburse plan is sent instead of a reimburse page, or null to stay.
 * /dashboard is shared by both modules, so it redirects only while the current module is reimburse;
 * the other pages exist only in the reimburse module and redirect whatever module is current.
 */
export function reimbursePlanRedirect(path: string, hasPlan: boolean, module: TModule): string | null {
  if (hasPlan) return null;
  const p = normalizePath(path);
  if (p === REVIEW_ROUTES.dashboard) return module === 'reimburse' ? REIMBURSE_ROUTES.signupDashboard : null;
  return Object.hasOwn(REIMBURSE_PLAN_REDIRECTS, p) ? (REIMBURSE_PLAN_REDIRECTS[p] ?? null) : null;
}
