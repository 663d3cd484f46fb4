import { defineEndpoint } from '../../endpoint.ts';
import { ZDeletedResponse } from './tag-model.ts';
import { ZTagRuleParams } from './tag-rule-model.ts';

/** DELETE /api/review/tag-rules/:ruleId — the tags it added stay. */
export const deleteTagRuleEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/review/tag-rules/:ruleId',
  tags: ['tags'],
  summary: 'Delete a tag rule (the tags it added stay)',
  params: ZTagRuleParams,
  response: ZDeletedResponse,
});
