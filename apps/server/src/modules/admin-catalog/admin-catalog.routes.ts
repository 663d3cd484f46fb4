import {
  affiliateDetailEndpoint,
  assignSystemPlanEndpoint,
  createSystemCodeEndpoint,
  createSystemPlanEndpoint,
  listAffiliatesEndpoint,
  listSystemCodesEndpoint,
  listSystemCompaniesEndpoint,
  listSystemPlansEndpoint,
  ok,
  ROLES,
  setAffiliateCodeEndpoint,
  setSystemCodeActiveEndpoint,
  unassignSystemPlanEndpoint,
  updateSystemCodeEndpoint,
  updateSystemPlanEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { actorOf, authOf, requireRole } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { createCatalogAffiliatesService } from './affiliates.service.ts';
import { createCatalogCodesService } from './codes.service.ts';
import { createCatalogPlansService } from './plans.service.ts';

/**
 * System catalog (spec §6): general codes and plans for super-admins; affiliates for super-admins and
 * affiliate agents, an agent limited to their own row and detail. Every change lands in the audit trail.
 */
export const adminCatalogRoutes: FastifyPluginAsync<{ db: TDb; clock: TClock }> = async (
  app,
  { db, clock },
) => {
  const codes = createCatalogCodesService({ db, clock });
  const plans = createCatalogPlansService({ db });
  const affiliates = createCatalogAffiliatesService({ db, clock });
  const superAdmin = requireRole(ROLES.superAdmin);
  const affiliateRoles = requireRole(ROLES.superAdmin, ROLES.affiliateAgent);

  // General code.
  registerEndpoint(app, listSystemCodesEndpoint, {
    preHandler: superAdmin,
    handler: async (request) => ok(await codes.list(request.query)),
  });
  registerEndpoint(app, createSystemCodeEndpoint, {
    preHandler: superAdmin,
    handler: async (request) => answer(await codes.create(actorOf(request), request.body)),
  });
  registerEndpoint(app, updateSystemCodeEndpoint, {
    preHandler: superAdmin,
    handler: async (request) => answer(await codes.update(actorOf(request), request.params.id, request.body)),
  });
  registerEndpoint(app, setSystemCodeActiveEndpoint, {
    preHandler: superAdmin,
    handler: async (request) =>
      answer(await codes.setActive(actorOf(request), request.params.id, request.body.is_active)),
  });

  // Plan management.
  registerEndpoint(app, listSystemPlansEndpoint, {
    preHandler: superAdmin,
    handler: async (request) => ok(await plans.list(request.query)),
  });
  registerEndpoint(app, createSystemPlanEndpoint, {
    preHandler: superAdmin,
    handler: async (request) => answer(await plans.save(actorOf(request), null, request.body)),
  });
  registerEndpoint(app, updateSystemPlanEndpoint, {
    preHandler: superAdmin,
    handler: async (request) =>
      answer(await plans.save(actorOf(request), request.params.planId, request.body)),
  });
  registerEndpoint(app, listSystemCompaniesEndpoint, {
    preHandler: superAdmin,
    handler: async (request) => ok(await plans.companies(request.query)),
  });
  // Assigning and taking a plan share a path and a handler; the method says which.
  for (const [endpoint, assigned] of [
    [assignSystemPlanEndpoint, true],
    [unassignSystemPlanEndpoint, false],
  ] as const) {
    registerEndpoint(app, endpoint, {
      preHandler: superAdmin,
      handler: async (request) => {
        const { planId, companyId } = request.params;
        return answer(await plans.assign(actorOf(request), planId, companyId, assigned));
      },
    });
  }

  // Affiliates.
  registerEndpoint(app, listAffiliatesEndpoint, {
    preHandler: affiliateRoles,
    handler: async (request) => ok(await affiliates.list(authOf(request), request.query)),
  });
  registerEndpoint(app, affiliateDetailEndpoint, {
    preHandler: affiliateRoles,
    handler: async (request) =>
      answer(await affiliates.detail(authOf(request), request.params.affiliate, request.query)),
  });
  registerEndpoint(app, setAffiliateCodeEndpoint, {
    preHandler: superAdmin,
    handler: async (request) =>
      answer(
        await affiliates.setCode(actorOf(request), request.params.affiliate, request.body.affiliate_code),
      ),
  });
};
