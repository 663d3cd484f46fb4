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

type TCounter = 'potential' | 'expiring_soon' | 'recovered' | 'expired';

/** The four headline counters, each given as [count, value]. */
function counters(given: Record<TCounter, [number, number]>) {
  const counter = ([count, value]: [number, number]) => ({ count, value });
  return {
    potential: counter(given.potential),
    expiring_soon: counter(given.expiring_soon),
    recovered: counter(given.recovered),
    expired: counter(given.expired),
  };
}

export function summary(overrides: Partial<TFindingsSummary> = {}): TFindingsSummary {
  return {
    currency: 'GBP',
    ...counters({
      potential: [3, 123_450],
      expiring_soon: [1, 2460],
      recovered: [2, 6001],
      expired: [1, 500],
    }),
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
    ...counters({
      potential: [4, 98_765],
      expiring_soon: [1, 2460],
      recovered: [1, 700],
      expired: [2, 1000],
    }),
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
