import { SYSTEM_ROUTES, type TSystemPlan } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderInShell } from '../../../test/render-in-shell';
import { PlanManagementPage } from './plan-management-page';

afterEach(() => vi.unstubAllGlobals());

const PLAN_ID = '9a1b2c3d-0000-4c8e-9a7e-000000000001';
const COMPANY_ID = '9a1b2c3d-0000-4c8e-9a7e-0000000000c1';
const REIMBURSE: TSystemPlan = {
  plan_id: PLAN_ID,
  plan_name: 'reimburse',
  description: 'Reimbursement recovery',
  modules: ['reimburse'],
  price_cents: 0,
  currency: 'USD',
  commission_percent: 25,
  is_default: false,
  is_active: true,
  sort_order: 2,
  company_count: 0,
};

/** The plan list: the reimburse plan alone. */
const listsReimburse = () => ({
  error: false,
  data: { items: [REIMBURSE], total: 1, page: 1, page_size: 20 },
});

describe('/system/plan-management', () => {
  it('lists plans and assigns one to a company', async () => {
    storeSession({ role: 'super-admin' });
    let assigned: string[] = [];
    const api = mockApi({
      'GET /api/system/plans': listsReimburse,
      'GET /api/system/companies': () => ({
        error: false,
        data: {
          items: [
            {
              company_id: COMPANY_ID,
              company_name: 'Harbor Goods',
              owner_email: 'h@example.com',
              assigned_plans: assigned,
            },
          ],
          total: 1,
          page: 1,
          page_size: 20,
        },
      }),
      [`PUT /api/system/plans/${PLAN_ID}/companies/${COMPANY_ID}`]: () => {
        assigned = ['reimburse'];
        return { error: false, data: { ok: true } };
      },
      [`DELETE /api/system/plans/${PLAN_ID}/companies/${COMPANY_ID}`]: () => {
        assigned = [];
        return { error: false, data: { ok: true } };
      },
    });
    const user = userEvent.setup();
    renderInShell(<PlanManagementPage />, { path: SYSTEM_ROUTES.planManagement });
    expect(await screen.findByText('$0.00 + 25%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Companies on reimburse' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Assign Harbor Goods' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/system/plans/${PLAN_ID}/companies/${COMPANY_ID}`)).toHaveLength(1),
    );
    // Taking it back asks first.
    await user.click(await within(dialog).findByRole('button', { name: 'Unassign Harbor Goods' }));
    const confirm = await screen.findByRole('dialog', { name: 'Take reimburse from Harbor Goods?' });
    await user.click(within(confirm).getByRole('button', { name: 'Unassign' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', `/api/system/plans/${PLAN_ID}/companies/${COMPANY_ID}`)).toHaveLength(1),
    );
  });

  it('checks the plan form before sending', async () => {
    storeSession({ role: 'super-admin' });
    const api = mockApi({
      'GET /api/system/plans': listsReimburse,
    });
    const user = userEvent.setup();
    renderInShell(<PlanManagementPage />, { path: SYSTEM_ROUTES.planManagement });
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter a plan name.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/system/plans')).toHaveLength(0);
  });
});

describe('/system/plan-management, Billing tab', () => {
  it('shows what was invoiced, paid and overdue across sellers, and filters by month', async () => {
    storeSession({ role: 'super-admin' });
    const invoice = {
      invoice_id: '9a1b2c3d-0000-4c8e-9a7e-0000000000b1',
      month: '2026-10',
      number: 'ST-202610-AAAA0001-USD',
      state: 'failed',
      total_minor: 2000,
      currency: 'USD',
      commission_percent: 20,
      lines: 1,
      attempts: 2,
      next_retry_at: '2026-11-08T06:00:00Z',
      last_error: 'Your card was declined.',
      paid_at: null,
      created_at: '2026-11-01T06:00:00Z',
      company_id: COMPANY_ID,
      company_name: 'Harbor Goods',
      overdue: true,
    };
    const api = mockApi({
      'GET /api/system/plans': listsReimburse,
      'GET /api/system/billing': () => ({
        error: false,
        data: {
          totals: [
            { currency: 'USD', invoiced_minor: 4669, paid_minor: 2669, overdue_minor: 2000, invoices: 2 },
          ],
          invoices: [invoice],
        },
      }),
    });
    const user = userEvent.setup();
    renderInShell(<PlanManagementPage />, { path: SYSTEM_ROUTES.planManagement });
    await user.click(await screen.findByRole('tab', { name: 'Billing' }, { timeout: 5000 }));
    const totals = await screen.findByLabelText('Totals in USD');
    expect(totals).toHaveTextContent('Invoiced $46.69');
    expect(totals).toHaveTextContent('Paid $26.69');
    expect(totals).toHaveTextContent('Overdue $20.00');
    const table = screen.getByRole('table', { name: 'Invoices across sellers' });
    expect(within(table).getByText('Harbor Goods')).toBeInTheDocument();
    expect(within(table).getByText('Overdue')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Month/), '2026-10');
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.path === '/api/system/billing' && c.query.get('month') === '2026-10'),
      ).toBe(true),
    );
  });
});
