import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../lib/http';
import { REDIRECT_PATH_KEY } from '../lib/session';
import { jsonResponse, loginResponse, storeSession } from '../lib/session/test-fixtures';
import { getSession, STORAGE_KEYS } from '../lib/storage';
import { renderWithProviders } from '../test/render';
import { connectRouter, type TAppRouter } from './router';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  connectRouter(router as unknown as TAppRouter);
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('navigation guard', () => {
  it('sends a visitor to /login, remembers the page and returns to it after sign-in', async () => {
    const router = renderAt('/dashboard?view=stores');
    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.login));
    expect(sessionStorage.getItem(REDIRECT_PATH_KEY)).toBe('/dashboard?view=stores');

    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(loginResponse())));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/email/i), 'ada@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'Secret#123{Enter}');

    await waitFor(() => expect(router.state.location.search).toBe('?view=stores'));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(sessionStorage.getItem(REDIRECT_PATH_KEY)).toBeNull();
  });

  it('treats an expired session as signed out and clears it', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T12:00:00Z'), shouldAdvanceTime: true });
    storeSession({}, { isRememberMe: true, expiresInMs: 60_000 });
    vi.setSystemTime(new Date('2025-03-01T12:01:00Z'));

    const router = renderAt(PUBLIC_ROUTES.changePassword);
    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.login));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    // The change-password screen is no page to come back to after a fresh sign-in.
    expect(sessionStorage.getItem(REDIRECT_PATH_KEY)).toBeNull();
  });

  it('lets a signed-in user open the dashboard', async () => {
    storeSession();
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
  });

  it('sends a signed-in user from / and from /login to the dashboard', async () => {
    storeSession();
    const router = renderAt(PUBLIC_ROUTES.home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await act(() => router.navigate(PUBLIC_ROUTES.login));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('keeps the landing page for visitors at /', async () => {
    const router = renderAt(PUBLIC_ROUTES.home);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/protect your ratings/i);
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.home);
  });

  it('on a 401 goes to /login and remembers the page', async () => {
    storeSession();
    const router = renderAt('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ error: true, message: 'x' }, 401)),
    );
    await act(() => http.get('/api/user', { silent: true }));

    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.login));
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem(REDIRECT_PATH_KEY)).toBe('/dashboard');
  });
});
