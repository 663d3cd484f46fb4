import {
  findUsersEndpoint,
  ok,
  STAFF_AUDIT_MESSAGES,
  STAFF_AUDIT_ROLES,
  startAuditEndpoint,
  stopAuditEndpoint,
  userChannelsEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import { auditOf } from '../../lib/audit-mode.ts';
import { actorOf, requireAuth, requireRole } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { createStaffAuditService, type TStaffAuditDeps } from './staff-audit.service.ts';

// Spec §7's two staff calls (GET /api/user/find, GET /api/user/channel) and audit mode's start and stop
// (issue 20): super-admin, case-manager and reimbursement-admin only; anyone else gets the 403 envelope.
export const staffAuditRoutes: FastifyPluginAsync<TStaffAuditDeps> = async (app, deps) => {
  const service = createStaffAuditService(deps);
  const staffOnly = requireRole(...STAFF_AUDIT_ROLES);

  registerEndpoint(app, findUsersEndpoint, {
    preHandler: staffOnly,
    handler: async (request) => ok(await service.find(request.query.userName)),
  });

  registerEndpoint(app, userChannelsEndpoint, {
    preHandler: staffOnly,
    handler: async (request) => answer(await service.channelsOf(request.query.userId)),
  });

  registerEndpoint(app, startAuditEndpoint, {
    preHandler: staffOnly,
    handler: async (request) =>
      answer(
        await service.start(actorOf(request), auditOf(request), request.body),
        STAFF_AUDIT_MESSAGES.started,
      ),
  });

  registerEndpoint(app, stopAuditEndpoint, {
    preHandler: requireAuth,
    handler: async (request) =>
      answer(await service.stop(actorOf(request), auditOf(request)), STAFF_AUDIT_MESSAGES.stopped),
  });
};
