import type { TFinding } from '@seller-tools/contract';
import { type SQL, sql } from 'drizzle-orm';
import { reimburseFindings } from '../db/schema/index.ts';
import { containsPattern } from './like-pattern.ts';

// A reimbursement finding as the reimburse module and the reimbursement line (lists, lost units, exports)
// show it, so both read a findings row the same way.

type TFindingRow = typeof reimburseFindings.$inferSelect;

function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** A findings row as the API shows it. */
export function toFinding(row: TFindingRow): TFinding {
  return {
    finding_id: row.id,
    channel_id: row.channelId,
    kind: row.kind as TFinding['kind'],
    status: row.status as TFinding['status'],
    action_needed: (row.actionNeeded as TFinding['action_needed']) ?? null,
    fnsku: row.fnsku,
    sku: row.sku,
    asin: row.asin,
    shipment_id: row.shipmentId,
    amazon_order_id: row.amazonOrderId,
    reference_id: row.referenceId,
    quantity: row.quantity,
    unit_value: row.unitValueMinor,
    estimated_value: row.estimatedValueMinor,
    currency: row.currency,
    valuation: row.valuation,
    occurred_at: iso(row.occurredAt),
    claim_deadline: row.claimDeadline,
    evidence: (row.evidence ?? {}) as Record<string, unknown>,
    reimbursed_amount: row.reimbursedAmountMinor,
    reimbursement_ids: row.reimbursementIds ?? [],
    first_found_at: iso(row.firstFoundAt),
  };
}

/** Text search over the ids a seller or our staff type (SKU, FNSKU, ASIN, shipment, order, reference). */
export function findingTextMatch(q: string): SQL {
  const pattern = containsPattern(q);
  const f = reimburseFindings;
  return sql`(${f.sku} ilike ${pattern} or ${f.fnsku} ilike ${pattern} or ${f.asin} ilike ${pattern} or ${f.shipmentId} ilike ${pattern} or ${f.amazonOrderId} ilike ${pattern} or ${f.referenceId} ilike ${pattern})`;
}
