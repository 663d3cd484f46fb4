import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZCaseDetail, ZCaseParams } from './common.ts';

// POST /api/reimburse/case-manager/cases/:caseId/assign: claim (assignee "me"), assign to a colleague of
// the case team, or release (null). Staff only.

export const ZCaseAssignBody = z.object({ assignee: z.union([z.literal('me'), z.uuid(), z.null()]) });

export const caseAssignEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reimburse/case-manager/cases/:caseId/assign',
  tags: ['reimburse-cases'],
  summary: 'Claims, assigns or releases a case (staff)',
  params: ZCaseParams,
  body: ZCaseAssignBody,
  response: ZEnvelope(ZCaseDetail),
});
