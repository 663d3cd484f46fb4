import { LOGOUT_POPUP_CLOSE_MS, PUBLIC_ROUTES, ROLES, SHELL_LABELS } from '@seller-tools/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySessionChange } from '../../../lib/session';
import { storeSession } from '../../../lib/session/test-fixtures';
import { getSession, STORAGE_KEYS } from '../../../lib/storage';
import { channel, mockShellApi } from '../testing/mock-shell-api';
import { openShell, renderShell, setWindowWidth } from '../testing/render-shell';

afterEach(() => {
  setWindowWidth(1024);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('desktop shell', () => {
  it('links the logo to the dashboard and Profile to /settings/accounts', async () => {
    openShell('/reports');
    expect(await screen.findByRole('link', { name: 'Seller Tools dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    expect(await screen.findByRole('menuitem', { name: SHELL_LABELS.profile })).toHaveAttribute(
      'href',
      '/settings/accounts',
    );
  });

  it(`logs out: clears storage, shows the popup for ${LOGOUT_POPUP_CLOSE_MS} ms, then goes to /login`, async () => {
    const api = mockShellApi();
    storeSession({}, { isRememberMe: true });
    const router = renderShell('/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: /account menu/i }));
    const logOut = await screen.findByRole('menuitem', { name: SHELL_LABELS.logout });

    vi.useFakeTimers();
    fireEvent.click(logOut);

    expect(screen.getByText('Logging out…')).toBeInTheDocument();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    // The shell keeps showing who was signed in while the popup is up.
    expect(screen.getByRole('button', { name: /account menu for ada lovelace/i })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_POPUP_CLOSE_MS - 1));
    expect(router.state.location.pathname).toBe('/dashboard');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.login);
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('signing out and in as another user in the same tab shows and asks only for their store', async () => {
    const storeA = channel({ seller_id: 'A1ADA', company_name: 'Analytical Engines' });
    const storeB = channel({
      seller_id: 'A2GRACE',
      company_name: 'Compiler Works',
      market_id: 'A1PA6795UKMFR9',
      country_code: 'de',
      country_name: 'Germany',
    });
    const api = mockShellApi({ channels: [storeA], current: storeA });
    storeSession({}, { accessToken: 'token-ada' });
    const router = renderShell('/dashboard');
    expect(
      await screen.findByRole('button', { name: 'Store: Analytical Engines, United States' }),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: SHELL_LABELS.logout }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.login), { timeout: 3000 });

    // Grace signs in: another company, another store.
    api.state.channels = [storeB];
    api.state.current = storeB;
    const callsBefore = api.calls.length;
    act(() => {
      storeSession(
        { user_id: 'u-2', email: 'grace@example.com', name: 'Grace Hopper', company_id: 'c-2' },
        { accessToken: 'token-grace' },
      );
      notifySessionChange();
    });
    await act(() => router.navigate('/dashboard'));

    expect(await screen.findByRole('button', { name: 'Store: Compiler Works, Germany' })).toBeInTheDocument();
    const asked = api.calls
      .slice(callsBefore)
      .map((c) => c.query.get('sellerId'))
      .filter(Boolean);
    expect(asked).not.toContain('A1ADA');
    expect(screen.queryByRole('button', { name: /Analytical Engines/ })).not.toBeInTheDocument();
  });

  it('tells the pages when there is no store yet', async () => {
    openShell('/dashboard', { api: { signupSteps: ['connect'] } });
    expect(await screen.findByRole('button', { name: 'Choose a store' })).toHaveTextContent('No store');
  });
});

describe('mobile shell (375 px)', () => {
  it('shows a top bar with hamburger, logo and store switcher; the menu slides in with Logout', async () => {
    mockShellApi({ channels: [channel()], current: channel() });
    storeSession({ role: ROLES.superAdmin });
    setWindowWidth(375);
    const router = renderShell('/dashboard');

    const burger = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.getByRole('link', { name: 'Seller Tools dashboard' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Store: Analytical Engines, United States' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(burger);
    const drawer = within(await screen.findByRole('dialog', { name: 'Seller Tools' }));
    expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(drawer.getByRole('navigation', { name: 'System menu' })).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: SHELL_LABELS.logout })).toBeInTheDocument();

    await user.click(drawer.getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Seller Tools' })).not.toBeInTheDocument(),
    );
  });

  it('logs out from the slide-in menu', async () => {
    mockShellApi();
    storeSession();
    setWindowWidth(375);
    const router = renderShell('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Seller Tools' })).getByRole('button', {
        name: 'Logout',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.login), { timeout: 3000 });
    expect(getSession()).toBeNull();
  });
});
