import { defineEndpoint } from '../../endpoint.ts';
import { ZTagRuleInput, ZTagRuleParams, ZTagRuleResponse } from './tag-rule-model.ts';

/** POST /api/review/tag-rules */
export const createTagRuleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/review/tag-rules',
  tags: ['tags'],
  summary: 'Create a tag rule (applied to new reviews from now on)',
  body: ZTagRuleInput,
  response: ZTagRuleResponse,
});

/** PUT /api/review/tag-rules/:ruleId */
export const updateTagRuleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/review/tag-rules/:ruleId',
  tags: ['tags'],
  summary: 'Change a tag rule',
  params: ZTagRuleParams,
  body: ZTagRuleInput,
  response: ZTagRuleResponse,
});
