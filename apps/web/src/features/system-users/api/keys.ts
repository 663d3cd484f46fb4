import type { TSystemAuditQuery, TSystemUserListQuery } from '@seller-tools/contract';

export const systemUserKeys = {
  all: ['system', 'users'] as const,
  list: (query: TSystemUserListQuery) => ['system', 'users', 'list', query] as const,
  audit: (query: TSystemAuditQuery) => ['system', 'users', 'audit', query] as const,
  roles: ['system', 'users', 'roles'] as const,
};
