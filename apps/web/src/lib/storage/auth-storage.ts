import { clearStorage, readItem, readJson, removeItem, writeItem } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';
import type { TUserInfo } from './user-info';
import { parseUtcDate } from './utc-date';

export interface TSession {
  accessToken: string;
  expiresAt: Date;
  isRememberMe: boolean;
  userInfo: TUserInfo | null;
}

export interface TSaveSessionInput {
  accessToken: string;
  /** The sign-in response's expiredDate (UTC). */
  expiredDate: string | number | Date;
  userInfo: TUserInfo;
  isRememberMe: boolean;
}

const SESSION_KEYS = [STORAGE_KEYS.accessToken, STORAGE_KEYS.accessTokenExpiredDate, STORAGE_KEYS.userInfo];

/** The remember-me choice itself always lives in localStorage: it decides where everything else lives. */
export function isRememberMe(): boolean {
  return readItem(localStorage, STORAGE_KEYS.isRememberMe) === 'true';
}

// Remember-me keeps the session across browser restarts; otherwise it ends with the tab.
function sessionStore(): Storage {
  return isRememberMe() ? localStorage : sessionStorage;
}

export function saveSession(input: TSaveSessionInput): void {
  writeItem(localStorage, STORAGE_KEYS.isRememberMe, String(input.isRememberMe));
  const target = input.isRememberMe ? localStorage : sessionStorage;
  const other = input.isRememberMe ? sessionStorage : localStorage;
  for (const key of SESSION_KEYS) removeItem(other, key);

  const expiresAt = parseUtcDate(input.expiredDate);
  writeItem(target, STORAGE_KEYS.accessToken, input.accessToken);
  writeItem(target, STORAGE_KEYS.accessTokenExpiredDate, expiresAt ? expiresAt.toISOString() : '');
  writeItem(target, STORAGE_KEYS.userInfo, JSON.stringify(input.userInfo));
}

/** The current session, or null when the token is missing or past its expiry (both mean signed out). */
export function getSession(now: number = Date.now()): TSession | null {
  const store = sessionStore();
  const accessToken = readItem(store, STORAGE_KEYS.accessToken);
  if (!accessToken) return null;
  const expiresAt = parseUtcDate(readItem(store, STORAGE_KEYS.accessTokenExpiredDate));
  if (!expiresAt || expiresAt.getTime() <= now) return null;
  return { accessToken, expiresAt, isRememberMe: isRememberMe(), userInfo: getUserInfo() };
}

export function getUserInfo(): TUserInfo | null {
  const info = readJson<TUserInfo>(sessionStore(), STORAGE_KEYS.userInfo);
  return info !== null && typeof info === 'object' ? info : null;
}

/** Replaces the stored user info, e.g. after a profile or store change. */
export function saveUserInfo(userInfo: TUserInfo): void {
  writeItem(sessionStore(), STORAGE_KEYS.userInfo, JSON.stringify(userInfo));
}

export function getRememberedEmail(): string | null {
  return readItem(localStorage, STORAGE_KEYS.rememberedEmail);
}

/** Spec §4: clears tokens, user info and session storage; keeps the email only if remember-me is set. */
export function logout(): void {
  const rememberMe = isRememberMe();
  const email = getUserInfo()?.email ?? getRememberedEmail();

  for (const key of SESSION_KEYS) {
    removeItem(localStorage, key);
    removeItem(sessionStorage, key);
  }
  clearStorage(sessionStorage);

  if (rememberMe) {
    if (email) writeItem(localStorage, STORAGE_KEYS.rememberedEmail, email);
  } else {
    removeItem(localStorage, STORAGE_KEYS.rememberedEmail);
    removeItem(localStorage, STORAGE_KEYS.isRememberMe);
  }
}
