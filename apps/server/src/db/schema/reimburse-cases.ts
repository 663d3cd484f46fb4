import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { channelId, companyRef, createdAt, minorAmount, ref, timestamps, ts } from './columns.ts';
import { reimburseFindings } from './reimburse.ts';

// Reimbursement cases (issue 20): findings grouped the way Amazon wants them filed (one case per
// shipment, per order or per FNSKU batch), filed in Seller Central by a person, and matched to Amazon's
// reimbursements. Money is integer minor units with the marketplace's currency code.

/** One case: CASE_STATES draft → ready → filed → answered / more-info → reimbursed / rejected / closed. */
export const reimburseCases = pgTable(
  'reimburse_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    channelId: channelId(),
    /** FINDING_KINDS: every finding of a case is of this kind. */
    kind: text('kind').notNull(),
    /** Amazon's grouping rule (caseGroupKey): shipment:<id>, order:<id> or fnsku:<fnsku>. */
    groupKey: text('group_key').notNull(),
    state: text('state').notNull(),
    amazonCaseId: text('amazon_case_id'),
    /** Generated from the kind's template; the seller or staff may edit it until it is filed. */
    caseText: text('case_text').notNull(),
    textEdited: boolean('text_edited').notNull().default(false),
    ...minorAmount('claimedAmountMinor', 'claimed_amount_minor'),
    /** What the matched reimbursements add up to (reversals subtracted). */
    reimbursedAmountMinor: integer('reimbursed_amount_minor').notNull().default(0),
    claimedQuantity: integer('claimed_quantity').notNull().default(0),
    reimbursedQuantity: integer('reimbursed_quantity').notNull().default(0),
    assigneeId: uuid('assignee_id').references(() => users.id),
    /** The earliest claim deadline of its findings. */
    deadline: date('deadline'),
    /** Why Amazon rejected it, or why it was closed. */
    reason: text('reason'),
    filedAt: ts('filed_at'),
    ...timestamps(),
  },
  (t) => [
    // A group has one case still being prepared; later findings of a filed group make a new one.
    uniqueIndex('reimburse_cases_group_uq')
      .on(t.channelId, t.kind, t.groupKey)
      .where(sql`state in ('draft', 'ready')`),
    index('reimburse_cases_channel_idx').on(t.channelId, t.state, t.createdAt, t.id),
    index('reimburse_cases_queue_idx').on(t.state, t.deadline, t.id),
    index('reimburse_cases_amazon_idx').on(t.channelId, t.amazonCaseId),
  ],
);

/** Which findings a case claims; a finding is in at most one case that is still active. */
export const reimburseCaseFindings = pgTable(
  'reimburse_case_findings',
  {
    caseId: ref('case_id', () => reimburseCases.id),
    findingId: ref('finding_id', () => reimburseFindings.id),
    /** False once the case is rejected or closed: the finding is free again. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reimburse_case_findings_uq').on(t.caseId, t.findingId),
    uniqueIndex('reimburse_case_findings_active_uq').on(t.findingId).where(sql`active`),
  ],
);

/** Every transition of a case: who (null: the system), when, from and to, and Amazon's text. */
export const reimburseCaseEvents = pgTable(
  'reimburse_case_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order events happened in (several may share a timestamp). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    caseId: ref('case_id', () => reimburseCases.id),
    actorId: uuid('actor_id').references(() => users.id),
    /** CASE_ACTIONS, or 'created' / 'matched' / 'reversed' for the system's own. */
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    note: text('note'),
    at: createdAt(),
  },
  (t) => [index('reimburse_case_events_case_idx').on(t.caseId, t.seq)],
);

/**
 * Amazon's reimbursements matched to a case (the reimbursements report row or the Finances adjustment).
 * A reimbursement id is matched once per store (and its reversal once), so no amount is counted twice; a
 * reversal is its own row with a negative amount.
 */
export const reimburseCaseReimbursements = pgTable(
  'reimburse_case_reimbursements',
  {
    caseId: ref('case_id', () => reimburseCases.id),
    channelId: channelId(),
    reimbursementId: text('reimbursement_id').notNull(),
    /** How it was matched: case-id, or reference (FNSKU/shipment/order and quantity). */
    matchedBy: text('matched_by').notNull(),
    /** Amazon took a reimbursement back (negative amount, original-reimbursement-id set). */
    reversal: boolean('reversal').notNull().default(false),
    source: text('source').notNull(),
    approvedOn: date('approved_on').notNull(),
    quantity: integer('quantity').notNull(),
    ...minorAmount('amountMinor', 'amount_minor'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reimburse_case_reimbursements_uq').on(t.channelId, t.reimbursementId, t.reversal),
    index('reimburse_case_reimbursements_case_idx').on(t.caseId),
  ],
);
