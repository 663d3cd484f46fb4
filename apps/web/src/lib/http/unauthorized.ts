import { PUBLIC_ROUTES } from '@seller-tools/contract';

// Its own module so the router can register without importing the HTTP client (and the schemas it pulls
// in) into every page's first load.

// Until the router registers itself, a 401 falls back to a full page load of /login.
let unauthorizedHandler: () => void = () => window.location.assign(PUBLIC_ROUTES.login);

/** The router calls this once so a 401 becomes a client-side navigation to /login. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** What the app's HTTP client calls on a 401. */
export function onUnauthorized(): void {
  unauthorizedHandler();
}
