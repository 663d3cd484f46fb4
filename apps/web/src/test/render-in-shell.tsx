import type { TServerUserInfo } from '@seller-tools/contract';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { storeSession } from '../lib/session/test-fixtures';
import type { TShellContext, TShellStore } from '../lib/shell';
import { fixture } from './fixture';
import { renderWithProviders } from './render';
import { mockRequests, type TMockHandler } from './request-mock';

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

export const shellContext = fixture<TShellContext>(() => ({
  importState: 'ready',
  currentStoreLabel: 'Harbor Goods · United States',
  currentSellerId: 'A2HARBOR',
  currentChannelId: CHANNEL_ID,
  stores: TEST_STORES,
}));

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

/**
 * A signed-in user (`session`, as `storeSession` takes it) opening `page` inside the stand-in shell, the
 * API answered by `api` (see mockRequests). Returns the request mock.
 */
export function openInShell(
  page: ReactElement,
  options: {
    path: string;
    api: Record<string, TMockHandler>;
    session?: Partial<TServerUserInfo>;
  },
) {
  storeSession(options.session);
  const mock = mockRequests(options.api);
  renderInShell(page, { path: options.path });
  return mock;
}
