import { canOpenRoute, homeRouteFor, PUBLIC_ROUTES, ROLE_DENIED_ROUTE } from '@seller-tools/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getSession, logout, readItem, STORAGE_KEYS, type TSession, type TUserInfo } from '../storage';
import { rememberRedirectPath } from './redirect-path';
import { notifySessionChange } from './session-events';

/** The role names of the comma-joined role field (spec §3, §6). */
export function rolesOf(user: TUserInfo | null | undefined): string[] {
  return (user?.role ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

// A token past its expiry is still in storage; spec §4 clears it rather than leaving it for the next reader.
function clearExpiredSession(): void {
  const hasToken =
    readItem(localStorage, STORAGE_KEYS.accessToken) ?? readItem(sessionStorage, STORAGE_KEYS.accessToken);
  if (!hasToken) return;
  logout();
  notifySessionChange();
}

/** Route id of the signed-in layout route; pages read its session with useRouteLoaderData. */
export const AUTHENTICATED_ROUTE_ID = 'authenticated';

/**
 * Loader of the signed-in routes (spec §2 navigation guard): without a valid session the wanted path is
 * remembered and the visitor goes to /login; a route the user's roles do not allow goes to /404.
 * Returns the session so pages can read it with useRouteLoaderData.
 */
export function requireAuth({ request }: LoaderFunctionArgs): TSession {
  const session = getSession();
  const path = pathOf(request);
  if (!session) {
    // Cleared first: logout() empties sessionStorage, where the wanted path is kept.
    clearExpiredSession();
    rememberRedirectPath(path);
    throw redirect(PUBLIC_ROUTES.login);
  }
  if (!canOpenRoute(rolesOf(session.userInfo), path)) throw redirect(ROLE_DENIED_ROUTE);
  return session;
}

/** Where a signed-in user goes instead of a public entry page (/, /login), or null to stay. */
export function signedInHome(): string | null {
  const session = getSession();
  return session ? homeRouteFor({ signedIn: true, roles: rolesOf(session.userInfo) }) : null;
}

/**
 * Loader of `/` and `/login`: a signed-in user goes to their home (/dashboard, or /system/affiliates for
 * affiliate agents). A visitor stays. §2 also says "else /login" for `/`, but `/` is the public landing page
 * of the same section's route list; sending every visitor to a sign-in form would hide the landing page
 * from everyone, so the landing wins for visitors.
 */
export function redirectSignedIn(): Response | null {
  const home = signedInHome();
  return home ? redirect(home) : null;
}
