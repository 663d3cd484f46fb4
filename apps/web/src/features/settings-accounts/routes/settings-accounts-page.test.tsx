import { REVIEW_ROUTES, TEAM_MESSAGES, type TTeamMember, USER_UPDATE_MESSAGES } from '@seller-tools/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverUser, storeSession } from '../../../lib/session/test-fixtures';
import { hideToast } from '../../../lib/toast';
import { jsonResponse, mockApi, type TMockHandler } from '../../../test/mock-api';
import { renderInShell } from '../../../test/render-in-shell';
import { SettingsAccountsPage } from './settings-accounts-page';

afterEach(() => {
  vi.unstubAllGlobals();
  hideToast();
});

const member = (overrides: Partial<TTeamMember> = {}): TTeamMember => ({
  user_id: 'u-2',
  email: 'bob@example.com',
  name: 'Bob Builder',
  image: null,
  is_company_admin: false,
  access_channel_list: null,
  permissions: null,
  is_need_password_change: false,
  last_login_at: null,
  deleted_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function setup(extra: Record<string, TMockHandler> = {}) {
  storeSession();
  const api = mockApi({
    'GET /api/user': () => ({ error: false, data: serverUser() }),
    'PUT /api/user': (body) => ({
      error: false,
      message: USER_UPDATE_MESSAGES.saved,
      data: serverUser({ name: (body as { name: string }).name }),
    }),
    'GET /api/user/list': () => ({
      error: false,
      data: {
        members: [
          member({ user_id: 'u-1', email: 'ada@example.com', name: 'Ada', is_company_admin: true }),
          member(),
        ],
        total: 2,
        page: 1,
        page_size: 20,
        stores: [
          { seller_id: 'A1SELLER', countries: ['US'] },
          { seller_id: 'B2SELLER', countries: ['DE'] },
        ],
      },
    }),
    'POST /api/user/invitation': (body) => ({
      error: false,
      message: TEAM_MESSAGES.invited,
      data: member({ email: (body as { invitation: { email: string } }).invitation.email }),
    }),
    'PUT /api/user/delete': () => ({ error: false, message: TEAM_MESSAGES.removed, data: member() }),
    ...extra,
  });
  renderInShell(<SettingsAccountsPage />, { path: REVIEW_ROUTES.settingsAccounts });
  return api;
}

describe('/settings/accounts', () => {
  it('saves the profile with the PPC time zone, validating the name first', async () => {
    const api = setup();
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect((screen.getByRole('combobox', { name: 'PPC time zone' }) as HTMLInputElement).value).toContain(
      'America/Los Angeles',
    );
    await user.clear(name);
    await user.type(name, 'Al');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(USER_UPDATE_MESSAGES.nameTooShort)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user')).toHaveLength(0);

    await user.type(name, 'an Turing');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(USER_UPDATE_MESSAGES.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user')[0]?.body).toMatchObject({
      name: 'Alan Turing',
      ppc_timezone: 'America/Los_Angeles',
      image: '',
    });
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/login/password');
  });

  it('shows no team to a member who is not a company admin', async () => {
    setup({
      'GET /api/user/list': () => jsonResponse({ error: true, message: TEAM_MESSAGES.adminOnly }, 403),
    });
    await screen.findByRole('textbox', { name: 'Name' });
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Team' })).not.toBeInTheDocument());
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('invites a member limited to one store, with client validation first', async () => {
    const api = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Please enter valid email')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/invitation')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'carol@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Carol Diaz');
    await user.click(within(dialog).getByRole('switch', { name: /every store/ }));
    await user.click(within(dialog).getByPlaceholderText('No store'));
    await user.click(await screen.findByRole('option', { name: 'A1SELLER (US)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Export reports' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(TEAM_MESSAGES.invited)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/invitation')[0]?.body).toMatchObject({
      invitation: {
        email: 'carol@example.com',
        name: 'Carol Diaz',
        access_channel_list: ['A1SELLER'],
        permissions: ['manage_review_requests', 'manage_tags'],
      },
    });
  });

  it('removes a member only after confirmation', async () => {
    const api = setup();
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem', { name: 'bob@example.com' });
    // The signed-in admin cannot remove themselves.
    expect(
      within(screen.getByRole('listitem', { name: 'ada@example.com' })).queryByRole('button', {
        name: 'Remove',
      }),
    ).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText(TEAM_MESSAGES.removed)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user/delete')[0]?.body).toMatchObject({ user_email: 'bob@example.com' });
  });
});
