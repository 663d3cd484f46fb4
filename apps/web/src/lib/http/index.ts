import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { loaderStore } from '../loader';
import { getSession, getUserInfo, logout } from '../storage';
import { createHttpClient } from './http-client';

export { createHttpClient, type THttpClient, type THttpClientConfig } from './http-client';
export { isErrorEnvelope } from './is-error-envelope';
export type { TApiResult, THttpMethod, TQuery, TRequestOptions, TResponseType } from './types';

// Until the router registers itself, a 401 falls back to a full page load of /login.
let unauthorizedHandler: () => void = () => window.location.assign(PUBLIC_ROUTES.login);

/** The router calls this once so a 401 becomes a client-side navigation to /login. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The app's one HTTP client (spec §7): same origin, stored token, shared loader. */
export const http = createHttpClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  loader: loaderStore,
  getAccessToken: () => getSession()?.accessToken ?? null,
  getUserInfo,
  logout,
  onUnauthorized: () => unauthorizedHandler(),
});
