import { ROLES } from '@seller-tools/contract';
import { requireAuth, requireRole } from '../../plugins/authenticate.ts';
import { requireStore } from '../../plugins/require-store.ts';

// Who may use the PPC Manager's automation: super-admin or advertising-admin (spec §6), on a store they
// may see. The role answers first (403), then the store's policy.
export const ppcGuard = (from: 'query' | 'body' = 'query') => [
  requireAuth,
  requireRole(ROLES.superAdmin, ROLES.advertisingAdmin),
  requireStore(from),
];
