import type { TEndpointInput, TEndpointSpec } from '@seller-tools/contract';
// The store itself, not the barrel: the barrel also holds the loader's components, which would drag Mantine's
// Modal into every page's first load.
import { loaderStore } from '../loader/loader-store';
import { getSession, getUserInfo, logout } from '../storage';
import { createCall, endpointHref } from './call';
import { createHttpClient } from './http-client';
import { onUnauthorized } from './unauthorized';

export { ApiError, errorMessageOf, retryNetworkOnce, unwrap } from './api-error';
export type { TCall, TCallOptions } from './call';
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

/** Calls an endpoint of the contract through the app's client (see call.ts). */
export const call = createCall(http);

/** The same-origin (or VITE_API_BASE_URL) address of a GET endpoint, for links and downloads. */
export function apiHref<E extends TEndpointSpec>(
  endpoint: E,
  input?: Pick<TEndpointInput<E>, 'params' | 'query'>,
): string {
  return endpointHref(import.meta.env.VITE_API_BASE_URL ?? '', endpoint, input);
}
