import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZCaseDetail, ZCaseParams } from './common.ts';

// GET /api/reimburse/cases/:caseId: one case with its findings, evidence, text, history and the
// reimbursements matched to it. The seller sees their own store's; our staff every enrolled seller's.

export const caseDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/cases/:caseId',
  tags: ['reimburse-cases'],
  summary: 'A case with its findings, evidence, text, history and matched reimbursements',
  params: ZCaseParams,
  response: ZEnvelope(ZCaseDetail),
});
