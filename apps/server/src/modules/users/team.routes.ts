import {
  fail,
  ok,
  TEAM_MESSAGES,
  ZErrorEnvelope,
  ZInvitationRequest,
  ZInvitationResponse,
  ZUserDeleteRequest,
  ZUserDeleteResponse,
  ZUserListQuery,
  ZUserListResponse,
  ZUserPermissionRequest,
  ZUserPermissionResponse,
} from '@seller-tools/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAdminAction } from '../../lib/admin-audit.ts';
import { actorOf, authOf, requireAuth } from '../../plugins/authenticate.ts';
import { createTeamService, type TAudit, type TTeamDeps, type TTeamOutcome } from './team.service.ts';

const ERRORS = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  409: ZErrorEnvelope,
} as const;
const tags = ['team'];

// The company's team: company admins only, and only their own company's users. The service checks both
// on every call against the database, so a demoted admin or a moved member takes effect at once.
export const teamRoutes: FastifyPluginAsyncZod<TTeamDeps> = async (app, deps) => {
  const team = createTeamService(deps);
  const auditOf =
    (request: FastifyRequest): TAudit =>
    (tx, entry) =>
      recordAdminAction(tx, actorOf(request), entry);

  function answer<T>(reply: FastifyReply, outcome: TTeamOutcome<T>, message?: string) {
    if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
    return ok(outcome.value, message);
  }

  app.get(
    '/api/user/list',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "The company's members and stores (company admins)",
        querystring: ZUserListQuery,
        response: { 200: ZUserListResponse, ...ERRORS },
      },
    },
    async (request, reply) => answer(reply, await team.list(authOf(request), request.query)),
  );

  app.post(
    '/api/user/invitation',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Invite a member: an account with a mailed temporary password',
        body: ZInvitationRequest,
        response: { 200: ZInvitationResponse, ...ERRORS },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await team.invite(authOf(request), request.body.invitation, auditOf(request)),
        TEAM_MESSAGES.invited,
      ),
  );

  app.put(
    '/api/user/permission',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "Set a member's stores and permissions",
        body: ZUserPermissionRequest,
        response: { 200: ZUserPermissionResponse, ...ERRORS },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await team.setPermission(authOf(request), request.body, auditOf(request)),
        TEAM_MESSAGES.permissionSaved,
      ),
  );

  app.put(
    '/api/user/delete',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Remove a member and end their sessions',
        body: ZUserDeleteRequest,
        response: { 200: ZUserDeleteResponse, ...ERRORS },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await team.remove(authOf(request), request.body.user_email, auditOf(request)),
        TEAM_MESSAGES.removed,
      ),
  );

  app.put(
    '/api/user/delete/restore',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Restore a removed member',
        body: ZUserDeleteRequest,
        response: { 200: ZUserDeleteResponse, ...ERRORS },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await team.restore(authOf(request), request.body.user_email, auditOf(request)),
        TEAM_MESSAGES.restored,
      ),
  );
};
