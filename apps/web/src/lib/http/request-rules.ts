import { AUTH_LOGIN_PATH_FRAGMENT, NO_TIMEOUT_URL_FRAGMENTS } from '@seller-tools/contract';
import type { TUserInfo } from '../storage';
import type { TQuery } from './types';

// The request rules of spec §7, kept pure so each one is easy to test.

/** login_name and login_email, whichever are known. */
export type TLoginFields = Record<string, string>;

export function isAuthLoginPath(path: string): boolean {
  return path.includes(AUTH_LOGIN_PATH_FRAGMENT);
}

export function hasNoTimeout(url: string): boolean {
  return NO_TIMEOUT_URL_FRAGMENTS.some((fragment) => url.includes(fragment));
}

/** login_name is the full name; login_email is the signed-in person's email (differs while auditing). */
export function loginFieldsOf(userInfo: TUserInfo | null): TLoginFields {
  if (!userInfo) return {};
  const fields: TLoginFields = {};
  if (userInfo.fullName) fields.login_name = userInfo.fullName;
  const email = userInfo.loginEmail || userInfo.email;
  if (email) fields.login_email = email;
  return fields;
}

export function buildUrl(baseUrl: string, path: string, query: TQuery | undefined): string {
  const url = /^https?:\/\//i.test(path) ? path : `${baseUrl}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
