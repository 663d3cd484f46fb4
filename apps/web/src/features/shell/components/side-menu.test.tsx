import { ROLES, SIDE_MENU, SYSTEM_MENU } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { mockShellApi } from '../testing/mock-shell-api';
import { openShell, renderShell, setWindowWidth } from '../testing/render-shell';
import { activeMenuName } from './active-menu';

const MAIN_FOR_EVERYONE = [
  'Dashboard',
  'Product Ratings Tracker',
  'Review Observer',
  'Review Request Automation',
  'Reports',
  'Settings',
];

async function mainMenu() {
  return within(await screen.findByRole('navigation', { name: 'Main menu' }));
}

// Labels of the items directly in the menu's list (not those of a sub-menu).
function topLevelLabels(nav: ReturnType<typeof within>): string[] {
  const items: HTMLElement[] = nav.getAllByRole('listitem');
  return items
    .filter((item) => item.parentElement?.parentElement?.tagName === 'NAV')
    .map((item) => item.textContent ?? '');
}

afterEach(() => {
  setWindowWidth(1024);
  vi.unstubAllGlobals();
});

describe('side menu by role (spec §6)', () => {
  it('shows a seller the menus without a role list, and no system menu', async () => {
    openShell('/dashboard');
    const nav = await mainMenu();
    expect(topLevelLabels(nav)).toEqual(MAIN_FOR_EVERYONE);
    expect(screen.queryByRole('navigation', { name: 'System menu' })).not.toBeInTheDocument();
  });

  it.each([
    [ROLES.violationUser, 'Violation'],
    [ROLES.violationAdmin, 'Violation'],
    [ROLES.violationReporter, 'Violation'],
    [ROLES.advertisingAdmin, 'PPC Manager'],
  ])('shows %s the %s item', async (role, label) => {
    openShell('/dashboard', { session: { role } });
    const nav = await mainMenu();
    expect(nav.getByRole('link', { name: label })).toBeInTheDocument();
    expect(topLevelLabels(nav)).toHaveLength(MAIN_FOR_EVERYONE.length + 1);
  });

  it('gives a super-admin every main item and the system menu, Case Manager only with its own role', async () => {
    openShell('/dashboard', { session: { role: ROLES.superAdmin } });
    const nav = await mainMenu();
    expect(topLevelLabels(nav)).toEqual([
      'Dashboard',
      'Product Ratings Tracker',
      'Review Observer',
      'Review Request Automation',
      'Violation',
      'PPC Manager',
      'Reports',
      'Settings',
    ]);
    const system = within(screen.getByRole('navigation', { name: 'System menu' }));
    await userEvent.setup().click(system.getByRole('button', { name: 'System' }));
    // The sub-menu slides open (300 ms): its links become accessible once it has.
    const links = await system.findAllByRole('link', {}, { timeout: 5000 });
    expect(links.map((link) => link.textContent)).toEqual([
      'Email Campaign',
      'User Monitoring',
      'General Code',
      'Role Management',
      'Plan Management',
      'Affiliates',
    ]);
  });

  it('adds Case Manager for a super-admin who is also case-manager', async () => {
    openShell('/reimburse/case-manager', { session: { role: `${ROLES.superAdmin},${ROLES.caseManager}` } });
    const system = within(await screen.findByRole('navigation', { name: 'System menu' }));
    expect(system.getByRole('link', { name: 'Case Manager' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders no system menu for an affiliate agent or a case manager without super-admin', async () => {
    openShell('/system/affiliates', { session: { role: `${ROLES.affiliateAgent},${ROLES.caseManager}` } });
    await mainMenu();
    expect(screen.queryByRole('navigation', { name: 'System menu' })).not.toBeInTheDocument();
  });
});

describe('sub-menus and the active item', () => {
  it('expands and collapses Settings', async () => {
    openShell('/dashboard');
    const nav = await mainMenu();
    const settings = nav.getByRole('button', { name: 'Settings' });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    await user.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    expect(await nav.findByRole('link', { name: 'Integrations' })).toHaveAttribute(
      'href',
      '/settings/integrations',
    );
    await user.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the route: the page item is current and its group starts open', async () => {
    const { router } = openShell('/settings/notification');
    const nav = await mainMenu();
    expect(nav.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'Notification' })).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().click(nav.getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Notification' })).not.toHaveAttribute('aria-current');
  });

  it('highlights a forced active menu name over the route', async () => {
    openShell('/forced', { forcedMenu: 'menu-ratings-and-reviews-reviews' });
    const nav = await mainMenu();
    expect(nav.getByRole('link', { name: 'Review Observer' })).toHaveAttribute('aria-current', 'page');
  });

  it('matches the longest menu path, so detail pages light up their list', () => {
    const all = [...SIDE_MENU, ...SYSTEM_MENU];
    expect(activeMenuName(all, '/system/affiliates/detail/acme')).toBe('menu-system-affiliates');
    expect(activeMenuName(all, '/system/email-campaign/builder/7')).toBe('menu-system-email-campaign');
    expect(activeMenuName(all, '/settings/accounts/')).toBe('menu-settings-accounts');
    expect(activeMenuName(all, '/reimburse/signup-dashboard')).toBeNull();
    expect(activeMenuName(all, '/reports', 'not-a-menu-name')).toBe('reports');
  });
});

// jsdom lays nothing out: every box is 0 px. A label reads as cut when its text is made taller than that.
function cutLabel(text: string) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.textContent === text && this.tagName === 'SPAN' ? 40 : 0;
  });
}

/** The shell at `width` px, the menu label `cut` reading as cut. */
function renderAtWidth(width: number, cut: string) {
  mockShellApi();
  storeSession();
  setWindowWidth(width);
  cutLabel(cut);
  renderShell('/dashboard');
}

async function hoverAndWait(element: HTMLElement) {
  await userEvent.setup().hover(element);
  await new Promise((resolve) => setTimeout(resolve, 250));
}

describe('menu tooltips (spec §9: window 1514 px wide or less; issue 15: only for a cut label)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    [1514, true],
    [1366, true],
    [1515, false],
    [1920, false],
  ])('at %i px a cut label shows its tooltip: %s', async (width, shown) => {
    renderAtWidth(width, 'Reports');
    const nav = await mainMenu();
    await userEvent.setup().hover(nav.getByRole('link', { name: 'Reports' }));
    if (shown) expect(await screen.findByRole('tooltip', { name: 'Reports' })).toBeInTheDocument();
    else {
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    }
  });

  it('a label shown whole gets no tooltip repeating it', async () => {
    renderAtWidth(1366, 'Reports');
    const nav = await mainMenu();
    await hoverAndWait(nav.getByRole('link', { name: 'Review Request Automation' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await hoverAndWait(nav.getByRole('button', { name: 'Settings' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('the mobile drawer shows no tooltip, even for a cut label', async () => {
    renderAtWidth(375, 'Reports');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Seller Tools' }));
    const reports = drawer.getByRole('link', { name: 'Reports' });
    await hoverAndWait(reports);
    reports.focus();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
