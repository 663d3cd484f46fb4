import '@mantine/notifications/styles.css';

import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { GlobalLoader } from '../lib/loader';
import { subscribeSession } from '../lib/session';
import { getSession } from '../lib/storage';
import { hideToast } from '../lib/toast';
import { createQueryClient } from './query-client';
import { useFreshCacheForEachSession } from './session-cache';

let sharedClient: QueryClient | undefined;

// One cache for the whole app: the services layout mounts in more than one place of the route tree
// (see routes.tsx), and its cache must outlive each of them.
function appQueryClient(): QueryClient {
  sharedClient ??= createQueryClient();
  return sharedClient;
}

interface AppServicesProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/** Server state, modals, toasts and the full-screen loader: what pages that call the API need. */
export function AppServices({ children, queryClient }: AppServicesProps) {
  const [client] = useState(() => queryClient ?? appQueryClient());
  // Toasts stay until dismissed (spec §4), but never outlive the session: what was said to one user is
  // not left on the sign-in page for the next (issue 15).
  useEffect(
    () =>
      subscribeSession(() => {
        if (!getSession()) hideToast();
      }),
    [],
  );
  useFreshCacheForEachSession(client);
  return (
    <QueryClientProvider client={client}>
      <ModalsProvider>
        {/* One toast at a time (spec §4); showToast also cleans before showing. */}
        <Notifications position="top-right" limit={1} autoClose={false} zIndex={1200} />
        {children}
        <GlobalLoader />
      </ModalsProvider>
    </QueryClientProvider>
  );
}

/** The pathless layout route around every route that needs AppServices (routes.tsx). */
export function AppServicesLayout() {
  return (
    <AppServices>
      <Outlet />
    </AppServices>
  );
}
