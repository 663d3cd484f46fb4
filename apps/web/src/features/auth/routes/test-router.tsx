import { PUBLIC_ROUTES } from '@seller-tools/contract';
import type { ComponentType } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { renderWithProviders } from '../../../test/render';

// Every place these screens can send the user, as a named stub the tests can see.
const DESTINATIONS = ['/', '/dashboard', '/reports', PUBLIC_ROUTES.changePassword, PUBLIC_ROUTES.login];

/** Renders one auth screen at `path` inside a memory router with stub pages for where it navigates. */
export function renderScreen(path: string, Component: ComponentType) {
  const routes = [
    { path, Component },
    ...DESTINATIONS.filter((to) => to !== path).map((to) => ({
      path: to,
      Component: () => <p>stub page {to}</p>,
    })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
