import { REVIEW_ROUTES, type TServerUserInfo, USER_UPDATE_MESSAGES } from '@seller-tools/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockShellApi } from '../features/shell/testing/mock-shell-api';
import { serverUser, storeSession } from '../lib/session/test-fixtures';
import { hideToast } from '../lib/toast';
import { renderWithProviders } from '../test/render';
import { routes } from './routes';

afterEach(() => {
  vi.unstubAllGlobals();
  hideToast();
});

// The real shell around the real Settings → Accounts page: the side menu's avatar and the profile's must
// follow one rule, and the menu must follow a saved rename without a reload (issue 15).
function renderAccounts(user: TServerUserInfo) {
  const shell = mockShellApi({ user });
  let current = user;
  shell.use({
    'GET /api/user': () => ({ error: false, data: current }),
    'PUT /api/user': (body: { name: string }) => {
      current = { ...current, name: body.name };
      return { error: false, message: USER_UPDATE_MESSAGES.saved, data: current };
    },
    'GET /api/user/list': () => ({
      error: false,
      data: { members: [], total: 0, page: 1, page_size: 20, stores: [] },
    }),
  });
  storeSession(user);
  const router = createMemoryRouter(routes, { initialEntries: [REVIEW_ROUTES.settingsAccounts] });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('the avatar in the profile and the side menu', () => {
  it('shows the same initials in both, and the side menu follows a saved rename', async () => {
    renderAccounts(serverUser({ name: 'Ada Byron Lovelace' }));
    const user = userEvent.setup();
    const profile = await screen.findByRole('region', { name: 'Profile' }, { timeout: 5000 });
    const menu = () => screen.getByRole('button', { name: /^Account menu for / });
    expect(within(profile).getByText('AL')).toBeInTheDocument();
    expect(within(menu()).getByText('AL')).toBeInTheDocument();

    const name = within(profile).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Grace Hopper');
    // The profile's avatar follows the typing; the menu's once saved.
    expect(within(profile).getByText('GH')).toBeInTheDocument();
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    // Twice here: renderWithProviders and the routes each mount a toast container.
    expect((await screen.findAllByText(USER_UPDATE_MESSAGES.saved)).length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(menu()).toHaveAccessibleName('Account menu for Grace Hopper'));
    expect(within(menu()).getByText('GH')).toBeInTheDocument();
  });
});
