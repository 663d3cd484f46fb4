import {
  ALL_ROLES,
  changeSystemUserRoleEndpoint,
  listSystemUsersEndpoint,
  ok,
  ROLES,
  SYSTEM_USER_MESSAGES,
  setSystemUserDeletedEndpoint,
  systemAuditEndpoint,
  systemRolesEndpoint,
  systemUserDeleteActionOf,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TStepUp } from '../../lib/auth.ts';
import { unwrap } from '../../lib/outcome.ts';
import { actorOf, requireExactRole } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { countRoleHolders, listSystemUsers } from './admin-users.repo.ts';
import { createAdminUsersService, type TAdminUsersDeps } from './admin-users.service.ts';
import { listAdminActions } from './audit.repo.ts';

// Spec §6: user monitoring and role management are super-admin pages; nobody else may call these.
const preHandler = requireExactRole(ROLES.superAdmin);

/** System administration of users: monitoring, delete/restore, the audit trail, and roles. */
export const adminUsersRoutes: FastifyPluginAsync<TAdminUsersDeps & { stepUp: TStepUp }> = async (
  app,
  deps,
) => {
  const service = createAdminUsersService(deps);

  registerEndpoint(app, listSystemUsersEndpoint, {
    preHandler,
    handler: async (request) => {
      const { items, total } = await listSystemUsers(deps.db, request.query);
      return ok({ items, total, page: request.query.page });
    },
  });

  registerEndpoint(app, setSystemUserDeletedEndpoint, {
    preHandler,
    handler: async (request) => {
      const action = systemUserDeleteActionOf(request.body);
      // Step-up (issue 17): deleting a user takes a fresh code from the caller's authenticator app.
      if (action === 'delete') unwrap(await deps.stepUp(actorOf(request), request.body?.mfa_code));
      return answer(
        await service.setDeleted(actorOf(request), request.params.id, action),
        action === 'delete' ? SYSTEM_USER_MESSAGES.deleted : SYSTEM_USER_MESSAGES.restored,
      );
    },
  });

  registerEndpoint(app, systemAuditEndpoint, {
    preHandler,
    handler: async (request) => {
      const { items, total } = await listAdminActions(deps.db, request.query);
      return ok({ items, total, page: request.query.page });
    },
  });

  registerEndpoint(app, systemRolesEndpoint, {
    preHandler,
    handler: async () => {
      const holders = await countRoleHolders(deps.db);
      return ok(ALL_ROLES.map((role) => ({ role, holder_count: holders.get(role) ?? 0 })));
    },
  });

  registerEndpoint(app, changeSystemUserRoleEndpoint, {
    preHandler,
    handler: async (request) => {
      const granted = request.body.action === 'grant';
      // Step-up (issue 17): granting a role takes a fresh code from the caller's authenticator app.
      if (granted) unwrap(await deps.stepUp(actorOf(request), request.body.mfa_code));
      return answer(
        await service.changeRole(actorOf(request), request.params.id, request.body),
        granted ? SYSTEM_USER_MESSAGES.granted : SYSTEM_USER_MESSAGES.revoked,
      );
    },
  });
};
