import {
  fail,
  ok,
  ROLES,
  ZAffiliateCodeRequest,
  ZAffiliateDetailQuery,
  ZAffiliateDetailResponse,
  ZAffiliateListQuery,
  ZAffiliateListResponse,
  ZAffiliateParams,
  ZAffiliateResponse,
  ZCatalogDoneResponse,
  ZErrorEnvelope,
  ZPlanAssignmentParams,
  ZSystemCodeActiveRequest,
  ZSystemCodeIdParams,
  ZSystemCodeListQuery,
  ZSystemCodeListResponse,
  ZSystemCodeRequest,
  ZSystemCodeResponse,
  ZSystemCompanyListQuery,
  ZSystemCompanyListResponse,
  ZSystemPlanIdParams,
  ZSystemPlanListQuery,
  ZSystemPlanListResponse,
  ZSystemPlanRequest,
  ZSystemPlanResponse,
} from '@seller-tools/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { authOf, requireRole } from '../../plugins/authenticate.ts';
import { createCatalogAffiliatesService } from './affiliates.service.ts';
import type { TCatalogOutcome } from './catalog-common.ts';
import { createCatalogCodesService } from './codes.service.ts';
import { createCatalogPlansService } from './plans.service.ts';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
};

async function answer<T>(reply: FastifyReply, outcome: TCatalogOutcome<T>) {
  if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
  return ok(outcome.value);
}

/**
 * System catalog (spec §6): general codes and plans for super-admins; affiliates for super-admins and
 * affiliate agents, an agent limited to their own row and detail. Every change lands in the audit trail.
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{ db: TDb; clock: TClock }> = async (
  app,
  { db, clock },
) => {
  const codes = createCatalogCodesService({ db, clock });
  const plans = createCatalogPlansService({ db });
  const affiliates = createCatalogAffiliatesService({ db, clock });
  const superAdmin = requireRole(ROLES.superAdmin);
  const affiliateRoles = requireRole(ROLES.superAdmin, ROLES.affiliateAgent);

  // General code.
  app.get(
    '/api/system/codes',
    {
      preHandler: superAdmin,
      schema: {
        tags: ['system'],
        summary: 'Code list rows, active or not, by class and search',
        querystring: ZSystemCodeListQuery,
        response: { 200: ZSystemCodeListResponse, ...errors },
      },
    },
    async (request) => ok(await codes.list(request.query)),
  );
  app.post(
    '/api/system/codes',
    {
      preHandler: superAdmin,
      schema: {
        tags: ['system'],
        summary: 'Add a code list row',
        body: ZSystemCodeRequest,
        response: { 200: ZSystemCodeResponse, ...errors },
      },
    },
    async (request, reply) => answer(reply, await codes.create(request, request.body)),
  );
  app.put(
    '/api/system/codes/:id',
    {
      preHandler: superAdmin,
      schema: {
        tags: ['system'],
        summary: 'Edit a code list row',
        params: ZSystemCodeIdParams,
        body: ZSystemCodeRequest,
        response: { 200: ZSystemCodeResponse, ...errors },
      },
    },
    async (request, reply) => answer(reply, await codes.update(request, request.params.id, request.body)),
  );
  app.put(
    '/api/system/codes/:id/active',
    {
      preHandler: superAdmin,
      schema: {
        tags: ['system'],
        summary: 'Deactivate or reactivate a code list row',
        params: ZSystemCodeIdParams,
        body: ZSystemCodeActiveRequest,
        response: { 200: ZSystemCodeResponse, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await codes.setActive(request, request.params.id, request.body.is_active)),
  );

  // Plan management.
  app.get(
    '/api/system/plans',
    {
      preHandler: superAdmin,
      schema: {
        tags: ['system'],
        summary: 'Every plan, with how many companies it is assigned to',
        querystring: ZSystemPlanListQuery,
        response: { 200: ZSystemPlanListResponse, ...errors },
      },
    },
    async (request) => ok(await plans.list(request.query)),
  );
  app.post(
    '/api/system/plans',
    {
      preHandler: superAdmin,
      schema: {
        tags: ['system'],
        summary: 'Create a plan',
        body: ZSystemPlanRequest,
        response: { 200: ZSystemPlanResponse, ...errors },
      },
    },
    async (request, reply) => answer(reply, await plans.save(request, null, request.body)),
  );
  app.put(
    '/api/system/plans/:planId',
    {
      preHandler: superAdmin,
      schema: {
        tags: ['system'],
        summary: 'Edit a plan',
        params: ZSystemPlanIdParams,
        body: ZSystemPlanRequest,
        response: { 200: ZSystemPlanResponse, ...errors },
      },
    },
    async (request, reply) => answer(reply, await plans.save(request, request.params.planId, request.body)),
  );
  app.get(
    '/api/system/companies',
    {
      preHandler: superAdmin,
      schema: {
        tags: ['system'],
        summary: 'Companies with their assigned plans, by name or user email',
        querystring: ZSystemCompanyListQuery,
        response: { 200: ZSystemCompanyListResponse, ...errors },
      },
    },
    async (request) => ok(await plans.companies(request.query)),
  );
  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/system/plans/:planId/companies/:companyId',
      preHandler: superAdmin,
      schema: {
        tags: ['system'],
        summary: method === 'PUT' ? 'Assign a plan to a company' : 'Take a plan from a company',
        params: ZPlanAssignmentParams,
        response: { 200: ZCatalogDoneResponse, ...errors },
      },
      handler: async (request, reply) =>
        answer(
          reply,
          await plans.assign(request, request.params.planId, request.params.companyId, method === 'PUT'),
        ),
    });
  }

  // Affiliates.
  app.get(
    '/api/system/affiliates',
    {
      preHandler: affiliateRoles,
      schema: {
        tags: ['system'],
        summary: 'Affiliate agents with referral counts (an agent: only their own)',
        querystring: ZAffiliateListQuery,
        response: { 200: ZAffiliateListResponse, ...errors },
      },
    },
    async (request) => ok(await affiliates.list(authOf(request), request.query)),
  );
  app.get(
    '/api/system/affiliates/:affiliate',
    {
      preHandler: affiliateRoles,
      schema: {
        tags: ['system'],
        summary: "An agent's referred companies (an agent: only their own)",
        params: ZAffiliateParams,
        querystring: ZAffiliateDetailQuery,
        response: { 200: ZAffiliateDetailResponse, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await affiliates.detail(authOf(request), request.params.affiliate, request.query)),
  );
  app.put(
    '/api/system/affiliates/:affiliate/code',
    {
      preHandler: superAdmin,
      schema: {
        tags: ['system'],
        summary: "Set an agent's affiliate code",
        params: ZAffiliateParams,
        body: ZAffiliateCodeRequest,
        response: { 200: ZAffiliateResponse, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await affiliates.setCode(request, request.params.affiliate, request.body.affiliate_code)),
  );
};
