import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoredDocument } from './common.ts';

// An evidence pack: one PDF with each finding's facts and the rows it came from, stored with the store.

export const EVIDENCE_PACK_MAX_FINDINGS = 200;

export const ZEvidencePackBody = z.object({
  channel_id: z.uuid(),
  finding_ids: z.array(z.uuid()).min(1).max(EVIDENCE_PACK_MAX_FINDINGS),
});

export const generateEvidencePackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reimburse/documents/evidence-pack',
  tags: ['reimburse-documents'],
  summary: "Generate and store the evidence pack of a store's findings",
  body: ZEvidencePackBody,
  response: ZEnvelope(ZStoredDocument),
});
