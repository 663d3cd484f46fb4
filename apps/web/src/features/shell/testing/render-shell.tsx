import { PUBLIC_ROUTES, type TServerUserInfo } from '@seller-tools/contract';
import { act } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AUTHENTICATED_ROUTE_ID, requireAuth } from '../../../lib/session';
import { storeSession } from '../../../lib/session/test-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ShellLayout } from '../routes/shell-layout';
import { mockShellApi, type TShellApiState } from './mock-shell-api';

/** Sets the window width the shell reads (mobile layout, tooltips) and tells it about the change. */
export function setWindowWidth(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

function StubPage() {
  const { pathname } = useLocation();
  return <h1>page {pathname}</h1>;
}

/** The shell under the real auth guard, with a stub page at every path; /login is a stub too. */
export function renderShell(path: string, options: { forcedMenu?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        id: AUTHENTICATED_ROUTE_ID,
        loader: requireAuth,
        HydrateFallback: () => null,
        children: [
          {
            Component: ShellLayout,
            children: [
              {
                path: '/forced',
                Component: StubPage,
                handle: options.forcedMenu ? { activeMenu: options.forcedMenu } : undefined,
              },
              { path: '*', Component: StubPage },
            ],
          },
        ],
      },
      { path: PUBLIC_ROUTES.login, Component: () => <p>login page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

interface TOpenShellOptions {
  /** The shell API's state (stores, signup steps, board…). */
  api?: Partial<TShellApiState>;
  /** The signed-in user, as `storeSession` takes it. */
  session?: Partial<TServerUserInfo>;
  forcedMenu?: string;
}

/** A signed-in user opening `path`: the shell API mocked, the session stored, the shell rendered. */
export function openShell(path: string, { api, session, forcedMenu }: TOpenShellOptions = {}) {
  const mock = mockShellApi(api);
  storeSession(session);
  const router = renderShell(path, { forcedMenu });
  return { api: mock, router };
}
