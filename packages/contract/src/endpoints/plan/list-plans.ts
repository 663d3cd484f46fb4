import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZPlan } from './model.ts';

export const PLAN_LIST_SCOPES = ['company', 'all'] as const;
/**
 * GET /api/plan/list[?scope] — scope company (default): the caller's company's plans. scope all: every
 * active plan, for plan management (super-admin only).
 */
export const ZPlanListQuery = z.object({ scope: z.enum(PLAN_LIST_SCOPES).default('company') });
export type TPlanListQuery = z.input<typeof ZPlanListQuery>;
export const ZPlanListResponse = ZEnvelope(z.array(ZPlan));
export type TPlanListResponse = z.infer<typeof ZPlanListResponse>;

export const listPlansEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/plan/list',
  tags: ['plan'],
  summary: "The company's plans, or every plan (scope=all, super-admin)",
  query: ZPlanListQuery,
  response: ZPlanListResponse,
});
