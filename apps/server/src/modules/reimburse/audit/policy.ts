// Amazon's FBA reimbursement windows and rules as data (issue 19), not constants scattered over the
// detectors. Figures follow the 2024–25 FBA reimbursement policy; the runner and the detectors read them
// from here, and tests move a store's clock across their edges (day 59/60/61).

export type TAuditPolicy = {
  /** Days after a ledger loss/damage event within which a claim is accepted. */
  warehouseClaimDays: number;
  /** Days Amazon takes to find or reimburse a lost unit on its own: no finding before they pass. */
  warehouseAutoReimburseWaitDays: number;
  /** Days after an inbound shipment closes within which a shortage claim is accepted. */
  inboundClaimDays: number;
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
};

export const AUDIT_POLICY: TAuditPolicy = {
  warehouseClaimDays: 60,
  warehouseAutoReimburseWaitDays: 45,
  inboundClaimDays: 60,
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
};
