import {
  PUBLIC_ROUTES,
  REIMBURSE_ROUTES,
  REVIEW_ROUTES,
  ROLES,
  SYSTEM_ROUTES,
  type TServerUserInfo,
} from '@seller-tools/contract';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enrolmentAt } from '../features/reimburse-enrol/testing/fixtures';
import { mockShellApi } from '../features/shell/testing/mock-shell-api';
import { REIMBURSE_SIGNUP_REDIRECTS, storeSession } from '../lib/session/test-fixtures';
import { getUserInfo, saveUserInfo } from '../lib/storage';
import { renderWithProviders } from '../test/render';
import { routes } from './routes';

const REIMBURSE_PLAN = [{ plan_name: 'reimburse', modules: ['reimburse' as const] }];

function renderAt(path: string, user: Partial<TServerUserInfo> = {}, signupSteps = ['done' as const]) {
  mockShellApi({ signupSteps });
  storeSession(user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

async function settledPath(router: ReturnType<typeof renderAt>): Promise<string> {
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await screen.findByRole('heading', { level: 1 });
  return router.state.location.pathname;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Every page of both authenticated tables of spec §2, opened by a user who may open all of them.
const EVERY_SHELL_PAGE = [
  ...Object.values(REVIEW_ROUTES),
  ...Object.values(REIMBURSE_ROUTES).filter(
    (path) => path !== REIMBURSE_ROUTES.addNew && path !== REIMBURSE_ROUTES.signupStep,
  ),
  SYSTEM_ROUTES.userMonitoring,
  SYSTEM_ROUTES.generalCode,
  SYSTEM_ROUTES.roleManagement,
  SYSTEM_ROUTES.planManagement,
  SYSTEM_ROUTES.emailCampaign,
  SYSTEM_ROUTES.emailCampaignBuilder,
  SYSTEM_ROUTES.emailCampaignBuilderById('42'),
  SYSTEM_ROUTES.affiliates,
  SYSTEM_ROUTES.affiliateDetail('acme'),
];

describe('both authenticated route tables (spec §2)', () => {
  it.each(EVERY_SHELL_PAGE)('%s opens inside the shell', async (path) => {
    const router = renderAt(path, {
      role: [ROLES.superAdmin, ROLES.caseManager].join(','),
      plan_list: REIMBURSE_PLAN,
    });
    expect(await settledPath(router)).toBe(path);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('opens /add-new and the reimburse signup steps outside the shell', async () => {
    const router = renderAt(REIMBURSE_ROUTES.addNew);
    expect(await settledPath(router)).toBe(REIMBURSE_ROUTES.addNew);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seller Tools dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('opens the reimburse signup at the step the seller reached', async () => {
    mockShellApi().use({ 'GET /api/reimburse/enrolment': () => ({ error: false, data: enrolmentAt(3) }) });
    storeSession();
    const router = createMemoryRouter(routes, { initialEntries: [REIMBURSE_ROUTES.signupStep] });
    renderWithProviders(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${REIMBURSE_ROUTES.signupStep}/3`));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Start recovering what Amazon owes you',
    );
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('still sends a visitor to /login', async () => {
    mockShellApi();
    const router = createMemoryRouter(routes, { initialEntries: [REVIEW_ROUTES.reports] });
    renderWithProviders(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.login));
  });
});

describe('role checks (spec §6)', () => {
  it.each([
    ['a seller', '', SYSTEM_ROUTES.emailCampaign],
    ['a seller', '', SYSTEM_ROUTES.emailCampaignBuilderById('7')],
    ['a seller', '', SYSTEM_ROUTES.affiliates],
    ['a seller', '', SYSTEM_ROUTES.affiliateDetail('acme')],
    ['a seller', '', REIMBURSE_ROUTES.lostInWarehouse],
    ['a seller', '', REIMBURSE_ROUTES.caseManager],
    ['an affiliate agent', ROLES.affiliateAgent, SYSTEM_ROUTES.emailCampaignBuilder],
    ['a super-admin', ROLES.superAdmin, REIMBURSE_ROUTES.caseManager],
    ['a reimbursement admin', ROLES.reimbursementAdmin, REIMBURSE_ROUTES.caseManager],
  ])('sends %s (%s) from %s to /404', async (_who, role, path) => {
    const router = renderAt(path, { role, plan_list: REIMBURSE_PLAN });
    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.notFound));
  });

  it.each([
    [ROLES.superAdmin, SYSTEM_ROUTES.emailCampaignBuilderById('7')],
    [ROLES.superAdmin, REIMBURSE_ROUTES.lostInWarehouse],
    [ROLES.affiliateAgent, SYSTEM_ROUTES.affiliateDetail('acme')],
    [ROLES.reimbursementAdmin, REIMBURSE_ROUTES.lostInWarehouse],
    [ROLES.caseManager, REIMBURSE_ROUTES.caseManager],
    // Other system pages of the review table need auth only.
    ['', SYSTEM_ROUTES.generalCode],
  ])('lets %s open %s', async (role, path) => {
    const router = renderAt(path, { role, plan_list: REIMBURSE_PLAN });
    expect(await settledPath(router)).toBe(path);
  });
});

describe('reimburse plan redirects (spec §2)', () => {
  it.each(REIMBURSE_SIGNUP_REDIRECTS)('without the plan %s goes to %s', async (path, target) => {
    const router = renderAt(path);
    expect(await settledPath(router)).toBe(target);
  });

  it('sends /dashboard to the signup dashboard only in the reimburse module', async () => {
    mockShellApi();
    storeSession();
    const info = getUserInfo();
    if (info) saveUserInfo({ ...info, module: 'reimburse' });
    const router = createMemoryRouter(routes, { initialEntries: [REVIEW_ROUTES.dashboard] });
    renderWithProviders(<RouterProvider router={router} />);
    expect(await settledPath(router)).toBe(REIMBURSE_ROUTES.signupDashboard);
  });

  it('keeps /dashboard in the review module without the plan', async () => {
    const router = renderAt(REVIEW_ROUTES.dashboard);
    expect(await settledPath(router)).toBe(REVIEW_ROUTES.dashboard);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
  });
});

describe('pages that need store data', () => {
  it('asks a user without a store to connect one first', async () => {
    renderAt(REVIEW_ROUTES.ratings, {}, ['connect' as never]);
    expect(
      await screen.findByRole('heading', { name: 'Connect a store to get started' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect a store' })).toHaveAttribute(
      'href',
      REVIEW_ROUTES.settingsIntegrations,
    );
  });

  it('says the first import is running', async () => {
    renderAt(REVIEW_ROUTES.reviews, { is_marketing_preference_set: true }, ['importing' as never]);
    expect(await screen.findByRole('heading', { name: 'Your first import is running' })).toBeInTheDocument();
  });
});
