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
  damagedReturnClaimDays: number;
  /** Days after a fee charge within which a fee overcharge is claimed. */
  feeClaimDays: number;
  /** Days after a reimbursement within which an underpayment is disputed. */
  underpaidClaimDays: number;
  /** From this date Amazon values lost/damaged units at the seller's manufacturing cost. */
  manufacturingCostValuationFrom: string;
};

export const AUDIT_POLICY: TAuditPolicy = {
  warehouseClaimDays: 60,
  warehouseAutoReimburseWaitDays: 45,
  inboundClaimDays: 60,
  refundReturnWaitDays: 45,
  refundClaimDays: 60,
  damagedReturnWaitDays: 45,
  damagedReturnClaimDays: 60,
  feeClaimDays: 60,
  underpaidClaimDays: 60,
  manufacturingCostValuationFrom: '2025-03-01',
};
