import { POST_LOGIN_ROUTE, PUBLIC_ROUTES } from '@seller-tools/contract';
import { readItem, removeItem, writeItem } from '../storage';

/** sessionStorage key of the path a signed-out visitor wanted (spec §2, §3). */
export const REDIRECT_PATH_KEY = 'auth.redirectPath';

/**
 * Only same-origin app paths may be restored: '//host' is protocol-relative (an open redirect), and a
 * /login path would bounce the user back to the form they just left.
 */
export function isSafeRedirectPath(path: string | null | undefined): path is string {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname !== PUBLIC_ROUTES.login && !pathname.startsWith(`${PUBLIC_ROUTES.login}/`);
}

export function rememberRedirectPath(path: string): void {
  if (isSafeRedirectPath(path)) writeItem(sessionStorage, REDIRECT_PATH_KEY, path);
}

/** Reads and forgets the remembered path: it applies to one sign-in only. */
export function takeRememberedPath(): string | null {
  const path = readItem(sessionStorage, REDIRECT_PATH_KEY);
  removeItem(sessionStorage, REDIRECT_PATH_KEY);
  return isSafeRedirectPath(path) ? path : null;
}

/** Where a fresh sign-in goes: the change-password screen when needed, else the wanted path or /dashboard. */
export function postSignInTarget(needsPasswordChange: boolean, rememberedPath?: string | null): string {
  if (needsPasswordChange) return PUBLIC_ROUTES.changePassword;
  return isSafeRedirectPath(rememberedPath) ? rememberedPath : POST_LOGIN_ROUTE;
}
