import { FINDING_EXPORT_COLUMNS, type TFinding } from '@seller-tools/contract';
import { type SQL, sql } from 'drizzle-orm';
import { reimburseFindings } from '../../db/schema/index.ts';
import type { TCell } from '../../lib/export/xlsx.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

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

/** Minor units as a decimal amount for a spreadsheet (2 decimals; JPY-like currencies are rare here). */
export function major(minor: number | null): number | null {
  return minor === null ? null : minor / 100;
}

/** One export row, in FINDING_EXPORT_COLUMNS order. */
export function findingCells(f: TFinding): TCell[] {
  const cells: TCell[] = [
    f.finding_id,
    f.kind,
    f.status,
    f.action_needed,
    f.sku,
    f.fnsku,
    f.asin,
    f.shipment_id,
    f.amazon_order_id,
    f.reference_id,
    f.quantity,
    major(f.estimated_value),
    f.currency,
    f.valuation,
    new Date(f.occurred_at),
    f.claim_deadline ? new Date(`${f.claim_deadline}T00:00:00Z`) : null,
    major(f.reimbursed_amount),
    f.reimbursement_ids.join(' '),
  ];
  if (cells.length !== FINDING_EXPORT_COLUMNS.length) throw new Error('export columns out of step');
  return cells;
}
