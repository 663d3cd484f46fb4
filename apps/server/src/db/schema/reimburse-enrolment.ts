import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companyRef, timestamps, ts } from './columns.ts';

/**
 * A company's self-service enrolment in reimbursement recovery (issue 20, /reimburse/signup/step/1…4):
 * what each step saved, so the steps resume where the admin left them, and the record of the commission
 * terms accepted. Finishing assigns the reimburse plan (company_plans) and enrols the chosen stores
 * (reimburse_store_settings.enrolled); this row keeps the choice and who made it.
 */
export const reimburseEnrolments = pgTable('reimburse_enrolments', {
  companyId: companyRef().primaryKey(),
  /** Step 1: the stores chosen (after finishing: every store enrolled through the line, /add-new too). */
  channelIds: uuid('channel_ids').array().notNull().default(sql`'{}'::uuid[]`),
  /** Step 2: the terms' version and the plan's percent as shown, who accepted them, when, from where. */
  termsVersion: text('terms_version'),
  termsPercent: integer('terms_percent'),
  termsAcceptedBy: uuid('terms_accepted_by').references(() => users.id),
  termsAcceptedAt: ts('terms_accepted_at'),
  termsAcceptedIp: text('terms_accepted_ip'),
  /** Step 3: CASE_APPROVAL_MODES and the values, applied to each enrolled store's settings. */
  caseApproval: text('case_approval'),
  autoFileAboveMinor: integer('auto_file_above_minor'),
  minCaseValueMinor: integer('min_case_value_minor'),
  /** Step 4: the billing details (TBillingDetails), handed to billing. */
  billing: jsonb('billing').$type<Record<string, string>>(),
  finishedBy: uuid('finished_by').references(() => users.id),
  finishedAt: ts('finished_at'),
  /** When the free audit's findings were handed over to become draft cases (retried until it succeeds). */
  casesDraftedAt: ts('cases_drafted_at'),
  ...timestamps(),
});
