import { REIMBURSE_SIDE_MENU, ROLES } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverUser, storeSession } from '../../../lib/session/test-fixtures';
import { getUserInfo } from '../../../lib/storage';
import { mockShellApi } from '../testing/mock-shell-api';
import { openShell, renderShell, setWindowWidth } from '../testing/render-shell';

const REIMBURSE_MAIN = [
  'Dashboard',
  'Action needed',
  'Cases in progress',
  'Reimbursed cases',
  'Payout summary',
  'Setup',
  'Settings',
];

function topLevelLabels(nav: ReturnType<typeof within>): string[] {
  const items: HTMLElement[] = nav.getAllByRole('listitem');
  return (
    items
      .filter((item) => item.parentElement?.parentElement?.tagName === 'NAV')
      // The item's own label (its link or group button), not the text of an opened sub-menu inside it.
      .map((item) => item.querySelector('a, button')?.textContent?.trim() ?? '')
  );
}

function mockModuleSwitch(api: ReturnType<typeof mockShellApi>) {
  api.use({
    'PUT /api/user/module': (body) => {
      api.state.user = serverUser({
        ...api.state.user,
        module_config: { ...(api.state.user.module_config ?? {}), module: body.module },
      });
      return { error: false, data: api.state.user };
    },
  });
}

afterEach(() => {
  setWindowWidth(1024);
  vi.unstubAllGlobals();
});

describe('module switch', () => {
  it('switches to the reimbursement line: saved on the server, menu and dashboard follow', async () => {
    const api = mockShellApi();
    mockModuleSwitch(api);
    storeSession();
    const router = renderShell('/rating/ratings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Reimbursement' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/user/module')[0]?.body).toMatchObject({ module: 'reimburse' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await waitFor(() => expect(topLevelLabels(nav)).toEqual(REIMBURSE_MAIN));
    expect(getUserInfo()?.module).toBe('reimburse');
    // The menu's settings hold the line's six pages.
    await user.click(nav.getByRole('button', { name: 'Settings' }));
    for (const label of [
      'Accounts',
      'Case preference',
      'Product dimensions',
      'Document generator',
      'Billing',
    ]) {
      // (The sub-menu opens with a transition: wait for it on a busy machine.)
      expect(await nav.findByRole('link', { name: label })).toBeInTheDocument();
    }
  });

  it('reads the module the server keeps, and shows Lost in warehouse to reimbursement staff only', async () => {
    openShell('/dashboard', {
      session: { module_config: { module: 'reimburse' }, role: ROLES.reimbursementAdmin },
    });
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(nav.getByRole('link', { name: 'Lost in warehouse' })).toHaveAttribute(
      'href',
      '/reimburse/lost-in-warehouse',
    );
    expect(screen.getByRole('radio', { name: 'Reimbursement' })).toBeChecked();
    expect(REIMBURSE_SIDE_MENU.length).toBe(8);
  });

  it('is in the mobile menu too, and switching back gives the review menu', async () => {
    const api = mockShellApi({ user: serverUser({ module_config: { module: 'reimburse' } }) });
    mockModuleSwitch(api);
    storeSession({ module_config: { module: 'reimburse' } });
    setWindowWidth(375);
    renderShell('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('radio', { name: 'Reviews' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/user/module')[0]?.body).toMatchObject({ module: 'review' }),
    );
    await waitFor(() => expect(getUserInfo()?.module).toBe('review'));
  });
});
