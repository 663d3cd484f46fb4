import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';

// POST /api/reimburse/case-manager/cases/file: records several filed cases at once (each with Amazon's
// case id). Each case is filed or refused on its own; the answer says which.

export const ZCaseBulkFileBody = z.object({
  items: z
    .array(z.object({ case_id: z.uuid(), amazon_case_id: z.string().trim().max(40) }))
    .min(1, 'Choose at least one case.')
    .max(100),
});
export type TCaseBulkFileBody = z.input<typeof ZCaseBulkFileBody>;

export const ZCaseBulkFileResult = z.object({
  filed: z.array(z.uuid()),
  refused: z.array(z.object({ case_id: z.uuid(), message: z.string() })),
});
export type TCaseBulkFileResult = z.infer<typeof ZCaseBulkFileResult>;

export const caseBulkFileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reimburse/case-manager/cases/file',
  tags: ['reimburse-cases'],
  summary: 'Records several cases as filed, each with its Amazon case id (staff)',
  body: ZCaseBulkFileBody,
  response: ZEnvelope(ZCaseBulkFileResult),
});
