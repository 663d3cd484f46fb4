import type { QueryClient } from '@tanstack/react-query';

// Every store read (the switcher's list, the current store, the signup and integration statuses, the
// first date) is keyed under one root, so a page that connects or disconnects a store refreshes them all.
// Features may not import each other: the root and its invalidator live here, and each feature's key
// factory builds on the root.

/** The first element of every store read's query key. */
export const STORES_QUERY_ROOT = ['market'] as const;

/** The integration status of every store the user may see (integrations page and import progress). */
export const integrationStatusKey = [...STORES_QUERY_ROOT, 'integration-status'] as const;

/** Refreshes every store read, e.g. after a store was connected or disconnected. */
export function invalidateStores(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: STORES_QUERY_ROOT });
}
