import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZCaseAction, ZCaseDetail, ZCaseParams } from './common.ts';

// POST /api/reimburse/cases/:caseId/transition: one state change (CASE_TRANSITIONS says who and from
// where). `file` needs Amazon's case id; `reject` the reason; `answer`/`more-info` take Amazon's text.

export const ZCaseTransitionBody = z.object({
  action: ZCaseAction,
  amazon_case_id: z.string().trim().max(40).optional(),
  /** Amazon's text (answer, more info) or the reason (rejected, closed). */
  note: z.string().trim().max(4000).optional(),
});
export type TCaseTransitionBody = z.input<typeof ZCaseTransitionBody>;

export const caseTransitionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reimburse/cases/:caseId/transition',
  tags: ['reimburse-cases'],
  summary: 'Moves a case to its next state (approve, file, answer, more info, reject, close)',
  params: ZCaseParams,
  body: ZCaseTransitionBody,
  response: ZEnvelope(ZCaseDetail),
});
