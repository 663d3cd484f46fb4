import type { TBillingInvoiceState } from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyRef, createdAt, minorAmount, ref, timestamps, ts } from './columns.ts';

// Commission billing through Stripe (issue 20): the company's Stripe customer and card, the monthly
// invoices of the reimburse plan's commission, one line per case, and the Stripe events already handled.

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A company's Stripe customer, its default card and the billing details printed on its invoices. */
export const billingCustomers = pgTable('billing_customers', {
  companyId: companyRef().primaryKey(),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  /** The card invoices are charged to (pm_…), set once a SetupIntent succeeds. */
  defaultPaymentMethod: text('default_payment_method'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  country: text('country').notNull().default(''),
  ...timestamps(),
});

/** One invoice per company, month and currency (a Stripe invoice has one currency). */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    /** The month billed, YYYY-MM (UTC). */
    month: text('month').notNull(),
    /** Our number, printed on the PDF: ST-YYYYMM-<company short>-<currency>. */
    number: text('number').notNull().unique(),
    state: text('state').$type<TBillingInvoiceState>().notNull().default('draft'),
    ...minorAmount('totalMinor', 'total_minor'),
    commissionPercent: integer('commission_percent').notNull(),
    stripeInvoiceId: text('stripe_invoice_id').unique(),
    stripeInvoiceNumber: text('stripe_invoice_number'),
    /** Payment attempts made (Stripe's attempt_count, ours when Stripe was not reached). */
    attempts: integer('attempts').notNull().default(0),
    nextRetryAt: ts('next_retry_at'),
    /** Why the last attempt failed (Stripe's message and decline code). */
    lastError: text('last_error'),
    declineCode: text('decline_code'),
    paidAt: ts('paid_at'),
    pdf: bytea('pdf'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('billing_invoices_company_month_uq').on(t.companyId, t.month, t.currency),
    index('billing_invoices_retry_idx').on(t.nextRetryAt).where(sql`${t.state} = 'failed'`),
    check('billing_invoices_state_ck', sql`${t.state} in ('draft', 'open', 'paid', 'failed', 'void')`),
    check('billing_invoices_month_ck', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** One line per case reimbursed in the month: what Amazon paid and our commission on it. */
export const billingInvoiceLines = pgTable(
  'billing_invoice_lines',
  {
    invoiceId: ref('invoice_id', () => billingInvoices.id, 'cascade'),
    /** The case (cases.id of the case lifecycle). */
    caseId: text('case_id').notNull(),
    channelId: uuid('channel_id'),
    kind: text('kind').notNull(),
    amazonCaseId: text('amazon_case_id'),
    reimbursedMinor: integer('reimbursed_minor').notNull(),
    commissionPercent: integer('commission_percent').notNull(),
    commissionMinor: integer('commission_minor').notNull(),
    reimbursedAt: ts('reimbursed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.caseId] })],
);

/** Stripe events already handled (webhooks are delivered at least once). */
export const billingStripeEvents = pgTable('billing_stripe_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});
