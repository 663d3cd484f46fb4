import { z } from 'zod';
import { ZBillingDetails } from '../billing/common.ts';
import { ZCasePreferenceFields } from '../reimburse/store-settings.ts';

// Self-service enrolment in reimbursement recovery (issue 20): /reimburse/signup/step/1…4 choose the stores,
// accept the commission terms, set how cases are approved and give the billing details; finishing assigns
// the reimburse plan. Each step is saved by its own endpoint, so the steps resume where the seller left
// them. /add-new adds another store to the line once the company is enrolled. Company admins only.

export const ENROL_STEPS = [1, 2, 3, 4] as const;
export type TEnrolStep = (typeof ENROL_STEPS)[number];

export const ENROL_MESSAGES = {
  adminOnly: "Only your company's admin can enrol the company in reimbursement recovery.",
  storesRequired: 'Choose at least one store to enrol.',
  storeRequired: 'Choose the store to enrol.',
  storeUnknown: 'One of the chosen stores is not a store of your company.',
  storesFirst: 'Choose the stores to enrol first (step 1).',
  termsFirst: 'Accept the commission terms first (step 2).',
  casePreferenceFirst: 'Choose how cases are approved first (step 3).',
  billingFirst: 'Enter the billing details first (step 4).',
  termsRequired: 'Tick the box to accept the commission terms.',
  termsChanged: 'The commission terms have changed since this page was opened. Read them again and accept.',
  planMissing: 'Reimbursement recovery is not offered at the moment. Please contact us.',
  alreadyEnrolled: 'Your company is already enrolled. Add another store from Add a store.',
  notEnrolled: 'Enrol in reimbursement recovery first.',
  alreadyInLine: 'This store is already enrolled.',
  saved: 'Saved.',
  finished: 'Welcome to reimbursement recovery: your cases are being prepared.',
  storeAdded: 'The store is enrolled; its audit is running.',
  casesPending:
    'You are enrolled, but your cases could not be prepared just now. Click Finish again in a minute.',
} as const;

/** The commission terms the seller accepts at step 2; a new version must be accepted again. */
export const ENROL_TERMS_VERSION = '2026-11';

/** The terms, point by point, for the plan's percent. */
export function enrolTermsPoints(percent: number): string[] {
  return [
    `We charge ${percent} % of what Amazon reimburses through the cases we prepare and file for you.`,
    "Nothing on Amazon's own automatic reimbursements, nothing on cases Amazon rejects, no monthly fee.",
    'Our case managers file the cases in Seller Central in your name, each as you approve it (or automatically above the value you choose); you can also file one yourself from what we prepare.',
    'Each month you get an invoice with a line per reimbursed case, paid with the card you add; you can leave at any time.',
  ];
}

export const ZEnrolCasePreference = ZCasePreferenceFields;
export type TEnrolCasePreference = z.infer<typeof ZEnrolCasePreference>;

export const ZEnrolStore = z.object({
  channel_id: z.uuid(),
  seller_id: z.string(),
  marketplace_id: z.string(),
  country_code: z.string().nullable(),
  country_name: z.string().nullable(),
  currency: z.string(),
  /** Chosen at step 1 (before finishing), or enrolled in the line (after). */
  chosen: z.boolean(),
  /** What the free audit found that can still be claimed, in the store's currency (minor units). */
  potential_value: z.number().int(),
  potential_count: z.number().int(),
});
export type TEnrolStore = z.infer<typeof ZEnrolStore>;

export const ZEnrolment = z.object({
  /** The step to show: the first one not saved yet (4 once every step is saved). */
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** Whether the company finished enrolling (has the line). */
  finished: z.boolean(),
  /** The company's stores the admin can enrol. */
  stores: z.array(ZEnrolStore),
  terms: z.object({
    version: z.string(),
    commission_percent: z.number(),
    points: z.array(z.string()),
    accepted_at: z.string().nullable(),
    accepted_by: z.string().nullable(),
  }),
  case_preference: ZEnrolCasePreference.nullable(),
  billing: ZBillingDetails.nullable(),
});
export type TEnrolment = z.infer<typeof ZEnrolment>;
