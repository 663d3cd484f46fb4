import { BACK_TO_HOME_LABEL, NOT_FOUND_TEXT, PUBLIC_ROUTES } from '@seller-tools/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('app routes', () => {
  it('sends an unknown path to /404, and Back to Home replaces history with /', async () => {
    const user = userEvent.setup();
    const router = renderAt('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.notFound);
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(screen.getByRole('button', { name: BACK_TO_HOME_LABEL }));

    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.home));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await screen.findByRole('heading', { level: 1, name: /protect your ratings/i }),
    ).toBeInTheDocument();
  });

  it('renders the landing page at / inside the public menu and footer', async () => {
    renderAt(PUBLIC_ROUTES.home);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/protect your ratings/i);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByText(/temporarily free of charge/i).length).toBeGreaterThan(0);
  });

  it('scrolls to the top on navigation', async () => {
    const router = renderAt(PUBLIC_ROUTES.home);
    await screen.findByRole('heading', { level: 1 });
    vi.mocked(window.scrollTo).mockClear();

    await act(() => router.navigate(PUBLIC_ROUTES.notFound));
    await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TEXT });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });
});
