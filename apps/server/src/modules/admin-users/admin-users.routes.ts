import {
  ALL_ROLES,
  fail,
  ok,
  ROLES,
  SYSTEM_AUDIT_PATH,
  SYSTEM_ROLES_PATH,
  SYSTEM_USER_MESSAGES,
  SYSTEM_USERS_PATH,
  systemUserDeleteActionOf,
  ZErrorEnvelope,
  ZSystemAuditQuery,
  ZSystemAuditResponse,
  ZSystemRoleChangeRequest,
  ZSystemRoleChangeResponse,
  ZSystemRolesResponse,
  ZSystemUserDeleteRequest,
  ZSystemUserDeleteResponse,
  ZSystemUserIdParams,
  ZSystemUserListQuery,
  ZSystemUserListResponse,
} from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireExactRole } from '../../plugins/authenticate.ts';
import { countRoleHolders, listSystemUsers } from './admin-users.repo.ts';
import { createAdminUsersService, type TAdminUsersDeps } from './admin-users.service.ts';
import { listAdminActions } from './audit.repo.ts';

// Spec §6: user monitoring and role management are super-admin pages; nobody else may call these.
const superAdminOnly = requireExactRole(ROLES.superAdmin);
const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope };
const changeErrors = { ...errors, 404: ZErrorEnvelope, 409: ZErrorEnvelope };

/** System administration of users: monitoring, delete/restore, the audit trail, and roles. */
export const adminUsersRoutes: FastifyPluginAsyncZod<TAdminUsersDeps> = async (app, deps) => {
  const service = createAdminUsersService(deps);

  app.get(
    SYSTEM_USERS_PATH,
    {
      preHandler: superAdminOnly,
      schema: {
        tags: ['system'],
        summary: 'Every user across companies, paginated and searchable (super-admin)',
        querystring: ZSystemUserListQuery,
        response: { 200: ZSystemUserListResponse, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await listSystemUsers(deps.db, request.query);
      return ok({ items, total, page: request.query.page });
    },
  );

  app.put(
    '/api/user/delete/:id',
    {
      preHandler: superAdminOnly,
      schema: {
        tags: ['system'],
        summary: 'Delete (signing the user out everywhere) or restore any user (super-admin)',
        params: ZSystemUserIdParams,
        body: ZSystemUserDeleteRequest.optional(),
        response: { 200: ZSystemUserDeleteResponse, ...changeErrors },
      },
    },
    async (request, reply) => {
      const action = systemUserDeleteActionOf(request.body);
      const outcome = await service.setDeleted(request, request.params.id, action);
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      return ok(
        outcome.value,
        action === 'delete' ? SYSTEM_USER_MESSAGES.deleted : SYSTEM_USER_MESSAGES.restored,
      );
    },
  );

  app.get(
    SYSTEM_AUDIT_PATH,
    {
      preHandler: superAdminOnly,
      schema: {
        tags: ['system'],
        summary: 'The admin actions of the audit trail, newest first (super-admin)',
        querystring: ZSystemAuditQuery,
        response: { 200: ZSystemAuditResponse, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await listAdminActions(deps.db, request.query);
      return ok({ items, total, page: request.query.page });
    },
  );

  app.get(
    SYSTEM_ROLES_PATH,
    {
      preHandler: superAdminOnly,
      schema: {
        tags: ['system'],
        summary: 'The roles of spec §6 and how many live users hold each (super-admin)',
        response: { 200: ZSystemRolesResponse, ...errors },
      },
    },
    async () => {
      const holders = await countRoleHolders(deps.db);
      return ok(ALL_ROLES.map((role) => ({ role, holder_count: holders.get(role) ?? 0 })));
    },
  );

  app.put(
    `${SYSTEM_USERS_PATH}/:id/roles`,
    {
      preHandler: superAdminOnly,
      schema: {
        tags: ['system'],
        summary: "Grant or revoke one of a user's roles; it applies from their next request (super-admin)",
        params: ZSystemUserIdParams,
        body: ZSystemRoleChangeRequest,
        response: { 200: ZSystemRoleChangeResponse, ...changeErrors },
      },
    },
    async (request, reply) => {
      const outcome = await service.changeRole(request, request.params.id, request.body);
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      const granted = request.body.action === 'grant';
      return ok(outcome.value, granted ? SYSTEM_USER_MESSAGES.granted : SYSTEM_USER_MESSAGES.revoked);
    },
  );
};
