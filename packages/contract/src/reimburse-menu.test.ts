import { describe, expect, it } from 'vitest';
import { SIDE_MENU, visibleMenu } from './access.ts';
import { commissionOf, moduleOfConfig } from './endpoints/reimburse/index.ts';
import { REIMBURSE_SIDE_MENU, sideMenuOf } from './reimburse-menu.ts';
import { ROLES } from './roles.ts';
import { REIMBURSE_ROUTES, REVIEW_ROUTES } from './routes.ts';

const paths = (items: readonly { path?: string; children?: readonly { path?: string }[] }[]): string[] =>
  items.flatMap((item) => [...(item.path ? [item.path] : []), ...paths(item.children ?? [])]);

describe('the reimbursement menu', () => {
  it('links the line pages of spec §2 and /dashboard', () => {
    const known = new Set<string>([...Object.values(REIMBURSE_ROUTES), REVIEW_ROUTES.dashboard]);
    for (const path of paths(REIMBURSE_SIDE_MENU)) expect(known.has(path), path).toBe(true);
    expect(paths(REIMBURSE_SIDE_MENU)).toHaveLength(14);
  });

  it('shows Lost in warehouse to super-admin and reimbursement-admin only', () => {
    const lost = (roles: string[]) =>
      paths(visibleMenu(REIMBURSE_SIDE_MENU, roles)).includes(REIMBURSE_ROUTES.lostInWarehouse);
    expect(lost([])).toBe(false);
    expect(lost([ROLES.caseManager])).toBe(false);
    expect(lost([ROLES.reimbursementAdmin])).toBe(true);
    expect(lost([ROLES.superAdmin])).toBe(true);
  });

  it('is the menu of the reimburse module; the review module keeps its own', () => {
    expect(sideMenuOf('reimburse', SIDE_MENU)).toBe(REIMBURSE_SIDE_MENU);
    expect(sideMenuOf('review', SIDE_MENU)).toBe(SIDE_MENU);
  });
});

describe('module and commission helpers', () => {
  it('reads the module from module_config, review by default', () => {
    expect(moduleOfConfig(null)).toBe('review');
    expect(moduleOfConfig({ module: 'reimburse' })).toBe('reimburse');
    expect(moduleOfConfig({ module: 'ppc' })).toBe('review');
  });

  it('rounds the commission to the minor unit', () => {
    expect(commissionOf(1001, 20)).toBe(200);
    expect(commissionOf(1003, 20)).toBe(201);
    expect(commissionOf(0, 20)).toBe(0);
  });
});
