import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canOpenRoute,
  canSeeMenuItem,
  hasReimbursePlan,
  homeRouteFor,
  reimbursePlanRedirect,
  routeRoles,
  SIDE_MENU,
  SYSTEM_MENU,
  showsSystemMenu,
  type TMenuItem,
  visibleMenu,
} from './access.ts';
import { ALL_ROLES } from './roles.ts';

function find(items: readonly TMenuItem[], name: string): TMenuItem | undefined {
  for (const item of items) {
    if (item.name === name) return item;
    const child = item.children && find(item.children, name);
    if (child) return child;
  }
  return undefined;
}

function names(items: readonly TMenuItem[]): string[] {
  return items.flatMap((item) => [item.name, ...names(item.children ?? [])]);
}

const roleSubset = fc.subarray([...ALL_ROLES]);

describe('menu table', () => {
  it('lists the side menu route names of spec §2', () => {
    expect(names(SIDE_MENU)).toEqual([
      'menu-dashboard',
      'menu-ratings-and-reviews-ratings',
      'menu-ratings-and-reviews-reviews',
      'menu-review-request-automation',
      'menu-amazon-violation',
      'ppc-manager',
      'reports',
      'menu-settings',
      'menu-settings-accounts',
      'menu-settings-tag-automation',
      'menu-settings-integrations',
      'menu-settings-notification',
    ]);
  });

  it('lists the system menu route names of spec §2', () => {
    expect(names(SYSTEM_MENU)).toEqual([
      'menu-system',
      'menu-case-manager',
      'menu-system-email-campaign',
      'menu-system-monitoring',
      'menu-system-general-code',
      'menu-system-role-management',
      'menu-system-plan-management',
      'menu-system-affiliates',
    ]);
  });

  it('carries the role lists of spec §6', () => {
    const rolesOf = (name: string) => find([...SIDE_MENU, ...SYSTEM_MENU], name)?.roles;
    expect(rolesOf('menu-amazon-violation')).toEqual([
      'super-admin',
      'violation-admin',
      'violation-user',
      'violation-reporter',
    ]);
    expect(rolesOf('ppc-manager')).toEqual(['super-admin', 'advertising-admin']);
    expect(rolesOf('menu-system')).toEqual(['super-admin', 'affiliate-agent']);
    expect(rolesOf('menu-case-manager')).toEqual(['case-manager']);
    for (const name of [
      'menu-system-email-campaign',
      'menu-system-monitoring',
      'menu-system-general-code',
      'menu-system-role-management',
      'menu-system-plan-management',
    ]) {
      expect(rolesOf(name), name).toEqual(['super-admin']);
    }
    expect(rolesOf('menu-system-affiliates')).toEqual(['super-admin', 'affiliate-agent']);
    for (const name of ['menu-dashboard', 'reports', 'menu-settings', 'menu-settings-accounts']) {
      expect(rolesOf(name), name).toBeUndefined();
    }
  });
});

describe('canSeeMenuItem', () => {
  it('shows items without a role list to everyone', () => {
    expect(canSeeMenuItem([])).toBe(true);
    expect(canSeeMenuItem(['violation-user'])).toBe(true);
  });

  it('needs at least one listed role', () => {
    expect(canSeeMenuItem(['violation-user'], ['super-admin', 'violation-user'])).toBe(true);
    expect(canSeeMenuItem(['case-manager'], ['super-admin', 'violation-user'])).toBe(false);
    expect(canSeeMenuItem([], ['super-admin'])).toBe(false);
    expect(canSeeMenuItem(['super-admin'], [])).toBe(false);
  });

  it('holds iff the two lists intersect', () => {
    fc.assert(
      fc.property(roleSubset, roleSubset, (user, item) => {
        expect(canSeeMenuItem(user, item)).toBe(user.some((r) => item.includes(r)));
      }),
    );
  });
});

describe('showsSystemMenu', () => {
  it('only for super-admins', () => {
    expect(showsSystemMenu(['super-admin'])).toBe(true);
    expect(showsSystemMenu(['affiliate-agent', 'super-admin'])).toBe(true);
    expect(showsSystemMenu(['affiliate-agent'])).toBe(false);
    expect(showsSystemMenu(['case-manager'])).toBe(false);
    expect(showsSystemMenu([])).toBe(false);
  });
});

describe('visibleMenu', () => {
  it('hides role-listed items from users without the role', () => {
    expect(names(visibleMenu(SIDE_MENU, []))).not.toContain('menu-amazon-violation');
    expect(names(visibleMenu(SIDE_MENU, []))).not.toContain('ppc-manager');
    expect(names(visibleMenu(SIDE_MENU, ['advertising-admin']))).toContain('ppc-manager');
    expect(names(visibleMenu(SIDE_MENU, []))).toContain('menu-settings-notification');
  });

  it('filters system sub-items by role', () => {
    expect(names(visibleMenu(SYSTEM_MENU, ['super-admin']))).toEqual([
      'menu-system',
      'menu-system-email-campaign',
      'menu-system-monitoring',
      'menu-system-general-code',
      'menu-system-role-management',
      'menu-system-plan-management',
      'menu-system-affiliates',
    ]);
    expect(names(visibleMenu(SYSTEM_MENU, ['affiliate-agent']))).toEqual([
      'menu-system',
      'menu-system-affiliates',
    ]);
    expect(names(visibleMenu(SYSTEM_MENU, ['super-admin', 'case-manager']))).toContain('menu-case-manager');
  });

  it('drops a group whose children are all hidden', () => {
    const menu: TMenuItem[] = [{ name: 'group', children: [{ name: 'child', roles: ['super-admin'] }] }];
    expect(visibleMenu(menu, [])).toEqual([]);
    expect(names(visibleMenu(menu, ['super-admin']))).toEqual(['group', 'child']);
  });
});

describe('routeRoles', () => {
  it('lists the route role checks of spec §6', () => {
    expect(routeRoles('/system/email-campaign')).toEqual(['super-admin']);
    expect(routeRoles('/system/email-campaign/builder')).toEqual(['super-admin']);
    expect(routeRoles('/system/email-campaign/builder/abc123')).toEqual(['super-admin']);
    expect(routeRoles('/system/affiliates')).toEqual(['super-admin', 'affiliate-agent']);
    expect(routeRoles('/system/affiliates/detail/acme')).toEqual(['super-admin', 'affiliate-agent']);
    expect(routeRoles('/reimburse/lost-in-warehouse')).toEqual(['super-admin', 'reimbursement-admin']);
    expect(routeRoles('/reimburse/case-manager')).toEqual(['case-manager']);
    expect(routeRoles('/ppc-manager')).toEqual(['super-admin', 'advertising-admin']);
  });

  it('lists nothing for other routes', () => {
    for (const path of [
      '/dashboard',
      '/system/user-monitoring',
      '/system/role-management',
      '/violation',
      '/reports',
    ]) {
      expect(routeRoles(path), path).toBeUndefined();
    }
    expect(routeRoles('/system/email-campaigns')).toBeUndefined();
  });

  it('matches despite query, hash, trailing slash, case and escapes', () => {
    expect(routeRoles('/system/email-campaign?x=1')).toEqual(['super-admin']);
    expect(routeRoles('/system/email-campaign#top')).toEqual(['super-admin']);
    expect(routeRoles('/system/email-campaign/')).toEqual(['super-admin']);
    expect(routeRoles('/System/Email-Campaign')).toEqual(['super-admin']);
    expect(routeRoles('//system//email-campaign')).toEqual(['super-admin']);
    expect(routeRoles('/system/%65mail-campaign')).toEqual(['super-admin']);
    expect(routeRoles('/system/affiliates/detail/%E0%A4%A')).toEqual(['super-admin', 'affiliate-agent']);
  });
});

describe('canOpenRoute', () => {
  it('opens the PPC Manager to advertising-admin (a plan with PPC) and super-admin only (issue 21)', () => {
    expect(canOpenRoute([], '/ppc-manager')).toBe(false);
    expect(canOpenRoute(['advertising-admin'], '/ppc-manager')).toBe(true);
    expect(canOpenRoute(['super-admin'], '/PPC-Manager/')).toBe(true);
  });

  it('lets any signed-in user open routes without a role list', () => {
    expect(canOpenRoute([], '/dashboard')).toBe(true);
    expect(canOpenRoute([], '/system/general-code')).toBe(true);
  });

  it('super-admin bypasses role checks', () => {
    expect(canOpenRoute(['super-admin'], '/system/email-campaign/builder/1')).toBe(true);
    expect(canOpenRoute(['super-admin'], '/system/affiliates')).toBe(true);
    expect(canOpenRoute(['super-admin'], '/reimburse/lost-in-warehouse')).toBe(true);
  });

  it('others need a listed role', () => {
    expect(canOpenRoute(['affiliate-agent'], '/system/email-campaign')).toBe(false);
    expect(canOpenRoute(['affiliate-agent'], '/system/affiliates/detail/x')).toBe(true);
    expect(canOpenRoute(['case-manager'], '/system/affiliates')).toBe(false);
    expect(canOpenRoute(['reimbursement-admin'], '/reimburse/lost-in-warehouse')).toBe(true);
    expect(canOpenRoute(['affiliate-agent'], '/reimburse/lost-in-warehouse')).toBe(false);
    expect(canOpenRoute([], '/system/email-campaign')).toBe(false);
  });

  it('case manager page is case-manager only, even for super-admins', () => {
    expect(canOpenRoute(['case-manager'], '/reimburse/case-manager')).toBe(true);
    expect(canOpenRoute(['super-admin'], '/reimburse/case-manager')).toBe(false);
    expect(canOpenRoute(['super-admin', 'case-manager'], '/reimburse/case-manager')).toBe(true);
    expect(canOpenRoute(['reimbursement-admin'], '/Reimburse/Case-Manager/')).toBe(false);
  });

  it('a super-admin can open everything except the case manager page without the case-manager role', () => {
    const paths = fc.constantFrom(
      '/dashboard',
      '/system/email-campaign',
      '/system/affiliates/detail/a',
      '/reimburse/lost-in-warehouse',
      '/reimburse/case-manager',
    );
    fc.assert(
      fc.property(roleSubset, paths, (roles, path) => {
        const withAdmin = [...roles, 'super-admin'];
        const expected = path !== '/reimburse/case-manager' || roles.includes('case-manager');
        expect(canOpenRoute(withAdmin, path)).toBe(expected);
      }),
    );
  });
});

describe('homeRouteFor', () => {
  it('signed-out visitors go to /login', () => {
    expect(homeRouteFor({ signedIn: false, roles: [] })).toBe('/login');
    expect(homeRouteFor({ signedIn: false, roles: ['affiliate-agent'] })).toBe('/login');
  });

  it('affiliate agents go to /system/affiliates', () => {
    expect(homeRouteFor({ signedIn: true, roles: ['affiliate-agent'] })).toBe('/system/affiliates');
    expect(homeRouteFor({ signedIn: true, roles: ['case-manager', 'affiliate-agent'] })).toBe(
      '/system/affiliates',
    );
  });

  it('everyone else, and affiliate agents who are super-admins, go to /dashboard', () => {
    expect(homeRouteFor({ signedIn: true, roles: [] })).toBe('/dashboard');
    expect(homeRouteFor({ signedIn: true, roles: ['super-admin'] })).toBe('/dashboard');
    expect(homeRouteFor({ signedIn: true, roles: ['affiliate-agent', 'super-admin'] })).toBe('/dashboard');
  });
});

describe('hasReimbursePlan', () => {
  it('looks for the plan named reimburse', () => {
    expect(hasReimbursePlan([{ plan_name: 'review' }, { plan_name: 'reimburse' }])).toBe(true);
    expect(hasReimbursePlan([{ plan_name: 'review' }, { plan_name: null }, {}])).toBe(false);
    expect(hasReimbursePlan([])).toBe(false);
  });
});

describe('reimbursePlanRedirect', () => {
  it('sends users without the plan to the signup dashboard', () => {
    for (const path of [
      '/reimburse/settings/accounts',
      '/reimburse/settings/case-preference',
      '/reimburse/settings/billing',
    ]) {
      expect(reimbursePlanRedirect(path, false, 'reimburse'), path).toBe('/reimburse/signup-dashboard');
    }
    expect(reimbursePlanRedirect('/dashboard', false, 'reimburse')).toBe('/reimburse/signup-dashboard');
  });

  it('sends case and payout pages to their signup variants', () => {
    expect(reimbursePlanRedirect('/reimburse/cases-in-progress', false, 'reimburse')).toBe(
      '/reimburse/signup-cases-in-progress',
    );
    expect(reimbursePlanRedirect('/reimbursement/cases', false, 'reimburse')).toBe(
      '/reimburse/signup-reimbursed-cases',
    );
    expect(reimbursePlanRedirect('/reimburse/payout-summary?x=1', false, 'reimburse')).toBe(
      '/reimburse/signup-payout-summary',
    );
  });

  it('leaves the shared /dashboard alone in the review module', () => {
    expect(reimbursePlanRedirect('/dashboard', false, 'review')).toBeNull();
    expect(reimbursePlanRedirect('/reimburse/settings/billing', false, 'review')).toBe(
      '/reimburse/signup-dashboard',
    );
  });

  it('never redirects users with the plan, nor other pages', () => {
    expect(reimbursePlanRedirect('/dashboard', true, 'reimburse')).toBeNull();
    expect(reimbursePlanRedirect('/reimburse/payout-summary', true, 'reimburse')).toBeNull();
    expect(reimbursePlanRedirect('/reimburse/settings/notification', false, 'reimburse')).toBeNull();
    expect(reimbursePlanRedirect('/reimburse/signup-dashboard', false, 'reimburse')).toBeNull();
    expect(reimbursePlanRedirect('/constructor', false, 'reimburse')).toBeNull();
  });
});
