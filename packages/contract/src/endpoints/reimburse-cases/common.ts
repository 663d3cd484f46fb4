import { z } from 'zod';
import { ROLES } from '../../roles.ts';
import { ZFinding, ZFindingKind, ZMoneyMinor } from '../reimburse/common.ts';

// Reimbursement cases (issue 20): findings grouped the way Amazon wants them filed, their states, who may
// move them, the text filed in Seller Central, and the reimbursements Amazon paid for them.

export const CASE_STATES = [
  /** Prepared from findings; waits for the seller's approval (case preference "approve each"). */
  'draft',
  /** Approved (by the seller, or automatically above the case preference's value): ready to file. */
  'ready',
  /** Filed in Seller Central; Amazon's case id recorded. */
  'filed',
  /** Amazon answered (the text it sent is in the history). */
  'answered',
  /** Amazon asks for more information (proof of ownership, invoices…). */
  'more-info',
  /** Amazon paid what was claimed (matched from its reimbursements). */
  'reimbursed',
  /** Amazon refused (the reason recorded). */
  'rejected',
  /** Closed without payment (withdrawn, duplicate, or paid outside the case). */
  'closed',
] as const;
export type TCaseState = (typeof CASE_STATES)[number];
export const ZCaseState = z.enum(CASE_STATES);

/** States in which a case still waits for something (a person or Amazon). */
export const OPEN_CASE_STATES = [
  'draft',
  'ready',
  'filed',
  'answered',
  'more-info',
] as const satisfies readonly TCaseState[];
/** States after filing in which Amazon's payments are matched to the case. */
export const FILED_CASE_STATES = ['filed', 'answered', 'more-info'] as const satisfies readonly TCaseState[];

/** Who may take an action: the seller (company admin or member with the store) or our staff. */
export type TCaseActor = 'seller' | 'staff';

/** The staff roles that work cases (super-admin counts as every role). */
export const CASE_STAFF_ROLES = [ROLES.caseManager, ROLES.reimbursementAdmin, ROLES.superAdmin] as const;

/** Every action a person takes on a case: from which states, to which, by whom. */
export const CASE_TRANSITIONS = {
  approve: { from: ['draft'], to: 'ready', by: ['seller', 'staff'] },
  file: { from: ['ready'], to: 'filed', by: ['staff'] },
  answer: { from: ['filed', 'more-info'], to: 'answered', by: ['staff'] },
  'more-info': { from: ['filed', 'answered'], to: 'more-info', by: ['staff'] },
  reject: { from: ['filed', 'answered', 'more-info'], to: 'rejected', by: ['staff'] },
  close: { from: ['draft', 'ready', 'filed', 'answered', 'more-info'], to: 'closed', by: ['staff'] },
} as const satisfies Record<
  string,
  { from: readonly TCaseState[]; to: TCaseState; by: readonly TCaseActor[] }
>;
export type TCaseAction = keyof typeof CASE_TRANSITIONS;
export const CASE_ACTIONS = Object.keys(CASE_TRANSITIONS) as TCaseAction[];
export const ZCaseAction = z.enum(CASE_ACTIONS as [TCaseAction, ...TCaseAction[]]);

export const CASE_ACTION_LABELS: Record<TCaseAction, string> = {
  approve: 'Approve',
  file: 'Mark filed',
  answer: 'Amazon answered',
  'more-info': 'More info requested',
  reject: 'Rejected',
  close: 'Close',
};

export const CASE_STATE_LABELS: Record<TCaseState, string> = {
  draft: 'Draft',
  ready: 'Ready to file',
  filed: 'Filed',
  answered: 'Answered',
  'more-info': 'More info requested',
  reimbursed: 'Reimbursed',
  rejected: 'Rejected',
  closed: 'Closed',
};

/** Deadlines this near float to the top of the staff queue. */
export const CASE_URGENT_DAYS = 7;
export const CASE_TEXT_MAX = 8000;
export const AMAZON_CASE_ID_PATTERN = /^[0-9]{6,20}$/;

export const CASE_MESSAGES = {
  notFound: 'This case does not exist or is not yours to see.',
  staffOnly: 'Only our case team can do this.',
  amazonCaseIdRequired: 'Enter the case id Amazon gave the case (digits only).',
  reasonRequired: 'Enter the reason Amazon gave.',
  textLocked: 'A filed case keeps the text it was filed with.',
  cursorInvalid: 'This page link is no longer valid; reload the list.',
  assigneeNotStaff: 'Cases can only be assigned to our case team.',
  invalidTransition: (action: TCaseAction, state: TCaseState) =>
    `A case that is ${CASE_STATE_LABELS[state].toLowerCase()} cannot be ${
      {
        approve: 'approved',
        file: 'filed',
        answer: 'answered',
        'more-info': 'marked as needing more information',
        reject: 'rejected',
        close: 'closed',
      }[action]
    }.`,
} as const;

/** How Amazon wants claims grouped (per kind): one case per shipment, per order, or per FNSKU batch. */
export const CASE_GROUPING = {
  'lost-not-reimbursed': 'fnsku',
  'short-received': 'shipment',
  'refund-without-return': 'order',
  'damaged-return-not-reimbursed': 'order',
  'wrong-size-tier': 'fnsku',
  'underpaid-reimbursement': 'fnsku',
} as const satisfies Record<z.infer<typeof ZFindingKind>, 'shipment' | 'order' | 'fnsku'>;

/**
 * The case text template per kind: {placeholders} are filled from the case (see caseText on the server).
 * {lines} lists one line per finding (its ids, dates and quantities).
 */
export const CASE_TEMPLATES: Record<
  z.infer<typeof ZFindingKind>,
  { subject: string; policy: string; ask: string }
> = {
  'lost-not-reimbursed': {
    subject: 'Units lost or damaged in your fulfilment centre, not reimbursed — FNSKU {fnsku}',
    policy:
      'FBA Inventory Reimbursement Policy: when inventory is lost or damaged while in an Amazon fulfilment centre, Amazon reimburses the seller unless the unit is found within the reconciliation period.',
    ask: 'Please investigate these inventory adjustments and reimburse the {quantity} unit(s) that were neither found nor reimbursed.',
  },
  'short-received': {
    subject: 'Inbound shipment {shipmentId}: units shipped but not received',
    policy:
      'FBA inbound shipment reconciliation: units confirmed as delivered to the fulfilment centre and not received are investigated and reimbursed under the FBA Inventory Reimbursement Policy.',
    ask: 'Please reconcile shipment {shipmentId} and reimburse the {quantity} unit(s) shipped but never received.',
  },
  'refund-without-return': {
    subject: 'Order {orderId}: customer refunded, item not returned',
    policy:
      'FBA customer returns: when a customer is refunded and the item is not returned within 45 days of the refund, Amazon reimburses the seller.',
    ask: 'Please reimburse the {quantity} unit(s) of order {orderId}, refunded and never returned.',
  },
  'damaged-return-not-reimbursed': {
    subject: 'Order {orderId}: return damaged by the carrier or the warehouse',
    policy:
      'FBA customer returns: a returned unit damaged by Amazon or its carrier is reimbursed to the seller.',
    ask: 'Please reimburse the {quantity} unit(s) of order {orderId} returned damaged.',
  },
  'wrong-size-tier': {
    subject: 'FBA fees charged above the product size tier — FNSKU {fnsku}',
    policy:
      'FBA fulfilment fees follow the product size tier of the unit as measured; fees charged on wrong dimensions are refunded after remeasurement.',
    ask: 'Please remeasure FNSKU {fnsku} and refund the overcharged FBA fees on {quantity} unit(s).',
  },
  'underpaid-reimbursement': {
    subject: 'Reimbursement below the manufacturing cost — FNSKU {fnsku}',
    policy:
      'FBA Inventory Reimbursement Policy (from March 2025): lost and damaged units are reimbursed at the manufacturing cost the seller provides.',
    ask: 'Please pay the difference between the reimbursement paid and the manufacturing cost for {quantity} unit(s).',
  },
};

export const ZCaseEvent = z.object({
  action: z.string(),
  from_state: ZCaseState.nullable(),
  to_state: ZCaseState,
  note: z.string().nullable(),
  actor_name: z.string().nullable(),
  at: z.string(),
});
export type TCaseEvent = z.infer<typeof ZCaseEvent>;

export const ZCaseReimbursement = z.object({
  reimbursement_id: z.string(),
  matched_by: z.string(),
  source: z.string(),
  reversal: z.boolean(),
  approved_on: z.string(),
  quantity: z.number().int(),
  amount: ZMoneyMinor,
  currency: z.string(),
});
export type TCaseReimbursement = z.infer<typeof ZCaseReimbursement>;

export const ZCase = z.object({
  case_id: z.uuid(),
  channel_id: z.uuid(),
  company_id: z.uuid(),
  kind: ZFindingKind,
  group_key: z.string(),
  state: ZCaseState,
  amazon_case_id: z.string().nullable(),
  claimed_amount: ZMoneyMinor,
  claimed_quantity: z.number().int(),
  reimbursed_amount: ZMoneyMinor,
  reimbursed_quantity: z.number().int(),
  currency: z.string(),
  /** YYYY-MM-DD: the earliest claim deadline of its findings. */
  deadline: z.string().nullable(),
  assignee_id: z.uuid().nullable(),
  assignee_name: z.string().nullable(),
  reason: z.string().nullable(),
  finding_count: z.number().int(),
  filed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCase = z.infer<typeof ZCase>;

/** A case in the staff queue: with its seller. */
export const ZQueueCase = ZCase.extend({
  company_name: z.string(),
  seller_id: z.string(),
  marketplace_id: z.string(),
});
export type TQueueCase = z.infer<typeof ZQueueCase>;

export const ZCaseDetail = ZQueueCase.extend({
  case_text: z.string(),
  text_edited: z.boolean(),
  /** Seller Central's page to open a case (or the filed case) in the store's marketplace. */
  seller_central_url: z.string(),
  findings: z.array(ZFinding),
  events: z.array(ZCaseEvent),
  reimbursements: z.array(ZCaseReimbursement),
  /** What the caller may do now. */
  actions: z.array(ZCaseAction),
  can_edit_text: z.boolean(),
});
export type TCaseDetail = z.infer<typeof ZCaseDetail>;

export const ZCaseParams = z.object({ caseId: z.uuid('Choose a case.') });
