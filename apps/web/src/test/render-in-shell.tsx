import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { TShellContext, TShellStore } from '../lib/shell';
import { renderWithProviders } from './render';

// Pages of the signed-in shell read the current store from the shell's outlet context; this renders one
// page under a stand-in for the shell, with the context a test chooses.

export const CHANNEL_ID = '0b9c3c1e-4a51-4d6f-9a43-0f3e8c1d2a01';
export const DE_CHANNEL_ID = '0b9c3c1e-4a51-4d6f-9a43-0f3e8c1d2a02';
export const OTHER_SELLER_CHANNEL_ID = '0b9c3c1e-4a51-4d6f-9a43-0f3e8c1d2a03';

export const TEST_STORES: TShellStore[] = [
  {
    channelId: CHANNEL_ID,
    sellerId: 'A2HARBOR',
    marketplaceId: 'ATVPDKIKX0DER',
    companyName: 'Harbor Goods',
    countryCode: 'us',
    countryName: 'United States',
  },
  {
    channelId: DE_CHANNEL_ID,
    sellerId: 'A2HARBOR',
    marketplaceId: 'A1PA6795UKMFR9',
    companyName: 'Harbor Goods',
    countryCode: 'de',
    countryName: 'Germany',
  },
  {
    channelId: OTHER_SELLER_CHANNEL_ID,
    sellerId: 'B9OTHER',
    marketplaceId: 'ATVPDKIKX0DER',
    companyName: 'Other Co',
    countryCode: 'us',
    countryName: 'United States',
  },
];

export function shellContext(overrides: Partial<TShellContext> = {}): TShellContext {
  return {
    importState: 'ready',
    currentStoreLabel: 'Harbor Goods · United States',
    currentSellerId: 'A2HARBOR',
    currentChannelId: CHANNEL_ID,
    stores: TEST_STORES,
    ...overrides,
  };
}

/** Renders `page` at `path` (opened at `at`, e.g. with a query) inside a stand-in shell. */
export function renderInShell(
  page: ReactElement,
  options: { path: string; at?: string; context?: Partial<TShellContext> },
) {
  const context = shellContext(options.context);
  const router = createMemoryRouter(
    [
      {
        Component: () => <Outlet context={context} />,
        children: [{ path: options.path, element: page }],
      },
    ],
    { initialEntries: [options.at ?? options.path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
