import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';

/** POST /api/review/tag-rules/apply — runs the active rules over every existing review of the company. */
export const ZApplyRulesResponse = ZEnvelope(z.object({ tagged: z.number() }));

export const applyTagRulesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/review/tag-rules/apply',
  tags: ['tags'],
  summary: "Apply the active rules to every existing review of the caller's stores",
  response: ZApplyRulesResponse,
});
