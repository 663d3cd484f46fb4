import '@mantine/core/styles.css';

import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

// Only what every page needs. The services of the signed-in app and its forms (TanStack Query, modals,
// toasts, the full-screen loader) live in app-services.tsx and load with the routes that use them, so the
// public marketing pages never download them (issue 4: first-load JS of `/`).
export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      {children}
    </MantineProvider>
  );
}
