import { ROLES } from '@seller-tools/contract';
import { requireAuth, requireRole } from '../../../plugins/authenticate.ts';
import { requireStore } from '../../../plugins/require-store.ts';

// The preHandlers of every PPC Manager endpoint (a *.routes.ts file, as it wires plugins): super-admin or
// advertising-admin (spec §6), on a store they may see; the role answers first (403).
export const ppcGuard = (from: 'query' | 'body') => [
  requireAuth,
  requireRole(ROLES.superAdmin, ROLES.advertisingAdmin),
  requireStore(from),
];
