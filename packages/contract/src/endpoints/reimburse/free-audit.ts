import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { ZFindingKind, ZMoneyMinor } from './common.ts';

// GET /api/reimburse/free-audit?channel_id: what the audit found in a store, for anyone who may see the
// store, plan or not (the signup pages' free audit). Totals, kinds and the nearest deadlines only: no SKU,
// order, shipment or evidence leaves the server before the company enrols.

const ZTally = z.object({ count: z.number().int(), value: ZMoneyMinor });

export const ZFreeAudit = z.object({
  currency: z.string(),
  /** Claimable now or once the seller acts. */
  potential: ZTally,
  expiring_soon: ZTally,
  expired: ZTally,
  /** Already paid by Amazon on its own. */
  recovered: ZTally,
  by_kind: z.array(z.object({ kind: ZFindingKind, count: z.number().int(), value: ZMoneyMinor })),
  /** The claimable findings with the nearest deadlines (at most 5): kind, deadline and value only. */
  nearest_deadlines: z.array(
    z.object({ kind: ZFindingKind, claim_deadline: z.string(), estimated_value: ZMoneyMinor }),
  ),
  last_audit_at: z.string().nullable(),
  /** Whether the company already has the reimburse plan. */
  enrolled: z.boolean(),
});
export type TFreeAudit = z.infer<typeof ZFreeAudit>;

export const FREE_AUDIT_DEADLINES = 5;

export const freeAuditEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/free-audit',
  tags: ['reimburse'],
  summary: 'The free audit: totals, kinds and nearest deadlines, without the details',
  query: ZStoreQuery,
  response: ZEnvelope(ZFreeAudit),
});
