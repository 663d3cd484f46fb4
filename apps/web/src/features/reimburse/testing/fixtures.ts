import type { TFinding, TFindingsSummary, TFreeAudit } from '@seller-tools/contract';
import { CHANNEL_ID } from '../../../test/render-in-shell';

let next = 0;

/** A finding as GET /api/reimburse/findings returns it; tests override what they need. */
export function finding(overrides: Partial<TFinding> = {}): TFinding {
  next += 1;
  const id = `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  return {
    finding_id: id,
    channel_id: CHANNEL_ID,
    kind: 'lost-not-reimbursed',
    status: 'open',
    action_needed: null,
    fnsku: 'X00FNSKU01',
    sku: `SKU-${next}`,
    asin: 'B0ASIN0001',
    shipment_id: null,
    amazon_order_id: null,
    reference_id: `REF-${next}`,
    quantity: 2,
    unit_value: 1230,
    estimated_value: 2460,
    currency: 'USD',
    valuation: '2 × $12.30 unit cost you entered',
    occurred_at: '2026-10-01T00:00:00.000Z',
    claim_deadline: '2026-12-01',
    evidence: { reference_id: `REF-${next}`, disposition: 'SELLABLE' },
    reimbursed_amount: null,
    reimbursement_ids: [],
    first_found_at: '2026-10-02T00:00:00.000Z',
    ...overrides,
  };
}

export function summary(overrides: Partial<TFindingsSummary> = {}): TFindingsSummary {
  return {
    currency: 'GBP',
    potential: { count: 3, value: 123_450 },
    expiring_soon: { count: 1, value: 2460 },
    recovered: { count: 2, value: 6001 },
    expired: { count: 1, value: 500 },
    by_status: [
      { status: 'open', count: 2, value: 120_000 },
      { status: 'reimbursed', count: 2, value: 6001 },
    ],
    by_kind: [{ kind: 'lost-not-reimbursed', count: 3, value: 123_450 }],
    by_month: [{ month: '2026-10', found: 123_450, recovered: 6001 }],
    nearest_deadlines: [finding({ currency: 'GBP', sku: 'SKU-NEAR' })],
    last_audit_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function freeAudit(overrides: Partial<TFreeAudit> = {}): TFreeAudit {
  return {
    currency: 'USD',
    potential: { count: 4, value: 98_765 },
    expiring_soon: { count: 1, value: 2460 },
    expired: { count: 2, value: 1000 },
    recovered: { count: 1, value: 700 },
    by_kind: [
      { kind: 'lost-not-reimbursed', count: 3, value: 90_000 },
      { kind: 'refund-without-return', count: 1, value: 8765 },
    ],
    nearest_deadlines: [
      { kind: 'refund-without-return', claim_deadline: '2026-12-03', estimated_value: 8765 },
    ],
    last_audit_at: null,
    enrolled: false,
    ...overrides,
  };
}
