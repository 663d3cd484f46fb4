import { fail, ok, ROLES, ZErrorEnvelope, ZPlanListQuery, ZPlanListResponse } from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../db/client.ts';
import { loadAllPlans, loadCompanyPlans } from '../../lib/company-plans.ts';
import { authOf, hasRole, ROLE_REQUIRED_MESSAGE, requireAuth } from '../../plugins/authenticate.ts';

/**
 * GET /api/plan/list: the caller's company's plans (the list the web keeps to apply the reimburse-plan
 * redirects), or with scope=all every plan, for plan management (super-admin only, spec §6).
 */
export const plansRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  app.get(
    '/api/plan/list',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['plan'],
        summary: "The company's plans, or every plan (scope=all, super-admin)",
        querystring: ZPlanListQuery,
        response: { 200: ZPlanListResponse, 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (request.query.scope === 'all') {
        if (!hasRole(auth, [ROLES.superAdmin])) return reply.code(403).send(fail(ROLE_REQUIRED_MESSAGE));
        return ok(await loadAllPlans(db));
      }
      return ok(await loadCompanyPlans(db, auth.companyId));
    },
  );
};
