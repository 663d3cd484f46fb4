import type { TSystemAuditEntry, TSystemUser } from '@seller-tools/contract';

// Users and audit rows as the system endpoints return them, for this feature's page tests.

export function systemUser(overrides: Partial<TSystemUser> = {}): TSystemUser {
  return {
    user_id: '0b9c3c1e-4a51-4d6f-9a43-0f3e8c1d2b01',
    name: 'Maria Lopez',
    email: 'maria@harbor.test',
    company_id: 'c-1',
    company_name: 'Harbor Goods',
    is_company_admin: true,
    signup_step: 'done',
    last_login_at: '2026-11-20T09:30:00.000Z',
    created_at: '2026-10-01T09:30:00.000Z',
    deleted_at: null,
    roles: [],
    store_count: 2,
    marketplace_ids: ['ATVPDKIKX0DER', 'A2EUQ1WTGCTBG2'],
    marketplace_names: ['United States', 'Canada'],
    plan_names: ['review', 'reimburse'],
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<TSystemAuditEntry> = {}): TSystemAuditEntry {
  return {
    id: 1,
    at: '2026-11-21T10:00:00.000Z',
    action: 'user.delete',
    actor_id: 'a-1',
    actor_name: 'Root Admin',
    actor_email: 'root@system.test',
    login_email: 'root@system.test',
    target: '0b9c3c1e-4a51-4d6f-9a43-0f3e8c1d2b01',
    target_name: 'Maria Lopez',
    target_email: 'maria@harbor.test',
    target_label: 'maria@harbor.test',
    detail: { email: 'maria@harbor.test' },
    ...overrides,
  };
}

export const page = <T>(items: T[], total = items.length, pageNo = 1) => ({
  error: false,
  data: { items, total, page: pageNo },
});
