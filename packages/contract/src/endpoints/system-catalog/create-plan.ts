import { defineEndpoint } from '../../endpoint.ts';
import { ZSystemPlanRequest, ZSystemPlanResponse } from './plan-model.ts';

/** POST /api/system/plans — creates a plan. */
export const createSystemPlanEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/system/plans',
  tags: ['system'],
  summary: 'Create a plan',
  body: ZSystemPlanRequest,
  response: ZSystemPlanResponse,
});
