import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  channelId,
  createdAt,
  dimensions,
  jsonObject,
  lastEdit,
  runTimes,
  ts,
  updatedAt,
  userRef,
} from './columns.ts';

// The reimbursement line (issue 19): what the audit found, what the seller tells it (unit costs and true
// dimensions per SKU, what to audit, how cases are approved) and who is told what. Money is integer minor
// units with the marketplace's currency code; lengths in inches and weights in pounds, as in `products`.

/**
 * One thing Amazon owes, keyed by what it is about (`finding_key`: e.g. ledger reference + FNSKU, the
 * shipment + SKU, the order), so re-running the audit updates the row instead of adding one.
 */
export const reimburseFindings = pgTable(
  'reimburse_findings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: channelId(),
    /** FINDING_KINDS in the contract. */
    kind: text('kind').notNull(),
    findingKey: text('finding_key').notNull(),
    /** FINDING_STATUSES: open, needs-action, expired, reimbursed, dismissed. */
    status: text('status').notNull(),
    /** Why the seller must act first (FINDING_ACTIONS: missing-cogs, confirm-dimensions, …). */
    actionNeeded: text('action_needed'),
    fnsku: text('fnsku'),
    sku: text('sku'),
    asin: text('asin'),
    shipmentId: text('shipment_id'),
    amazonOrderId: text('amazon_order_id'),
    referenceId: text('reference_id'),
    quantity: integer('quantity').notNull(),
    unitValueMinor: integer('unit_value_minor'),
    estimatedValueMinor: integer('estimated_value_minor').notNull().default(0),
    currency: text('currency').notNull(),
    /** How the value was reached, in words ("4 × $12.30 unit cost you entered"). */
    valuation: text('valuation').notNull().default(''),
    /** When what the finding is about happened (the ledger date, the shipment's close, the refund). */
    occurredAt: ts('occurred_at').notNull(),
    claimDeadline: date('claim_deadline'),
    /** Ids, dates, quantities and the source rows a case is filed from. */
    evidence: jsonObject('evidence'),
    reimbursedAmountMinor: integer('reimbursed_amount_minor'),
    reimbursementIds: text('reimbursement_ids').array(),
    firstFoundAt: createdAt(),
    updatedAt: updatedAt(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    uniqueIndex('reimburse_findings_key_uq').on(t.channelId, t.kind, t.findingKey),
    index('reimburse_findings_list_idx').on(t.channelId, t.status, t.occurredAt, t.id),
  ],
);

/** One run of the audit over a store: when, and what it counted (the dashboard's "last audited"). */
export const reimburseAuditRuns = pgTable(
  'reimburse_audit_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: channelId(),
    ...runTimes(),
    /** Rows written per kind and status, and the duration, as the run reports them. */
    counts: jsonObject('counts'),
    error: text('error'),
  },
  (t) => [index('reimburse_audit_runs_channel_idx').on(t.channelId, t.startedAt)],
);

/** What the seller tells the audit per SKU: its true dimensions and weight, and its unit (manufacturing) cost. */
export const reimburseProductSettings = pgTable(
  'reimburse_product_settings',
  {
    channelId: channelId(),
    sku: text('sku').notNull(),
    ...dimensions(),
    /** Unit cost (COGS) in minor units of the store's currency; Amazon values lost units by it since March 2025. */
    unitCostMinor: integer('unit_cost_minor'),
    /** The seller confirmed the dimensions are right (fee-overcharge findings then use them). */
    dimensionsConfirmed: boolean('dimensions_confirmed').notNull().default(false),
    ...lastEdit(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.sku] })],
);

/** Per store: enrolment, what is audited (setup pages) and how cases are approved (case preference). */
export const reimburseStoreSettings = pgTable('reimburse_store_settings', {
  channelId: channelId().primaryKey(),
  enrolled: boolean('enrolled').notNull().default(true),
  shipmentDiscrepancyEnabled: boolean('shipment_discrepancy_enabled').notNull().default(true),
  /** A shortage below both thresholds is not worth a case. */
  shipmentMinUnits: integer('shipment_min_units').notNull().default(1),
  shipmentMinPercent: numeric('shipment_min_percent', { precision: 5, scale: 2 }).notNull().default('0'),
  excludedShipmentIds: text('excluded_shipment_ids').array().notNull().default(sql`'{}'::text[]`),
  feeOverchargeEnabled: boolean('fee_overcharge_enabled').notNull().default(true),
  feeMinPerUnitMinor: integer('fee_min_per_unit_minor').notNull().default(0),
  excludedSkus: text('excluded_skus').array().notNull().default(sql`'{}'::text[]`),
  /** CASE_APPROVAL_MODES: approve each case, or file automatically above a value. */
  caseApproval: text('case_approval').notNull().default('each'),
  autoFileAboveMinor: integer('auto_file_above_minor'),
  minCaseValueMinor: integer('min_case_value_minor').notNull().default(0),
  ...lastEdit(),
});

/** Per user: which reimbursement news reaches them by email (sent in the user's time zone). */
export const reimburseNotificationSettings = pgTable('reimburse_notification_settings', {
  userId: userRef().primaryKey(),
  newFindings: boolean('new_findings').notNull().default(true),
  deadlineReminders: boolean('deadline_reminders').notNull().default(true),
  /** Remind when a claim deadline is this many days away. */
  deadlineDays: integer('deadline_days').notNull().default(7),
  reimbursementsReceived: boolean('reimbursements_received').notNull().default(true),
  updatedAt: updatedAt(),
});
