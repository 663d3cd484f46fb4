// Amazon's FBA reimbursement windows and rules as data (issue 19), not constants scattered over the
// detectors. Figures follow the 2024–25 FBA reimbursement policy; the runner and the detectors read them
// from here, and tests move a store's clock across their edges (day 59/60/61).
//
// Days count whole UTC calendar days from the day of the event (ledger rows carry a date, not a time):
// an event of day D may be claimed through day D + claimDays (the claim deadline, inclusive), and is
// flagged from day D + waitDays on. The waits are where policy meets the sandbox: Amazon finds or pays a
// lost unit on its own within about 30 days (the sandbox: found within 20, paid within 25–40 days) and
// reconciles an inbound shortage itself (the sandbox pays Lost_Inbound 24–44 days after the last
// receipt), so a finding raised before 45 days would mostly be paid without a case. The sandbox lists
// its planted findings from the same day on (apps/sandbox/ANOMALIES.md).

export type TAuditPolicy = {
  /** Days after a ledger loss/damage event within which a claim is accepted. */
  warehouseClaimDays: number;
  /** Days Amazon takes to find or reimburse a lost unit on its own: no finding before they pass. */
  warehouseAutoReimburseWaitDays: number;
  /** Days after an inbound shipment closes (its last receipt) within which a shortage claim is accepted. */
  inboundClaimDays: number;
  /** Days after the last receipt Amazon takes to reconcile a shortage itself: no finding before. */
  inboundReconcileWaitDays: number;
  /** Days after a refund before a never-returned unit may be claimed. */
  refundReturnWaitDays: number;
  /** Days after that wait within which the refund-without-return claim is accepted. */
  refundClaimDays: number;
  /** Days after a damaged return arrives before it is claimed (Amazon pays most on its own). */
  damagedReturnWaitDays: number;
  /** Days after that wait within which the damaged-return claim is accepted. */
  damagedReturnClaimDays: number;
  /**
   * The returns report's detailed dispositions of a unit damaged while in Amazon's or its carrier's
   * hands (not the buyer's): CARRIER_DAMAGED, DAMAGED (in the fulfilment center), DISTRIBUTOR_DAMAGED.
   */
  damagedReturnDispositions: readonly string[];
  /** Days after a fee charge within which a fee overcharge is claimed. */
  feeClaimDays: number;
  /** Days after a reimbursement within which an underpayment is disputed. */
  underpaidClaimDays: number;
  /** From this date Amazon values lost/damaged units at the seller's manufacturing cost. */
  manufacturingCostValuationFrom: string;
  /**
   * What Amazon values at manufacturing cost: the reimbursements report's reasons and the Finances
   * adjustment types of the same payments (underpaid-reimbursement compares their per-unit amount).
   */
  costValuedReasons: readonly string[];
  costValuedAdjustmentTypes: readonly string[];
  /** A reimbursement approved this long after a loss is not taken as its payment (another loss's). */
  reimbursementMatchDays: number;
  /**
   * Amazon's usual delay between a lost/damaged unit and its automatic payment, and between a shipment's
   * last receipt and its Lost_Inbound payment: when a payment could pay either of two losses of the same
   * SKU, it is taken as the one whose delay is nearest this.
   */
  warehousePaymentTypicalDays: number;
  inboundPaymentTypicalDays: number;
  /**
   * When Amazon's own reconciliation pays an inbound shortage: 20–40 days after the shipment closes, which
   * is about 4 days after its last receipt (the day the audit dates it by). A Lost_Inbound payment names no
   * shipment, so a payment inside the windows of two shortages of the same SKU and quantity could pay
   * either: the audit then takes neither as paid (reimbursement-pool.ts settleByWindow).
   */
  inboundAutoPaymentDays: { from: number; to: number };
};

export const AUDIT_POLICY: TAuditPolicy = {
  warehouseClaimDays: 60,
  warehouseAutoReimburseWaitDays: 45,
  inboundClaimDays: 60,
  inboundReconcileWaitDays: 45,
  refundReturnWaitDays: 45,
  refundClaimDays: 60,
  damagedReturnWaitDays: 45,
  damagedReturnClaimDays: 60,
  damagedReturnDispositions: ['CARRIER_DAMAGED', 'DAMAGED', 'WAREHOUSE_DAMAGED', 'DISTRIBUTOR_DAMAGED'],
  feeClaimDays: 60,
  underpaidClaimDays: 60,
  manufacturingCostValuationFrom: '2025-03-01',
  costValuedReasons: [
    'Lost_Warehouse',
    'Damaged_Warehouse',
    'Lost_Inbound',
    'Damaged_Inbound',
    'Lost_Outbound',
    'Damaged_Outbound',
  ],
  costValuedAdjustmentTypes: ['WAREHOUSE_LOST', 'WAREHOUSE_DAMAGE', 'MISSING_FROM_INBOUND'],
  reimbursementMatchDays: 120,
  warehousePaymentTypicalDays: 32,
  inboundPaymentTypicalDays: 33,
  inboundAutoPaymentDays: { from: 24, to: 44 },
};

const DAY_MS = 86_400_000;

/** The UTC calendar day of a moment (YYYY-MM-DD). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
