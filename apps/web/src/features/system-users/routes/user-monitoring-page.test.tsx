import { SEARCH_DEBOUNCE_MS, SYSTEM_USER_MESSAGES } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { auditEntry, page, systemUser } from './fixtures';
import { UserMonitoringPage } from './user-monitoring-page';

afterEach(() => vi.unstubAllGlobals());

const MARIA = systemUser();
const SAM = systemUser({
  user_id: '0b9c3c1e-4a51-4d6f-9a43-0f3e8c1d2b02',
  name: 'Sam Reed',
  email: 'sam@harbor.test',
  is_company_admin: false,
  last_login_at: null,
  roles: ['advertising-admin'],
  signup_step: 'complete',
});

function setup() {
  storeSession({ role: 'super-admin', email: 'root@system.test' });
  let users = [MARIA, SAM];
  const api = mockApi({
    'GET /api/system/users': (_body, url) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const matching = users.filter(
        (u) => !q || `${u.name} ${u.email} ${u.company_name}`.toLowerCase().includes(q),
      );
      return page(matching, matching.length);
    },
    [`PUT /api/user/delete/${SAM.user_id}`]: (body) => {
      const deleting = (body as { action: string }).action === 'delete';
      users = users.map((u) =>
        u.user_id === SAM.user_id ? { ...u, deleted_at: deleting ? '2026-11-22T12:00:00.000Z' : null } : u,
      );
      return {
        error: false,
        message: deleting ? SYSTEM_USER_MESSAGES.deleted : SYSTEM_USER_MESSAGES.restored,
        data: users[1],
      };
    },
    'GET /api/system/audit': (_body, url) =>
      url.searchParams.get('action') === 'role.grant'
        ? page([])
        : page([
            auditEntry(),
            auditEntry({
              id: 2,
              action: 'role.grant',
              detail: { role: 'advertising-admin' },
              login_email: null,
            }),
            auditEntry({
              id: 3,
              action: 'team.invite',
              target: 'new@harbor.test',
              target_name: null,
              target_email: null,
              target_label: 'new@harbor.test',
              detail: { access_channel_list: ['A2HARBOR'], permissions: [] },
            }),
            auditEntry({
              id: 4,
              action: 'plan.assign',
              target: '5f0e7a52-8d7e-4c1e-9d55-2b8c1f0a9e11',
              target_name: null,
              target_email: null,
              target_label: 'Harbor Goods',
              detail: { plan_id: '9a1f3c1e-4a51-4d6f-9a43-0f3e8c1d2b09', plan_name: 'reimburse' },
            }),
          ]),
  });
  renderWithProviders(<UserMonitoringPage />);
  return { api };
}

describe('/system/user-monitoring', () => {
  it('lists users with company, sign-up step, last sign-in, stores, plans and roles', async () => {
    setup();
    const table = await screen.findByRole('table');
    const maria = within(table).getByText('maria@harbor.test').closest('tr') as HTMLElement;
    expect(within(maria).getByText('Harbor Goods')).toBeInTheDocument();
    expect(within(maria).getByText('Company admin')).toBeInTheDocument();
    // Marketplaces by name, not id (issue 15).
    expect(within(maria).getByText('United States, Canada')).toBeInTheDocument();
    expect(within(table).queryByText(/ATVPDKIKX0DER/)).not.toBeInTheDocument();
    expect(within(maria).getByText('review, reimburse')).toBeInTheDocument();
    const sam = within(table).getByText('sam@harbor.test').closest('tr') as HTMLElement;
    expect(within(sam).getByText('Never')).toBeInTheDocument();
    expect(within(sam).getByText('advertising-admin')).toBeInTheDocument();
    // A member's "done" and an admin's "complete" read the same.
    expect(within(maria).getByText('Complete')).toBeInTheDocument();
    expect(within(sam).getByText('Complete')).toBeInTheDocument();
    expect(within(table).queryByText(/^(done|complete)$/)).not.toBeInTheDocument();
    expect(screen.getByText('1–2 of 2 users')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses for the spec debounce', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await screen.findByRole('table');
    const before = api.callsTo('GET', '/api/system/users').length;
    await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'reed');
    // Nothing is sent while typing.
    expect(api.callsTo('GET', '/api/system/users')).toHaveLength(before);
    await waitFor(() => expect(screen.queryByText('maria@harbor.test')).not.toBeInTheDocument(), {
      timeout: SEARCH_DEBOUNCE_MS + 1500,
    });
    const searches = api.callsTo('GET', '/api/system/users').slice(before);
    expect(searches.map((c) => c.url.searchParams.get('q'))).toEqual(['reed']);
    expect(screen.getByText('sam@harbor.test')).toBeInTheDocument();
  });

  it('keeps a pause after a space in the box: the search is trimmed, the typing is not', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await screen.findByRole('table');
    const box = screen.getByRole('textbox', { name: 'Search users' });
    const before = api.callsTo('GET', '/api/system/users').length;
    await user.type(box, 'sam ');
    await waitFor(() => expect(api.callsTo('GET', '/api/system/users').length).toBeGreaterThan(before), {
      timeout: SEARCH_DEBOUNCE_MS + 1500,
    });
    await user.type(box, 'h');
    expect(box).toHaveValue('sam h');
    expect(api.callsTo('GET', '/api/system/users').at(-1)?.url.searchParams.get('q')).toBe('sam');
  });

  it('deletes a user after confirming and restores them', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete sam@harbor.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeInTheDocument();
    // A delete needs a fresh authentication code (step-up): no code, no delete.
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete' });
    expect(deleteButton).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(deleteButton);
    expect(await screen.findByText(SYSTEM_USER_MESSAGES.deleted)).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/user/delete/${SAM.user_id}`)[0]?.body).toMatchObject({
      action: 'delete',
      mfa_code: '123456',
    });

    await user.click(await screen.findByRole('button', { name: 'Restore sam@harbor.test' }));
    const restore = await screen.findByRole('dialog', { name: 'Restore user' });
    // A restore asks no code.
    expect(within(restore).queryByRole('textbox', { name: 'Authentication code' })).toBeNull();
    await user.click(within(restore).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(SYSTEM_USER_MESSAGES.restored)).toBeInTheDocument();
    const restoreBody = api.callsTo('PUT', `/api/user/delete/${SAM.user_id}`)[1]?.body;
    expect(restoreBody).toMatchObject({ action: 'restore' });
    expect(restoreBody).not.toHaveProperty('mfa_code');
  });

  it("shows the server's refusal, e.g. the last super-admin", async () => {
    setup();
    mockApi({
      'GET /api/system/users': () => page([SAM]),
      [`PUT /api/user/delete/${SAM.user_id}`]: () =>
        jsonResponse({ error: true, message: SYSTEM_USER_MESSAGES.lastSuperAdmin }, 409),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete sam@harbor.test' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SYSTEM_USER_MESSAGES.lastSuperAdmin)).toBeInTheDocument();
  });

  it('shows the empty and error states', async () => {
    storeSession({ role: 'super-admin' });
    mockApi({
      'GET /api/system/users': () => jsonResponse({ error: true, message: 'Database is down.' }, 500),
    });
    renderWithProviders(<UserMonitoringPage />);
    expect(await screen.findByText('Users could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database is down.')).toBeInTheDocument();
  });

  it('says when no user matches the search, and clears it', async () => {
    storeSession({ role: 'super-admin' });
    mockApi({ 'GET /api/system/users': () => page([]) });
    renderWithProviders(<UserMonitoringPage />);
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
  });

  it('shows the audit trail: who, what (a sentence naming its target), when and the login email; filters by action', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Audit trail' }));
    const table = await screen.findByRole('table');
    const row = within(table).getByText('Deleted the user maria@harbor.test').closest('tr') as HTMLElement;
    expect(within(row).getByText('Root Admin')).toBeInTheDocument();
    expect(within(row).getAllByText('root@system.test')).toHaveLength(2);
    expect(
      within(table).getByText('Granted the role advertising-admin to maria@harbor.test'),
    ).toBeInTheDocument();
    expect(within(table).getByText('Invited new@harbor.test to the team')).toBeInTheDocument();
    expect(within(table).getByText('Assigned the plan reimburse to Harbor Goods')).toBeInTheDocument();
    // No codes, no ids.
    expect(
      within(table).queryByText(/team\.invite|plan\.assign|[0-9a-f]{8}-[0-9a-f]{4}-/),
    ).not.toBeInTheDocument();

    await user.click(screen.getByPlaceholderText('Every action'));
    await user.click(await screen.findByRole('option', { name: 'Granted role' }));
    expect(await screen.findByText('No admin actions')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/system/audit').at(-1)?.url.searchParams.get('action')).toBe('role.grant');
  });

  it('refuses a reversed date range with the contract message and keeps the last valid list', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Audit trail' }));
    await screen.findByRole('table');
    const calls = api.callsTo('GET', '/api/system/audit').length;
    await user.type(screen.getByLabelText('From'), '2026-02-02');
    await user.type(screen.getByLabelText('To'), '2026-02-01');
    expect(await screen.findByText(SYSTEM_USER_MESSAGES.dateOrder)).toBeInTheDocument();
    const sent = api.callsTo('GET', '/api/system/audit').slice(calls);
    expect(sent.every((c) => c.url.searchParams.get('to') !== '2026-02-01')).toBe(true);
  });

  it('on a phone shows users and the audit trail as cards, each fact readable without scrolling sideways', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width: 48em'),
    })) as typeof window.matchMedia;
    try {
      setup();
      const maria = await screen.findByRole('listitem', { name: 'maria@harbor.test' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(maria).getByText('Active')).toBeInTheDocument();
      expect(within(maria).getByText('Complete')).toBeInTheDocument();
      expect(within(maria).getByText('2 (United States, Canada)')).toBeInTheDocument();
      expect(within(maria).getByRole('button', { name: 'Delete maria@harbor.test' })).toBeInTheDocument();

      await userEvent.setup().click(screen.getByRole('tab', { name: 'Audit trail' }));
      expect(await screen.findByText('Deleted the user maria@harbor.test')).toBeInTheDocument();
      expect(screen.getByText('Assigned the plan reimburse to Harbor Goods')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
