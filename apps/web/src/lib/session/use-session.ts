import { useSyncExternalStore } from 'react';
import { getSession, saveUserInfo, type TSession, type TUserInfo } from '../storage';
import { notifySessionChange, subscribeSession } from './session-events';

// useSyncExternalStore needs a stable snapshot: re-reading storage builds a new object each time, so the
// last one is reused while the stored values are the same.
let cached: TSession | null = null;
let cachedKey = '';

function snapshotKey(session: TSession | null): string {
  if (!session) return '';
  return JSON.stringify([
    session.accessToken,
    session.expiresAt.getTime(),
    session.isRememberMe,
    session.userInfo,
  ]);
}

function readSession(): TSession | null {
  const session = getSession();
  const key = snapshotKey(session);
  if (key !== cachedKey) {
    cached = session;
    cachedKey = key;
  }
  return cached;
}

// Another tab signing in or out changes localStorage; follow it.
function subscribe(listener: () => void): () => void {
  const unsubscribe = subscribeSession(listener);
  window.addEventListener('storage', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', listener);
  };
}

/** The current session (null when signed out or expired), re-rendering on sign-in, sign-out and user updates. */
export function useSession(): TSession | null {
  return useSyncExternalStore(subscribe, readSession, readSession);
}

/** saveUserInfo plus a notification, so screens showing the user follow the change. */
export function updateUserInfo(userInfo: TUserInfo): void {
  saveUserInfo(userInfo);
  notifySessionChange();
}
