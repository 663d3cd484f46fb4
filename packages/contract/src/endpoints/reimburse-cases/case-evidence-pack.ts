import { defineEndpoint } from '../../endpoint.ts';
import { ZCaseParams } from './common.ts';

// POST /api/reimburse/cases/:caseId/evidence-pack: the evidence pack PDF of the case's findings (the
// document generator's renderEvidencePack), stored with the store's documents and answered as the file.
// Whoever may see the case may have it: the seller of its store, our case staff for every enrolled seller.

export const caseEvidencePackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reimburse/cases/:caseId/evidence-pack',
  tags: ['reimburse-cases'],
  summary: "The evidence pack PDF of a case's findings, stored with the store's documents",
  params: ZCaseParams,
  produces: 'application/pdf (attachment)',
});
