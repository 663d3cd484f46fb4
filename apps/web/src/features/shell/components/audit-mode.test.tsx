import { ROLES, STAFF_AUDIT_LABELS } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverUser, storeSession } from '../../../lib/session/test-fixtures';
import { getUserInfo } from '../../../lib/storage';
import { channel, mockShellApi } from '../testing/mock-shell-api';
import { renderShell } from '../testing/render-shell';

// Issue 20's staff search and audit mode in the shell: "Open a seller" in the account menu for
// super-admin, case-manager and reimbursement-admin; the banner and "Leave audit mode" while auditing.

const SELLER = {
  user_id: '7c0d1b0e-0000-4000-8000-000000000001',
  email: 'maria@harbor.test',
  name: 'Maria Lopez',
  company_id: '7c0d1b0e-0000-4000-8000-0000000000c1',
  company_name: 'Harbor Goods',
};
const HARBOR_STORE = channel({ seller_id: 'A2HARBOR', company_name: 'Harbor Goods' });
const AUDITING = {
  company_id: SELLER.company_id,
  company_name: 'Harbor Goods',
  module_config: { module: 'reimburse' },
  is_auditing: true,
  audit: { company_id: SELLER.company_id, company_name: 'Harbor Goods', started_at: '2026-11-27T10:00:00Z' },
};

function mockStaffApi(role: string) {
  const api = mockShellApi();
  api.state.user = serverUser({ role });
  api.use({
    'GET /api/user/find': (_body, url) => ({
      error: false,
      data: 'maria'.includes((url.searchParams.get('userName') ?? '').toLowerCase()) ? [SELLER] : [],
    }),
    'GET /api/user/channel': () => ({ error: false, data: [HARBOR_STORE] }),
    'POST /api/user/audit': () => {
      api.state.user = serverUser({ ...api.state.user, ...AUDITING });
      return { error: false, data: AUDITING.audit };
    },
    'DELETE /api/user/audit': () => {
      api.state.user = serverUser({ role });
      return { error: false, data: AUDITING.audit };
    },
  });
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('audit mode in the shell', () => {
  it.each([ROLES.caseManager, ROLES.reimbursementAdmin, ROLES.superAdmin])(
    'lets a %s find a seller, list their stores and open the reimbursement line read-only',
    async (role) => {
      const api = mockStaffApi(role);
      storeSession({ role });
      const router = renderShell('/rating/ratings');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: /Account menu/ }));
      await user.click(await screen.findByRole('menuitem', { name: STAFF_AUDIT_LABELS.openSeller }));
      const dialog = within(await screen.findByRole('dialog', { name: STAFF_AUDIT_LABELS.openSeller }));
      await user.type(dialog.getByLabelText(STAFF_AUDIT_LABELS.searchLabel), 'mar');
      await user.click(await dialog.findByRole('button', { name: /Maria Lopez/ }));
      expect(api.callsTo('GET', '/api/user/find')[0]?.url.searchParams.get('userName')).toBe('mar');
      await user.click(
        await dialog.findByRole('button', {
          name: `${STAFF_AUDIT_LABELS.openLine}: Harbor Goods United States`,
        }),
      );
      await waitFor(() =>
        expect(api.callsTo('POST', '/api/user/audit')[0]?.body).toMatchObject({
          company_id: SELLER.company_id,
          seller_id: 'A2HARBOR',
          market_id: 'ATVPDKIKX0DER',
        }),
      );
      const banner = await screen.findByTestId('audit-banner');
      expect(banner).toHaveTextContent(STAFF_AUDIT_LABELS.banner('Harbor Goods'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(getUserInfo()).toMatchObject({
        isAuditing: true,
        companyName: 'Harbor Goods',
        module: 'reimburse',
      });
    },
  );

  it('shows no seller search to anyone else', async () => {
    mockStaffApi(ROLES.affiliateAgent);
    storeSession({ role: ROLES.affiliateAgent });
    renderShell('/rating/ratings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: STAFF_AUDIT_LABELS.openSeller })).not.toBeInTheDocument();
  });

  it('says what is audited, keeps the line switch disabled, and leaves audit mode', async () => {
    const api = mockStaffApi(ROLES.caseManager);
    api.state.user = serverUser({ role: ROLES.caseManager, ...AUDITING });
    storeSession({ role: ROLES.caseManager, ...AUDITING });
    renderShell('/reimburse/cases-in-progress');
    const banner = await screen.findByTestId('audit-banner');
    expect(banner).toHaveTextContent('Audit mode — read-only: Harbor Goods');
    for (const radio of await screen.findAllByRole('radio', { name: 'Reviews' })) {
      expect(radio).toBeDisabled();
    }
    const user = userEvent.setup();
    // No second audit from inside one.
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(screen.queryByRole('menuitem', { name: STAFF_AUDIT_LABELS.openSeller })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(banner).getByRole('button', { name: STAFF_AUDIT_LABELS.leave }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/user/audit')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('audit-banner')).not.toBeInTheDocument());
    expect(getUserInfo()?.isAuditing).toBe(false);
  });
});
