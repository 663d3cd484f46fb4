import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { act } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AUTHENTICATED_ROUTE_ID, requireAuth } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { ShellLayout } from '../routes/shell-layout';

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
