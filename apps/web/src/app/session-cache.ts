import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeSession } from '../lib/session';
import { getSession } from '../lib/storage';

// The session (access token) whose data each cache holds; null when filled while signed out.
const ownerOf = new WeakMap<QueryClient, string | null>();

/**
 * Empties the cache when a new session starts (a sign-in in this tab or another), so nothing of the
 * previous user (their current store, their pages' data) is read by the next one: issue 15, where the
 * dashboard asked for the previous user's store after signing out and in as someone else in one tab.
 * Not at sign-out itself: the shell stays on screen for the logout popup, and an empty cache would make
 * its queries refetch without a token.
 */
export function syncCacheWithSession(client: QueryClient): void {
  const token = getSession()?.accessToken ?? null;
  if (!ownerOf.has(client)) {
    ownerOf.set(client, token);
    return;
  }
  if (ownerOf.get(client) === token) return;
  ownerOf.set(client, token);
  if (token !== null) client.clear();
}

/** Keeps the cache to the current session: checked before the children render, then on every change. */
export function useFreshCacheForEachSession(client: QueryClient): void {
  syncCacheWithSession(client);
  useEffect(() => {
    const onChange = () => syncCacheWithSession(client);
    const unsubscribe = subscribeSession(onChange);
    // Another tab signing in changes localStorage.
    window.addEventListener('storage', onChange);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onChange);
    };
  }, [client]);
}
