import { FINDING_EXPORT_COLUMNS, type TFinding } from '@seller-tools/contract';
import type { TCell } from '../../lib/export/xlsx.ts';

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
