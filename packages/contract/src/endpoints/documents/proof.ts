import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { SKU_MAX } from '../reimburse/settings-common.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { PROOF_MAX_BYTES, ZBase64File, ZStoredDocument } from './common.ts';

// Proof of ownership (issue 19's action-needed list): the SKUs whose findings need a proof (PROOF_KINDS,
// PROOF_MIN_VALUE_MINOR) and have none yet, and the upload that gives one.

export const ZProofNeeded = z.object({
  sku: z.string(),
  fnsku: z.string().nullable(),
  asin: z.string().nullable(),
  title: z.string().nullable(),
  finding_ids: z.array(z.uuid()),
  /** Units across those findings (the one-click invoice's quantity). */
  quantity: z.number().int(),
  value: z.number().int(),
  currency: z.string(),
  /** The nearest claim deadline among them, YYYY-MM-DD. */
  claim_deadline: z.string().nullable(),
  /** Whether Product dimensions has a unit cost for the SKU (needed for a generated invoice). */
  has_unit_cost: z.boolean(),
});
export type TProofNeeded = z.infer<typeof ZProofNeeded>;

export const proofNeededEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/documents/proof-needed',
  tags: ['reimburse-documents'],
  summary: 'The SKUs of a store whose findings need a proof of ownership and have none',
  query: ZStoreQuery,
  response: ZEnvelope(z.object({ items: z.array(ZProofNeeded) })),
});

export const ZProofUploadBody = z.object({
  channel_id: z.uuid(),
  sku: z.string().trim().min(1).max(SKU_MAX),
  file_name: z.string().trim().min(1).max(200),
  content_base64: ZBase64File(PROOF_MAX_BYTES),
});

export const uploadProofEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reimburse/documents/proof',
  tags: ['reimburse-documents'],
  summary: "Upload a proof of ownership (PDF, PNG or JPEG) for a SKU's findings",
  body: ZProofUploadBody,
  response: ZEnvelope(ZStoredDocument),
});
