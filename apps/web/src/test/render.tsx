import { QueryClient } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppServices } from '../app/app-services';
import { AppProviders } from '../app/providers';

/** Renders inside the app's providers, with transitions and portals off and no query retries. */
export function renderWithProviders(ui: ReactElement): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders env="test">
      <AppServices queryClient={queryClient}>{ui}</AppServices>
    </AppProviders>,
  );
}
