import { ALL_ROLES, ROLES, SYSTEM_USER_MESSAGES } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { page, systemUser } from './fixtures';
import { RoleManagementPage } from './role-management-page';

afterEach(() => vi.unstubAllGlobals());

const ROOT = systemUser({
  user_id: '0b9c3c1e-4a51-4d6f-9a43-0f3e8c1d2b10',
  name: 'Root Admin',
  email: 'root@system.test',
  company_name: 'Seller Tools Staff',
  roles: [ROLES.superAdmin],
});
const MARIA = systemUser();

function setup(options: { revokeAnswer?: Response } = {}) {
  storeSession({ role: ROLES.superAdmin, email: 'root@system.test' });
  let people = [ROOT, MARIA];
  const api = mockApi({
    'GET /api/system/roles': () => ({
      error: false,
      data: ALL_ROLES.map((role) => ({
        role,
        holder_count: people.filter((p) => p.roles.includes(role)).length,
      })),
    }),
    'GET /api/system/users': (_body, url) => {
      const role = url.searchParams.get('role');
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return page(
        people.filter(
          (p) =>
            (!role || p.roles.includes(role)) &&
            (!q || p.email.includes(q) || p.name.toLowerCase().includes(q)),
        ),
      );
    },
    [`PUT /api/system/users/${MARIA.user_id}/roles`]: (body) => {
      const { role, action } = body as { role: string; action: string };
      people = people.map((p) =>
        p.user_id === MARIA.user_id
          ? { ...p, roles: action === 'grant' ? [...p.roles, role] : p.roles.filter((r) => r !== role) }
          : p,
      );
      return {
        error: false,
        message: action === 'grant' ? SYSTEM_USER_MESSAGES.granted : SYSTEM_USER_MESSAGES.revoked,
        data: people[1],
      };
    },
    [`PUT /api/system/users/${ROOT.user_id}/roles`]: () =>
      options.revokeAnswer ??
      jsonResponse({ error: true, message: SYSTEM_USER_MESSAGES.lastSuperAdmin }, 409),
  });
  renderWithProviders(<RoleManagementPage />);
  return { api };
}

describe('/system/role-management', () => {
  it('lists every role of §6 with its holder count, and the holders of the chosen role', async () => {
    setup();
    const nav = await screen.findByRole('navigation', { name: 'Roles' });
    for (const role of ALL_ROLES) expect(within(nav).getByText(role)).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /super-admin, 1 holder/ })).toBeInTheDocument();
    expect(await screen.findByText('root@system.test · Seller Tools Staff')).toBeInTheDocument();

    await screen.findByRole('button', { name: /advertising-admin, 0 holders/ });
    await userEvent.setup().click(within(nav).getByRole('button', { name: /advertising-admin/ }));
    expect(await screen.findByText('Nobody holds this role. Grant it to a user below.')).toBeInTheDocument();
  });

  it('grants the chosen role to a user found by search, and revokes it', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /advertising-admin/ }));
    await user.type(screen.getByRole('textbox', { name: 'Find a user' }), 'maria');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Grant advertising-admin to maria@harbor.test' },
        { timeout: 2000 },
      ),
    );
    // A grant needs a fresh authentication code (step-up).
    const stepUp = await screen.findByRole('dialog', { name: 'Grant advertising-admin' });
    await user.type(within(stepUp).getByRole('textbox', { name: 'Authentication code' }), '654321');
    await user.click(within(stepUp).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText(SYSTEM_USER_MESSAGES.granted)).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/system/users/${MARIA.user_id}/roles`)[0]?.body).toMatchObject({
      role: ROLES.advertisingAdmin,
      action: 'grant',
      mfa_code: '654321',
    });
    // She is listed as a holder, and the search result says she holds it.
    await user.click(
      await screen.findByRole('button', { name: 'Revoke advertising-admin from maria@harbor.test' }),
    );
    // It asks first, and Cancel sends nothing.
    let confirm = await screen.findByRole('dialog', {
      name: 'Revoke advertising-admin from maria@harbor.test?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', `/api/system/users/${MARIA.user_id}/roles`)).toHaveLength(1);
    await user.click(
      await screen.findByRole('button', { name: 'Revoke advertising-admin from maria@harbor.test' }),
    );
    confirm = await screen.findByRole('dialog', { name: 'Revoke advertising-admin from maria@harbor.test?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(SYSTEM_USER_MESSAGES.revoked)).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/system/users/${MARIA.user_id}/roles`)[1]?.body).toMatchObject({
      action: 'revoke',
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Revoke advertising-admin/ })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal to revoke the last super-admin", async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke super-admin from root@system.test' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(SYSTEM_USER_MESSAGES.lastSuperAdmin)).toBeInTheDocument();
  });

  it('shows an error when the roles cannot be loaded', async () => {
    storeSession({ role: ROLES.superAdmin });
    mockApi({ 'GET /api/system/roles': () => jsonResponse({ error: true, message: 'Try later.' }, 500) });
    renderWithProviders(<RoleManagementPage />);
    expect(await screen.findByText('Roles could not be loaded')).toBeInTheDocument();
  });
});
