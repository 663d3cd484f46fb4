import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getRememberedEmail,
  getSession,
  getUserInfo,
  isRememberMe,
  logout,
  saveSession,
  saveUserInfo,
} from './auth-storage';
import { STORAGE_KEYS } from './storage-keys';
import type { TUserInfo } from './user-info';

const user: TUserInfo = { email: 'ada@example.com', fullName: 'Ada Lovelace' };
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

afterEach(() => {
  vi.useRealTimers();
});

describe('saveSession', () => {
  it('keeps the token in localStorage with remember-me', () => {
    saveSession({ accessToken: 'tok', expiredDate: inOneHour(), userInfo: user, isRememberMe: true });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('tok');
    expect(sessionStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(isRememberMe()).toBe(true);
  });

  it('keeps the token in sessionStorage without remember-me', () => {
    saveSession({ accessToken: 'tok', expiredDate: inOneHour(), userInfo: user, isRememberMe: false });
    expect(sessionStorage.getItem(STORAGE_KEYS.accessToken)).toBe('tok');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.isRememberMe)).toBe('false');
  });

  it('stores the user info as JSON', () => {
    saveSession({ accessToken: 'tok', expiredDate: inOneHour(), userInfo: user, isRememberMe: false });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.userInfo) ?? '')).toEqual(user);
    saveUserInfo({ ...user, fullName: 'Ada King' });
    expect(getUserInfo()?.fullName).toBe('Ada King');
  });
});

describe('getSession', () => {
  it('returns the session while the token is valid', () => {
    saveSession({ accessToken: 'tok', expiredDate: inOneHour(), userInfo: user, isRememberMe: true });
    const session = getSession();
    expect(session?.accessToken).toBe('tok');
    expect(session?.userInfo).toEqual(user);
    expect(session?.isRememberMe).toBe(true);
  });

  it('treats a missing token as signed out', () => {
    expect(getSession()).toBeNull();
  });

  it('treats an expired token as signed out', () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T12:00:00Z') });
    saveSession({
      accessToken: 'tok',
      expiredDate: '2025-03-01 12:30:00',
      userInfo: user,
      isRememberMe: false,
    });
    expect(getSession()).not.toBeNull();
    vi.setSystemTime(new Date('2025-03-01T12:30:00Z'));
    expect(getSession()).toBeNull();
  });

  it('reads a zone-less expiry as UTC', () => {
    saveSession({
      accessToken: 'tok',
      expiredDate: '2030-01-02 03:04:05',
      userInfo: user,
      isRememberMe: false,
    });
    expect(getSession()?.expiresAt.toISOString()).toBe('2030-01-02T03:04:05.000Z');
  });

  it('treats an unreadable expiry as signed out', () => {
    sessionStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    sessionStorage.setItem(STORAGE_KEYS.accessTokenExpiredDate, 'soon');
    expect(getSession()).toBeNull();
  });
});

describe('logout', () => {
  it('clears token, user info and session storage, keeping the email with remember-me', () => {
    saveSession({ accessToken: 'tok', expiredDate: inOneHour(), userInfo: user, isRememberMe: true });
    sessionStorage.setItem('other', 'x');
    logout();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(getRememberedEmail()).toBe(user.email);
    expect(isRememberMe()).toBe(true);
    expect(getSession()).toBeNull();
  });

  it('keeps no email without remember-me', () => {
    localStorage.setItem(STORAGE_KEYS.rememberedEmail, 'old@example.com');
    saveSession({ accessToken: 'tok', expiredDate: inOneHour(), userInfo: user, isRememberMe: false });
    logout();
    expect(getRememberedEmail()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(getUserInfo()).toBeNull();
  });
});
