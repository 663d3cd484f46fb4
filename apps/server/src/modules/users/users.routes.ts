import {
  fail,
  ok,
  USER_UPDATE_MESSAGES,
  ZErrorEnvelope,
  ZGetUserResponse,
  ZUpdateUserRequest,
  ZUpdateUserResponse,
} from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import { loadServerUserInfo } from '../../lib/user-info.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { teamRoutes } from './team.routes.ts';
import { createUsersService, type TUsersDeps } from './users.service.ts';

/**
 * GET and PUT /api/user: the caller's own info and settings. They take no id, so nobody can name another.
 * The company admin's team calls (/api/user/list, invitation, permission, delete) live in team.routes.ts.
 */
export const usersRoutes: FastifyPluginAsyncZod<
  TUsersDeps & { mailer: TMailer; config: Pick<TConfig, 'PUBLIC_URL'> }
> = async (app, deps) => {
  const usersService = createUsersService(deps);
  await app.register(teamRoutes, {
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    publicUrl: deps.config.PUBLIC_URL,
  });
  const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope };

  app.get(
    '/api/user',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['user'],
        summary: "The signed-in caller's user info",
        querystring: z.strictObject({}),
        response: { 200: ZGetUserResponse, ...errors },
      },
    },
    async (request) => ({
      error: false as const,
      data: await loadServerUserInfo(deps.db, authOf(request).userId),
    }),
  );

  app.put(
    '/api/user',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['user'],
        summary: "Save the caller's email preferences (and name, image, PPC time zone)",
        body: ZUpdateUserRequest,
        response: { 200: ZUpdateUserResponse, ...errors, 403: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const outcome = await usersService.update(authOf(request), request.body);
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      return ok(outcome.value, USER_UPDATE_MESSAGES.saved);
    },
  );
};
