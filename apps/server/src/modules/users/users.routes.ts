import { getUserEndpoint, ok, USER_UPDATE_MESSAGES, updateUserEndpoint } from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TConfig } from '../../config.ts';
import { auditedUserInfo, auditOf } from '../../lib/audit-mode.ts';
import type { TStepUp } from '../../lib/auth.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { teamRoutes } from './team.routes.ts';
import { createUsersService, type TUsersDeps } from './users.service.ts';

/**
 * GET and PUT /api/user: the caller's own info and settings. They take no id, so nobody can name another.
 * The company admin's team calls (/api/user/list, invitation, permission, delete) live in team.routes.ts.
 */
export const usersRoutes: FastifyPluginAsync<
  TUsersDeps & { mailer: TMailer; config: Pick<TConfig, 'PUBLIC_URL'>; stepUp: TStepUp }
> = async (app, deps) => {
  const usersService = createUsersService(deps);
  await app.register(teamRoutes, {
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    publicUrl: deps.config.PUBLIC_URL,
    stepUp: deps.stepUp,
  });

  registerEndpoint(app, getUserEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => {
      const info = await usersService.me(authOf(request));
      // While auditing, the info is the audited company's (spec §3 isAuditing).
      const audit = auditOf(request);
      return ok(audit ? await auditedUserInfo(deps.db, info, audit) : info);
    },
  });

  registerEndpoint(app, updateUserEndpoint, {
    preHandler: requireAuth,
    handler: async (request) =>
      answer(await usersService.update(authOf(request), request.body), USER_UPDATE_MESSAGES.saved),
  });
};
