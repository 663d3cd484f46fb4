import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { STAFF_AUDIT_MESSAGES, ZAuditState } from './common.ts';

/**
 * POST /api/user/audit: the caller's session opens the company's reimbursement line read-only (audit
 * mode) on the given store, if any. Every write is refused until DELETE /api/user/audit.
 */
export const ZStartAuditBody = z.object({
  company_id: z.uuid({ message: STAFF_AUDIT_MESSAGES.companyNotFound }),
  seller_id: z.string().trim().min(1).max(100).optional(),
  market_id: z.string().trim().min(1).max(100).optional(),
});
export type TStartAuditBody = z.input<typeof ZStartAuditBody>;

export const ZStartAuditResponse = ZEnvelope(ZAuditState);

export const startAuditEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/user/audit',
  tags: ['staff'],
  summary: "Opens a seller's reimbursement line read-only in audit mode (staff only)",
  body: ZStartAuditBody,
  response: ZStartAuditResponse,
});
