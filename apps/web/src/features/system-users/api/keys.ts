import type { TSystemAuditQuery, TSystemUserListQuery } from '@seller-tools/contract';

export const systemUserKeys = {
  all: ['system', 'users'] as const,
  list: (query: TSystemUserListQuery) => [...systemUserKeys.all, 'list', query] as const,
  audit: (query: TSystemAuditQuery) => [...systemUserKeys.all, 'audit', query] as const,
  roles: () => [...systemUserKeys.all, 'roles'] as const,
};
