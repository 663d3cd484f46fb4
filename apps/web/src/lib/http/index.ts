// The store itself, not the barrel: the barrel also holds the loader's components, which would drag Mantine's
// Modal into every page's first load.
import { loaderStore } from '../loader/loader-store';
import { getSession, getUserInfo, logout } from '../storage';
import { createHttpClient } from './http-client';
import { onUnauthorized } from './unauthorized';

export { ApiError, errorMessageOf, retryNetworkOnce, unwrap } from './api-error';
export { createHttpClient, type THttpClient, type THttpClientConfig } from './http-client';
export { isErrorEnvelope } from './is-error-envelope';
export type { TApiResult, THttpMethod, TQuery, TRequestOptions, TResponseType } from './types';

export { setUnauthorizedHandler } from './unauthorized';

/** The app's one HTTP client (spec §7): same origin, stored token, shared loader. */
export const http = createHttpClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  loader: loaderStore,
  getAccessToken: () => getSession()?.accessToken ?? null,
  getUserInfo,
  logout,
  onUnauthorized,
});
