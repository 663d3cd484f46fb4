import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { renderWithProviders } from '../../../test/render';

/** Renders `ui` at `path` in a memory router whose every other path shows "Page <path>". */
export function renderInRouter(ui: ReactElement, path = '/') {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', Component: () => <p>Page elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...view };
}
