import type { TFindingAction, TFindingKind } from '@seller-tools/contract';
import type { TDb } from '../../../db/client.ts';
import type { TAuditPolicy } from './policy.ts';

// One detector per finding kind (detectors/<kind>.ts), listed in detectors/index.ts. A detector reads the
// store's imported data and returns what it finds as drafts; the audit runner (run-audit.ts) owns every
// write: it upserts drafts by (channel, kind, finding_key), sets open/expired/needs-action from the claim
// deadline and the seller's settings, and closes a finding Amazon has paid since. So a detector is a pure
// read: running it twice returns the same drafts.

/** What a detector needs to know about the store it audits. */
export type TAuditStore = {
  channelId: string;
  /** The marketplace's currency code (USD, GBP, EUR, JPY, …): every value is in its minor units. */
  currency: string;
  marketplaceId: string;
};

export type TAuditContext = {
  db: TDb;
  store: TAuditStore;
  /** The audit's "today" (the clock at the run): windows and deadlines are measured from it. */
  asOf: Date;
  policy: TAuditPolicy;
};

export type TFindingDraft = {
  kind: TFindingKind;
  /** What the finding is about, stable across runs (e.g. `${referenceId}:${fnsku}`, a shipment + SKU, an order). */
  findingKey: string;
  fnsku: string | null;
  sku: string | null;
  asin: string | null;
  shipmentId: string | null;
  amazonOrderId: string | null;
  referenceId: string | null;
  quantity: number;
  /** Per-unit value in minor units; null when it cannot be valued yet (then `actionNeeded` says why). */
  unitValueMinor: number | null;
  estimatedValueMinor: number;
  valuation: string;
  occurredAt: Date;
  /** Last day a claim is accepted (UTC date); null when Amazon sets none. */
  claimDeadline: string | null;
  actionNeeded: TFindingAction | null;
  /** Ids, dates, quantities and the source rows the finding came from. */
  evidence: Record<string, unknown>;
  /**
   * Set when Amazon has already paid what the finding is about (the runner marks it reimbursed). A detector
   * that sees the payment returns the draft with this filled rather than dropping it, so a finding shown
   * before is closed, not left open.
   */
  reimbursed: { amountMinor: number; reimbursementIds: string[] } | null;
};

export type TDetector = {
  kind: TFindingKind;
  detect(context: TAuditContext): Promise<TFindingDraft[]>;
};
