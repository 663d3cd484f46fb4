import { POST_LOGIN_ROUTE, PUBLIC_ROUTES } from '@seller-tools/contract';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { renderWithProviders } from '../../../test/render';
import { CompletePage } from '../routes/complete-page';
import { ConnectAmazonPage } from '../routes/connect-amazon-page';
import { RegisterEntryPage, registerEntryLoader } from '../routes/register-entry';
import { RegisterInfoPage } from '../routes/register-info-page';
import { VerifyEmailPage } from '../routes/verify-email-page';

// The registration pages with stand-ins for where they lead, so tests see the paths they land on.
const routes: RouteObject[] = [
  { path: PUBLIC_ROUTES.home, element: <p>Home page</p> },
  { path: PUBLIC_ROUTES.login, element: <p>Login page</p> },
  { path: POST_LOGIN_ROUTE, element: <p>Dashboard page</p> },
  { path: PUBLIC_ROUTES.changePassword, element: <p>Change password page</p> },
  {
    path: PUBLIC_ROUTES.register,
    loader: registerEntryLoader,
    Component: RegisterEntryPage,
    HydrateFallback: () => null,
  },
  { path: PUBLIC_ROUTES.registerInfo, Component: RegisterInfoPage },
  { path: PUBLIC_ROUTES.registerVerifyEmail, Component: VerifyEmailPage },
  { path: PUBLIC_ROUTES.registerConnectAmazon, Component: ConnectAmazonPage },
  { path: PUBLIC_ROUTES.registerComplete, Component: CompletePage },
];

/**
 * Renders the registration at `path` (which may carry a query), arriving from `from` (the location state
 * the prior step sets).
 */
export function renderRegistration(path: string, from?: string) {
  const { pathname, search } = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname, search, state: from ? { from } : null }],
  });
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...view };
}
