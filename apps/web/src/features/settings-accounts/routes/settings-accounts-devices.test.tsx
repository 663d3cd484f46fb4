import { REVIEW_ROUTES, SESSION_MESSAGES, type TSignedInSession } from '@seller-tools/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverUser } from '../../../lib/session/test-fixtures';
import { hideToast } from '../../../lib/toast';
import { fixture } from '../../../test/fixture';
import type { TMockHandler } from '../../../test/mock-api';
import { openInShell } from '../../../test/render-in-shell';
import { SettingsAccountsPage } from './settings-accounts-page';

afterEach(() => {
  vi.unstubAllGlobals();
  hideToast();
});

const session = fixture<TSignedInSession>(() => ({
  id: '00000000-0000-4000-8000-000000000001',
  device: 'Chrome on Windows',
  ip: '203.0.113.7',
  created_at: '2026-11-20T08:00:00.000Z',
  last_seen_at: '2026-11-22T11:59:00.000Z',
  remember_me: false,
  current: true,
}));

const PHONE = session({
  id: '00000000-0000-4000-8000-000000000002',
  device: 'Safari on iPhone',
  ip: '198.51.100.4',
  current: false,
  remember_me: true,
});

function setup(extra: Record<string, TMockHandler> = {}) {
  let sessions = [session(), PHONE];
  return openInShell(<SettingsAccountsPage />, {
    path: REVIEW_ROUTES.settingsAccounts,
    api: {
      // A member (not an admin): the page shows no team, so only the profile and the devices load.
      'GET /api/user': () => ({ error: false, data: serverUser({ is_company_admin: false }) }),
      'GET /api/auth/sessions': () => ({ error: false, data: sessions }),
      'DELETE /api/auth/sessions/00000000-0000-4000-8000-000000000002': () => {
        sessions = sessions.filter((s) => s.id !== PHONE.id);
        return { error: false, message: SESSION_MESSAGES.signedOut };
      },
      'POST /api/auth/sessions/sign-out-others': () => {
        sessions = sessions.filter((s) => s.current);
        return { error: false, message: SESSION_MESSAGES.signedOutOthers(1), data: { signed_out: 1 } };
      },
      ...extra,
    },
  });
}

const deviceRow = (name: string) => screen.findByRole('listitem', { name }, { timeout: 5000 });

describe('/settings/accounts: signed-in devices', () => {
  it('lists each device with its address and times, and marks this one', async () => {
    setup();
    const section = await screen.findByRole('region', { name: 'Signed-in devices' });
    const here = await deviceRow('Chrome on Windows');
    expect(within(here).getByText('This device')).toBeInTheDocument();
    expect(within(here).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(here).getByText(/Signed in 20 Nov 2026/)).toBeInTheDocument();
    // This device signs out with the usual Log out, not from here.
    expect(within(here).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    const phone = within(section).getByRole('listitem', { name: 'Safari on iPhone' });
    expect(within(phone).queryByText('This device')).not.toBeInTheDocument();
    expect(within(phone).getByText('198.51.100.4')).toBeInTheDocument();
  });

  it('signs out one device after confirmation and refreshes the list', async () => {
    const api = setup();
    const user = userEvent.setup();
    const phone = await deviceRow('Safari on iPhone');
    await user.click(within(phone).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out Safari on iPhone?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(SESSION_MESSAGES.signedOut)).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/auth/sessions/${PHONE.id}`)).toHaveLength(1);
    await vi.waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Safari on iPhone' })).not.toBeInTheDocument(),
    );
  });

  it('signs out everywhere else after confirmation, then has nothing more to sign out', async () => {
    const api = setup();
    const user = userEvent.setup();
    await deviceRow('Safari on iPhone');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText(SESSION_MESSAGES.signedOutOthers(1))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/sessions/sign-out-others')).toHaveLength(1);
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled(),
    );
    expect(screen.getByRole('listitem', { name: 'Chrome on Windows' })).toBeInTheDocument();
  });
});
