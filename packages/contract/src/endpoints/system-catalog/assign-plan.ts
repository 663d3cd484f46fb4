import { defineEndpoint } from '../../endpoint.ts';
import { ZCatalogDoneResponse } from './paging.ts';
import { ZPlanAssignmentParams } from './plan-model.ts';

/** PUT /api/system/plans/:planId/companies/:companyId — assigns the plan to the company. */
export const assignSystemPlanEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/system/plans/:planId/companies/:companyId',
  tags: ['system'],
  summary: 'Assign a plan to a company',
  params: ZPlanAssignmentParams,
  response: ZCatalogDoneResponse,
});
