import {
  AUDIT_PAGE_HEADER,
  fail,
  GENERIC_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  type TErrorEnvelope,
} from '@seller-tools/contract';
import type { TLoaderStore } from '../loader';
import type { TUserInfo } from '../storage';
import { isErrorEnvelope } from './is-error-envelope';
import {
  buildUrl,
  hasNoTimeout,
  isAuthLoginPath,
  isPlainObject,
  loginFieldsOf,
  type TLoginFields,
} from './request-rules';
import type { TApiResult, TQuery, TRequestOptions } from './types';

export interface THttpClientConfig {
  /** Prefix for every path; '' means same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  loader?: Pick<TLoaderStore, 'show' | 'clear'>;
  getAccessToken?: () => string | null;
  getUserInfo?: () => TUserInfo | null;
  /** Clears the stored session on a 401. */
  logout?: () => void;
  /** Called after a 401 has logged the user out; the app navigates to /login. */
  onUnauthorized?: () => void;
  timeoutMs?: number;
}

type TBodyOptions<T> = Omit<TRequestOptions<T>, 'method' | 'body'>;

export interface THttpClient {
  request<T = unknown>(path: string, options?: TRequestOptions<T>): Promise<TApiResult<T>>;
  get<T = unknown>(path: string, options?: TBodyOptions<T>): Promise<TApiResult<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: TBodyOptions<T>): Promise<TApiResult<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: TBodyOptions<T>): Promise<TApiResult<T>>;
  patch<T = unknown>(path: string, body?: unknown, options?: TBodyOptions<T>): Promise<TApiResult<T>>;
  delete<T = unknown>(path: string, body?: unknown, options?: TBodyOptions<T>): Promise<TApiResult<T>>;
}

const noop = () => {};

export function createHttpClient(config: THttpClientConfig = {}): THttpClient {
  const baseUrl = config.baseUrl ?? '';
  // Looked up per call so tests (and polyfills) can replace the global fetch.
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getAccessToken = config.getAccessToken ?? (() => null);
  const getUserInfo = config.getUserInfo ?? (() => null);
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function request<T>(path: string, options: TRequestOptions<T> = {}): Promise<TApiResult<T>> {
    const method = options.method ?? 'GET';
    const addLoginFields = !isAuthLoginPath(path);
    const loginFields: TLoginFields = addLoginFields ? loginFieldsOf(getUserInfo()) : {};

    const query: TQuery | undefined = method === 'GET' ? { ...options.query, ...loginFields } : options.query;
    const url = buildUrl(baseUrl, path, query);

    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    const token = getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // While auditing, the audit trail records the page each call came from.
    if (getUserInfo()?.isAuditing && typeof location !== 'undefined') {
      headers.set(AUDIT_PAGE_HEADER, location.pathname);
    }
    const body = method === 'GET' ? undefined : encodeBody(options.body, loginFields, headers);

    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) onCallerAbort();
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer = hasNoTimeout(url)
      ? undefined
      : setTimeout(() => controller.abort(new DOMException('Request timed out', 'TimeoutError')), timeoutMs);

    const release = options.silent ? noop : (config.loader?.show() ?? noop);
    // Spec §8: the loading indicator is hidden on any error, not only this call's share of it.
    const hideLoader = () => config.loader?.clear();

    try {
      const response = await doFetch(url, {
        method,
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });

      if (response.status === 401 && addLoginFields) {
        hideLoader();
        config.logout?.();
        config.onUnauthorized?.();
        return toErrorEnvelope(await readJson(response));
      }

      if (!response.ok) {
        hideLoader();
        return toErrorEnvelope(await readJson(response));
      }

      options.onResponse?.(response);
      const responseType = options.responseType ?? 'json';
      if (responseType === 'blob') return (await response.blob()) as T;
      if (responseType === 'text') return (await response.text()) as T;

      const data = await readJson(response);
      if (isErrorEnvelope(data)) {
        hideLoader();
        return data;
      }
      return options.schema ? options.schema.parse(data) : (data as T);
    } catch (error) {
      // A caller's own cancellation is not a failure; anything else (network, time-out) is.
      if (!options.signal?.aborted) hideLoader();
      throw error;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
      release();
    }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, body, options) => request(path, { ...options, method: 'DELETE', body }),
  };
}

function encodeBody(body: unknown, loginFields: TLoginFields, headers: Headers): BodyInit | undefined {
  if (body instanceof FormData) {
    for (const [key, value] of Object.entries(loginFields)) {
      if (!body.has(key)) body.append(key, value);
    }
    return body;
  }
  if (body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer) return body;
  if (typeof body === 'string') return body;

  let json: unknown = body;
  if (body === undefined || body === null) json = { ...loginFields };
  else if (isPlainObject(body)) json = { ...body, ...loginFields };
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(json);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// Error statuses whose body is not the envelope (a proxy's HTML page, an empty 502) still reach the caller as one.
function toErrorEnvelope(body: unknown): TErrorEnvelope {
  if (isErrorEnvelope(body)) return body;
  if (isPlainObject(body) && typeof body.message === 'string' && body.message) return fail(body.message);
  return fail(GENERIC_ERROR_MESSAGE);
}
