import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { CASE_TEXT_MAX, ZCaseDetail, ZCaseParams } from './common.ts';

// PUT /api/reimburse/cases/:caseId/text: the seller or staff edit the text before it is filed.

export const ZCaseTextBody = z.object({
  case_text: z.string().trim().min(1, 'The case text cannot be empty.').max(CASE_TEXT_MAX),
});

export const caseTextEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reimburse/cases/:caseId/text',
  tags: ['reimburse-cases'],
  summary: 'Edits the text of a case not filed yet',
  params: ZCaseParams,
  body: ZCaseTextBody,
  response: ZEnvelope(ZCaseDetail),
});
