import { REIMBURSE_ROUTES, REVIEW_ROUTES, type TPlan, type TServerUserInfo } from '@seller-tools/contract';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freeAudit, summary } from '../features/reimburse/testing/fixtures';
import { mockShellApi } from '../features/shell/testing/mock-shell-api';
import { planItem, storeSession } from '../lib/session/test-fixtures';
import { renderWithProviders } from '../test/render';
import { routes } from './routes';

const PLAN = planItem();

function renderDashboard(user: Partial<TServerUserInfo>, plans: TPlan[]) {
  const api = mockShellApi();
  api.use({
    'GET /api/plan/list': () => ({ error: false, data: plans }),
    'GET /api/reimburse/findings/summary': () => ({ error: false, data: summary() }),
    'GET /api/reimburse/free-audit': () => ({ error: false, data: freeAudit() }),
  });
  storeSession(user);
  const router = createMemoryRouter(routes, { initialEntries: [REVIEW_ROUTES.dashboard] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('/dashboard by module', () => {
  it('is the reimbursement dashboard in the reimburse module with the plan', async () => {
    const router = renderDashboard({ module_config: { module: 'reimburse' } }, [PLAN]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reimbursement dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(REVIEW_ROUTES.dashboard);
  });

  it('is the free audit in the reimburse module without the plan', async () => {
    const router = renderDashboard({ module_config: { module: 'reimburse' } }, []);
    await waitFor(() => expect(router.state.location.pathname).toBe(REIMBURSE_ROUTES.signupDashboard), {
      timeout: 5000,
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Your free reimbursement audit' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('stays the review dashboard in the review module', async () => {
    const router = renderDashboard({}, []);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'), { timeout: 5000 });
    expect(router.state.location.pathname).toBe(REVIEW_ROUTES.dashboard);
    expect(screen.queryByRole('heading', { name: 'Reimbursement dashboard' })).not.toBeInTheDocument();
  });
});
