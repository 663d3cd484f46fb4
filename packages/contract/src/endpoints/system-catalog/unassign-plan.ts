import { defineEndpoint } from '../../endpoint.ts';
import { ZCatalogDoneResponse } from './paging.ts';
import { ZPlanAssignmentParams } from './plan-model.ts';

/** DELETE /api/system/plans/:planId/companies/:companyId — takes the plan from the company. */
export const unassignSystemPlanEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/system/plans/:planId/companies/:companyId',
  tags: ['system'],
  summary: 'Take a plan from a company',
  params: ZPlanAssignmentParams,
  response: ZCatalogDoneResponse,
});
