import { z } from 'zod';

// The reimbursement line's shared vocabulary (issue 19): what the audit finds and where a finding stands.
// Kind names are the sandbox's planted-anomaly kinds (apps/sandbox/ANOMALIES.md), so the audit is checked
// against the planted list without a mapping.

export const FINDING_KINDS = [
  /** Ledger adjustment (lost M, damaged E/D/…) with unreconciled units, never found nor reimbursed. */
  'lost-not-reimbursed',
  /** Closed inbound shipment: received < shipped, net of reimbursements and later receipts. */
  'short-received',
  /** Refunded in financial events, never returned within Amazon's window, not reimbursed. */
  'refund-without-return',
  /** Returned damaged by the carrier or the warehouse (or never restocked), not reimbursed. */
  'damaged-return-not-reimbursed',
  /** FBA fee charged for a size tier/weight above what the true dimensions give. */
  'wrong-size-tier',
  /** Reimbursed below the value Amazon's current policy gives (the unit cost since March 2025). */
  'underpaid-reimbursement',
] as const;
export type TFindingKind = (typeof FINDING_KINDS)[number];
export const ZFindingKind = z.enum(FINDING_KINDS);

export const FINDING_STATUSES = [
  /** Claimable now, before its deadline. */
  'open',
  /** Claimable once the seller acts (FINDING_ACTIONS). */
  'needs-action',
  /** Past its claim deadline: shown, never filed. */
  'expired',
  /** Amazon paid it on its own (amount and reimbursement ids recorded). */
  'reimbursed',
  /** The seller or our staff decided not to claim it. */
  'dismissed',
] as const;
export type TFindingStatus = (typeof FINDING_STATUSES)[number];
export const ZFindingStatus = z.enum(FINDING_STATUSES);

export const FINDING_ACTIONS = ['missing-cogs', 'confirm-dimensions', 'proof-of-ownership'] as const;
export type TFindingAction = (typeof FINDING_ACTIONS)[number];

/** Money: integer minor units (cents) with the marketplace's currency code (spec §9 symbols on screen). */
export const ZMoneyMinor = z.number().int();

export const ZFinding = z.object({
  finding_id: z.uuid(),
  channel_id: z.uuid(),
  kind: ZFindingKind,
  status: ZFindingStatus,
  action_needed: z.enum(FINDING_ACTIONS).nullable(),
  fnsku: z.string().nullable(),
  sku: z.string().nullable(),
  asin: z.string().nullable(),
  shipment_id: z.string().nullable(),
  amazon_order_id: z.string().nullable(),
  reference_id: z.string().nullable(),
  quantity: z.number().int(),
  unit_value: ZMoneyMinor.nullable(),
  estimated_value: ZMoneyMinor,
  currency: z.string(),
  /** How the value was reached, in words. */
  valuation: z.string(),
  occurred_at: z.string(),
  /** YYYY-MM-DD; null when Amazon sets no deadline for the kind. */
  claim_deadline: z.string().nullable(),
  /** Ids, dates, quantities and the source rows (free-form per kind; every key is shown on screen). */
  evidence: z.record(z.string(), z.unknown()),
  reimbursed_amount: ZMoneyMinor.nullable(),
  reimbursement_ids: z.array(z.string()),
  first_found_at: z.string(),
});
export type TFinding = z.infer<typeof ZFinding>;
