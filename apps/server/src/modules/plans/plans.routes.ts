import { listPlansEndpoint } from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { createPlansService, type TPlansDeps } from './plans.service.ts';

/**
 * GET /api/plan/list: the caller's company's plans (the list the web keeps to apply the reimburse-plan
 * redirects), or with scope=all every plan, for plan management (super-admin only, spec §6).
 */
export const plansRoutes: FastifyPluginAsync<TPlansDeps> = async (app, deps) => {
  const plans = createPlansService(deps);

  registerEndpoint(app, listPlansEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => answer(await plans.list(authOf(request), request.query.scope)),
  });
};
