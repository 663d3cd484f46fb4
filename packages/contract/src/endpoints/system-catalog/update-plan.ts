import { defineEndpoint } from '../../endpoint.ts';
import { ZSystemPlanIdParams, ZSystemPlanRequest, ZSystemPlanResponse } from './plan-model.ts';

/** PUT /api/system/plans/:planId — edits a plan. */
export const updateSystemPlanEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/system/plans/:planId',
  tags: ['system'],
  summary: 'Edit a plan',
  params: ZSystemPlanIdParams,
  body: ZSystemPlanRequest,
  response: ZSystemPlanResponse,
});
