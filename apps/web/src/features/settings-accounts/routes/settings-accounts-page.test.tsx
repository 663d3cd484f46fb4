import {
  MFA_MESSAGES,
  REVIEW_ROUTES,
  TEAM_MESSAGES,
  type TPendingInvitation,
  type TTeamMember,
  USER_UPDATE_MESSAGES,
} from '@seller-tools/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverUser } from '../../../lib/session/test-fixtures';
import { hideToast } from '../../../lib/toast';
import { fixture } from '../../../test/fixture';
import { mfaApi } from '../../../test/mfa-api';
import { jsonResponse, type TMockHandler } from '../../../test/mock-api';
import { openInShell } from '../../../test/render-in-shell';
import { SettingsAccountsPage } from './settings-accounts-page';

afterEach(() => {
  vi.unstubAllGlobals();
  hideToast();
});

const member = fixture<TTeamMember>(() => ({
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
}));

const invitation = fixture<TPendingInvitation>(() => ({
  invitation_id: '00000000-0000-4000-8000-000000000001',
  email: 'carol@example.com',
  name: 'Carol Diaz',
  access_channel_list: [],
  permissions: [],
  invited_by: 'Ada',
  created_at: '2026-01-01T00:00:00.000Z',
  expires_at: '2099-01-08T00:00:00.000Z',
}));

// The team loads after the profile; role queries over the whole page are slow in jsdom on a busy machine.
const memberRow = (email: string) => screen.findByRole('listitem', { name: email }, { timeout: 5000 });

function setup(extra: Record<string, TMockHandler> = {}) {
  return openInShell(<SettingsAccountsPage />, {
    path: REVIEW_ROUTES.settingsAccounts,
    api: {
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
            member({
              user_id: 'u-1',
              email: 'ada@example.com',
              name: 'Ada',
              is_company_admin: true,
              last_login_at: '2026-01-02T00:00:00.000Z',
            }),
            member({ access_channel_list: ['B2SELLER', 'GONE1SELLER'] }),
          ],
          total: 2,
          page: 1,
          page_size: 20,
          stores: [
            {
              seller_id: 'A1SELLER',
              store_name: 'Harbor Goods',
              marketplaces: [
                { marketplace_id: 'ATVPDKIKX0DER', country_code: 'us', country_name: 'United States' },
              ],
            },
            {
              seller_id: 'B2SELLER',
              store_name: 'Harbor Goods',
              marketplaces: [
                { marketplace_id: 'A1PA6795UKMFR9', country_code: 'de', country_name: 'Germany' },
                { marketplace_id: 'A13V1IB3VIYZZH', country_code: 'fr', country_name: 'France' },
              ],
            },
          ],
        },
      }),
      'POST /api/user/invitation': () => ({ error: false, message: TEAM_MESSAGES.invited, data: null }),
      'GET /api/user/invitation/list': () => ({ error: false, data: { invitations: [] } }),
      'PUT /api/user/delete': () => ({ error: false, message: TEAM_MESSAGES.removed, data: member() }),
      'GET /api/auth/sessions': () => ({ error: false, data: [] }),
      'GET /api/auth/mfa': () => ({
        error: false,
        data: { enabled: false, required: false, recovery_codes_left: 0 },
      }),
      ...extra,
    },
  });
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

  it('shows the initials of the first and last name, following the typing', async () => {
    setup({ 'GET /api/user': () => ({ error: false, data: serverUser({ name: 'Ada Byron Lovelace' }) }) });
    const user = userEvent.setup();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    // One rule with the side menu (app/profile-avatar.test.tsx): first and last word, not the first two.
    expect(within(profile).getByText('AL')).toBeInTheDocument();
    const name = within(profile).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Grace Hopper');
    expect(within(profile).getByText('GH')).toBeInTheDocument();
  });

  it('shows no team to a member who is not a company admin, and never asks the server for it', async () => {
    const api = setup({
      'GET /api/user': () => ({ error: false, data: serverUser({ is_company_admin: false }) }),
      'GET /api/user/list': () => jsonResponse({ error: true, message: TEAM_MESSAGES.adminOnly }, 403),
    });
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('heading', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/user/list')).toHaveLength(0);
  });

  it('still hides the team when the server refuses it (an admin demoted meanwhile)', async () => {
    setup({
      'GET /api/user/list': () => jsonResponse({ error: true, message: TEAM_MESSAGES.adminOnly }, 403),
    });
    await screen.findByRole('textbox', { name: 'Name' });
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Team' })).not.toBeInTheDocument());
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('shows the saved marketing consent, lets each box be ticked and unticked, and saves exactly that', async () => {
    const saved = {
      general_newsletter_email: true,
      new_feature_guide_email: false,
      recent_update_email: true,
    };
    const api = setup({
      'GET /api/user': () => ({ error: false, data: serverUser({ is_subscribed_marketing: saved }) }),
      'PUT /api/user': (body) => ({
        error: false,
        message: USER_UPDATE_MESSAGES.saved,
        data: serverUser({
          is_subscribed_marketing: (body as { is_subscribed_marketing_list: typeof saved })
            .is_subscribed_marketing_list,
        }),
      }),
    });
    const user = userEvent.setup();
    const newsletter = await screen.findByRole('checkbox', { name: 'General newsletter' });
    const guides = screen.getByRole('checkbox', { name: 'New feature guides' });
    const updates = screen.getByRole('checkbox', { name: 'Recent updates' });
    expect(newsletter).toBeChecked();
    expect(guides).not.toBeChecked();
    expect(updates).toBeChecked();

    await user.click(guides);
    await user.click(newsletter);
    expect(guides).toBeChecked();
    expect(newsletter).not.toBeChecked();
    await user.click(updates);
    await user.click(updates);
    expect(updates).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(USER_UPDATE_MESSAGES.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user')[0]?.body).toMatchObject({
      is_subscribed_marketing_list: {
        general_newsletter_email: false,
        new_feature_guide_email: true,
        recent_update_email: true,
      },
    });
    // The answer keeps the boxes as saved.
    expect(newsletter).not.toBeChecked();
    expect(guides).toBeChecked();
  });

  it('refuses a plain http image address, as the hint and the server do', async () => {
    const api = setup();
    const user = userEvent.setup();
    const image = await screen.findByRole('textbox', { name: 'Image URL' });
    await user.click(image);
    await user.paste('http://images.example.com/ada.png');
    expect(await screen.findByText(USER_UPDATE_MESSAGES.imageInvalid)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(api.callsTo('PUT', '/api/user')).toHaveLength(0);
    await user.clear(image);
    await user.paste('https://images.example.com/ada.png');
    expect(screen.queryByText(USER_UPDATE_MESSAGES.imageInvalid)).not.toBeInTheDocument();
  });

  it('names stores by name and marketplace; a member is no longer marked as invited', async () => {
    setup();
    const bob = await memberRow('bob@example.com');
    // A store no longer connected keeps its id: there is no name to show for it.
    expect(within(bob).getByText(/Harbor Goods · Germany, France; GONE1SELLER/)).toBeInTheDocument();
    // An invitee is not a member until they accept: only the pending invitations say "Invited".
    expect(within(bob).queryByText('Invited')).toBeNull();
  });

  it('lists pending invitations with their access; resends and, after confirmation, revokes', async () => {
    const api = setup({
      'GET /api/user/invitation/list': () => ({
        error: false,
        data: {
          invitations: [
            invitation({ access_channel_list: ['A1SELLER'], permissions: ['manage_tags'] }),
            invitation({
              invitation_id: '00000000-0000-4000-8000-000000000002',
              email: 'late@example.com',
              expires_at: '2020-01-01T00:00:00.000Z',
            }),
          ],
        },
      }),
      'PUT /api/user/invitation/resend': () => ({ error: false, message: TEAM_MESSAGES.resent, data: null }),
      'PUT /api/user/invitation/revoke': () => ({ error: false, message: TEAM_MESSAGES.revoked, data: null }),
    });
    const user = userEvent.setup();
    const pending = await screen.findByRole('list', { name: 'Pending invitations' }, { timeout: 5000 });
    const carol = within(pending).getByRole('listitem', { name: 'carol@example.com' });
    expect(within(carol).getByText('Invited')).toBeInTheDocument();
    expect(within(carol).getByText('Harbor Goods · United States · 1 of 3 permissions')).toBeInTheDocument();
    expect(within(carol).getByText(/invited by Ada/)).toBeInTheDocument();
    const late = within(pending).getByRole('listitem', { name: 'late@example.com' });
    expect(within(late).getByText('Expired')).toBeInTheDocument();
    expect(within(late).getByText('No store · 0 of 3 permissions')).toBeInTheDocument();

    await user.click(within(late).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(TEAM_MESSAGES.resent)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user/invitation/resend')[0]?.body).toMatchObject({
      invitation_id: '00000000-0000-4000-8000-000000000002',
    });

    await user.click(within(carol).getByRole('button', { name: 'Revoke' }));
    expect(api.callsTo('PUT', '/api/user/invitation/revoke')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Revoke invitation' }));
    expect(await screen.findByText(TEAM_MESSAGES.revoked)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user/invitation/revoke')[0]?.body).toMatchObject({
      invitation_id: '00000000-0000-4000-8000-000000000001',
    });
  });

  it('shows the daily limit as the server says it', async () => {
    setup({
      'POST /api/user/invitation': () =>
        jsonResponse({ error: true, message: TEAM_MESSAGES.companyDailyLimit }, 429),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'dave@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Dave Jones');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.companyDailyLimit);
  });

  it('invites with no store and no permission unless the admin picks them', async () => {
    const api = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    expect(within(dialog).getByRole('switch', { name: /every store/ })).not.toBeChecked();
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'erin@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Erin Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(TEAM_MESSAGES.invited)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/invitation')[0]?.body).toMatchObject({
      invitation: { email: 'erin@example.com', name: 'Erin Lee', access_channel_list: [], permissions: [] },
    });
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
    await user.click(within(dialog).getByPlaceholderText('No store'));
    expect(await screen.findByRole('option', { name: 'Harbor Goods · Germany, France' })).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Harbor Goods · United States' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Export reports' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(TEAM_MESSAGES.invited)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/invitation')[0]?.body).toMatchObject({
      invitation: {
        email: 'carol@example.com',
        name: 'Carol Diaz',
        access_channel_list: ['A1SELLER'],
        permissions: ['export_reports'],
      },
    });
  });

  it('removes a member only after confirmation', async () => {
    const api = setup();
    const user = userEvent.setup();
    const row = await memberRow('bob@example.com');
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

  it('asks an admin with two-step verification on for a fresh code to remove a member', async () => {
    const api = setup({
      'GET /api/auth/mfa': () => ({
        error: false,
        data: { enabled: true, required: false, recovery_codes_left: 9 },
      }),
    });
    const user = userEvent.setup();
    const row = await memberRow('bob@example.com');
    await screen.findByText(/9 recovery codes left/);
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: /Remove/ });
    const confirm = within(dialog).getByRole('button', { name: 'Remove member' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Authentication code' }), '314159');
    await user.click(confirm);
    expect(await screen.findByText(TEAM_MESSAGES.removed)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user/delete')[0]?.body).toMatchObject({
      user_email: 'bob@example.com',
      mfa_code: '314159',
    });
  });

  it('lets a seller set up two-step verification, and turn it off with a current code', async () => {
    const api = setup(
      mfaApi({
        required: false,
        uri: 'otpauth://totp/Seller%20Tools:ada?issuer=Seller%20Tools&secret=JBSWY3DPEHPK3PXP',
        recoveryCodes: ['abcde-fghjk'],
        disableCode: '222222',
      }),
    );
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Two-step verification' });
    await user.click(await within(section).findByRole('button', { name: 'Set up' }));
    expect(
      await within(section).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await user.type(within(section).getByRole('textbox', { name: 'Authentication code' }), '111111');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await within(section).findByText('abcde-fghjk')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await within(section).findByText(/10 recovery codes left/)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    const code = within(section).getByRole('textbox', { name: 'Authentication code' });
    await user.type(code, '000000');
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(MFA_MESSAGES.wrongCode);
    await user.type(code, '222222');
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByRole('button', { name: 'Set up' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/mfa/disable').at(-1)?.body).toMatchObject({ code: '222222' });
  });
});
