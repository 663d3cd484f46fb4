import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZTagRule } from './tag-rule-model.ts';

/** GET /api/review/tag-rules — the company's rules. */
export const ZTagRuleListResponse = ZEnvelope(z.array(ZTagRule));

export const listTagRulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/tag-rules',
  tags: ['tags'],
  summary: "The company's tag rules",
  response: ZTagRuleListResponse,
});
