import {
  REIMBURSE_ROUTES,
  ROLE_DENIED_ROUTE,
  ROLES,
  type TPlanModule,
  type TServerUserInfo,
} from '@seller-tools/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRequests } from '../../test/request-mock';
import { requireReimbursePlan } from './reimburse-plan';
import { requireAuth } from './route-guards';
import { planItem, REIMBURSE_SIGNUP_REDIRECTS, storeSession } from './test-fixtures';

function argsFor(path: string): LoaderFunctionArgs {
  return { request: new Request(`http://localhost${path}`), params: {} } as unknown as LoaderFunctionArgs;
}

async function redirectOf(run: () => unknown): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

function withPlans(plans: string[], user: Partial<TServerUserInfo> = {}) {
  storeSession(user);
  return mockRequests({
    'GET /api/plan/list': () => ({
      error: false,
      data: plans.map((plan_name, i) =>
        planItem({
          plan_id: `p-${i}`,
          plan_name,
          modules: [plan_name as TPlanModule],
          commission_percent: plan_name === 'reimburse' ? 20 : null,
          is_default: plan_name === 'review',
        }),
      ),
    }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('reimburse plan guard (spec §2)', () => {
  it.each([['/dashboard', REIMBURSE_ROUTES.signupDashboard], ...REIMBURSE_SIGNUP_REDIRECTS])(
    'sends a reimburse user without the plan from %s to %s',
    async (path, target) => {
      withPlans(['review'], { module_config: { module: 'reimburse' } });
      expect(await redirectOf(() => requireReimbursePlan(argsFor(path)))).toBe(target);
    },
  );

  it.each([
    '/dashboard',
    REIMBURSE_ROUTES.settingsAccounts,
    REIMBURSE_ROUTES.casesInProgress,
    REIMBURSE_ROUTES.cases,
    REIMBURSE_ROUTES.payoutSummary,
  ])('lets a company with the plan open %s', async (path) => {
    withPlans(['review', 'reimburse'], { module_config: { module: 'reimburse' } });
    expect(await redirectOf(() => requireReimbursePlan(argsFor(path)))).toBeNull();
  });

  it('leaves the review dashboard alone without the plan, and asks no plans for it', async () => {
    const api = withPlans(['review']);
    expect(await redirectOf(() => requireReimbursePlan(argsFor('/dashboard')))).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('redirects the reimburse pages in the review module as well', async () => {
    withPlans([]);
    expect(await redirectOf(() => requireReimbursePlan(argsFor(REIMBURSE_ROUTES.payoutSummary)))).toBe(
      REIMBURSE_ROUTES.signupPayoutSummary,
    );
  });
});

describe('lost in warehouse role guard (spec §6)', () => {
  it.each([
    [ROLES.superAdmin, null],
    [ROLES.reimbursementAdmin, null],
    [ROLES.caseManager, ROLE_DENIED_ROUTE],
    ['', ROLE_DENIED_ROUTE],
  ])('role "%s" → %s', async (role, target) => {
    storeSession({ role });
    expect(await redirectOf(() => requireAuth(argsFor(REIMBURSE_ROUTES.lostInWarehouse)))).toBe(target);
  });
});
