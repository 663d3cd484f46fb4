import {
  BILLING_MESSAGES,
  BILLING_RETRY_DAYS,
  commissionOf,
  REIMBURSE_PLAN_NAME,
  type TBillingInvoice,
} from '@seller-tools/contract';
import { and, asc, desc, eq, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TDb } from '../../db/client.ts';
import { billingCustomers, billingInvoiceLines, billingInvoices, companies } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { firstOrNotFound } from '../../lib/first-or-not-found.ts';
import type { TLogger } from '../../lib/logger.ts';
import { AppError } from '../../lib/outcome.ts';
import { reimbursePlanOf } from '../../lib/reimburse-enrolment.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { outstandingCases, type TBillableCasesPort } from './billable-cases.ts';
import { sendBillingMail } from './billing-mail.ts';
import { monthRange, nextRetryAt } from './billing-months.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { cardErrorOf } from './stripe-client.ts';

// The monthly commission invoices (issue 20): built from the company's billable cases (one line per case,
// total = sum of the lines), sent to Stripe (invoice items on a draft invoice, finalized, paid with the
// default card), retried on a schedule when the card fails, and mailed to the seller when paid or failed.
// Every step is idempotent: one invoice per company, month and currency; Stripe calls carry idempotency
// keys derived from our ids, so a re-run or a crash in between never bills twice.

export type TInvoiceDeps = {
  db: TDb;
  clock: TClock;
  stripe: Stripe;
  mailer: TMailer;
  billableCases: TBillableCasesPort;
  logger?: TLogger | undefined;
  publicUrl: string;
};

type TInvoiceRow = typeof billingInvoices.$inferSelect;

/** Before any payment: a month's invoice looks back to the first one. */
const BEGINNING = new Date(0);

function invoiceNumber(companyId: string, month: string, currency: string): string {
  return `ST-${month.replace('-', '')}-${companyId.slice(0, 8).toUpperCase()}-${currency.toUpperCase()}`;
}

export function toBillingInvoice(row: TInvoiceRow, lines: number): TBillingInvoice {
  return {
    invoice_id: row.id,
    month: row.month,
    number: row.number,
    state: row.state,
    total_minor: row.totalMinor,
    currency: row.currency,
    commission_percent: row.commissionPercent,
    lines,
    attempts: row.attempts,
    next_retry_at: row.nextRetryAt?.toISOString() ?? null,
    last_error: row.lastError,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function createInvoiceService(deps: TInvoiceDeps) {
  const { db, stripe } = deps;

  /** Companies whose reimburse plan is on (assigned, or the plan is a default one). */
  async function companiesOnPlan(): Promise<string[]> {
    const rows = await db.execute<{ id: string }>(sql`
      select c.id from companies c
      where exists (
        select 1 from plans p where p.name = ${REIMBURSE_PLAN_NAME} and p.is_active
          and (p.is_default or exists (select 1 from company_plans cp where cp.plan_id = p.id and cp.company_id = c.id)))
      order by c.id`);
    return rows.rows.map((r) => r.id);
  }

  async function billedOnOtherInvoices(companyId: string, month: string) {
    return db
      .select({
        caseId: billingInvoiceLines.caseId,
        currency: billingInvoices.currency,
        reimbursedMinor: sql<number>`sum(${billingInvoiceLines.reimbursedMinor})::int`,
      })
      .from(billingInvoiceLines)
      .innerJoin(billingInvoices, eq(billingInvoices.id, billingInvoiceLines.invoiceId))
      .where(and(eq(billingInvoices.companyId, companyId), ne(billingInvoices.month, month)))
      .groupBy(billingInvoiceLines.caseId, billingInvoices.currency);
  }

  /**
   * Builds the company's invoices for a month from its billable cases, one per currency; an invoice that
   * exists already is left as it is. Answers the ids of the invoices it created.
   */
  async function buildInvoices(companyId: string, month: string): Promise<string[]> {
    const plan = await reimbursePlanOf(db, companyId);
    if (!plan || plan.commission_percent === null) return [];
    const percent = plan.commission_percent;
    // Everything paid up to the month's end, less what the company's other invoices billed: late-arriving
    // payments of an invoiced month land on this invoice (see outstandingCases).
    const { end } = monthRange(month);
    const cases = outstandingCases(
      await deps.billableCases(companyId, BEGINNING, end),
      await billedOnOtherInvoices(companyId, month),
    );
    const byCurrency = Map.groupBy(cases, (c) => c.currency.toUpperCase());
    const [customer] = await db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.companyId, companyId));
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    const created: string[] = [];
    for (const [currency, group] of byCurrency) {
      const lines = group
        .toSorted(
          (a, b) => a.reimbursedAt.getTime() - b.reimbursedAt.getTime() || a.caseId.localeCompare(b.caseId),
        )
        .map((c) => ({
          caseId: c.caseId,
          channelId: c.channelId,
          kind: c.kind,
          amazonCaseId: c.amazonCaseId,
          reimbursedMinor: c.reimbursedMinor,
          commissionPercent: percent,
          commissionMinor: commissionOf(c.reimbursedMinor, percent),
          reimbursedAt: c.reimbursedAt,
        }));
      const totalMinor = lines.reduce((sum, line) => sum + line.commissionMinor, 0);
      const number = invoiceNumber(companyId, month, currency);
      const pdf = await renderInvoicePdf({
        number,
        month,
        issuedAt: deps.clock.now(),
        currency,
        commissionPercent: percent,
        totalMinor,
        billTo: {
          name: customer?.name ?? company?.name ?? '',
          email: customer?.email ?? '',
          lines: customer
            ? [
                customer.addressLine1,
                customer.addressLine2,
                [customer.postalCode, customer.city, customer.state].filter(Boolean).join(' '),
                customer.country,
              ]
            : [],
        },
        lines,
      });
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(billingInvoices)
          .values({
            companyId,
            month,
            number,
            currency,
            commissionPercent: percent,
            totalMinor,
            pdf,
            state: 'draft',
          })
          .onConflictDoNothing()
          .returning({ id: billingInvoices.id });
        if (!row) return null;
        await tx.insert(billingInvoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row.id })));
        return row.id;
      });
      if (id) created.push(id);
    }
    return created;
  }

  function invoiceRow(id: string): Promise<TInvoiceRow> {
    return firstOrNotFound(
      db.select().from(billingInvoices).where(eq(billingInvoices.id, id)),
      BILLING_MESSAGES.notFound,
    );
  }

  /**
   * Records a failed attempt. The pay answer and the invoice.payment_failed event both report it, in
   * either order: the first records it and mails the seller; the second only adds a more precise reason
   * (`message` null: keep the one recorded).
   */
  async function failed(
    row: TInvoiceRow,
    attempts: number,
    message: string | null,
    declineCode: string | null,
  ) {
    const now = deps.clock.now();
    const unpaid = and(eq(billingInvoices.id, row.id), sql`${billingInvoices.state} <> 'paid'`);
    const [fresh] = await db
      .update(billingInvoices)
      .set({
        state: 'failed',
        attempts,
        lastError: message ?? BILLING_MESSAGES.paymentDeclined,
        declineCode,
        nextRetryAt: nextRetryAt(now, attempts, BILLING_RETRY_DAYS),
        updatedAt: now,
      })
      .where(and(unpaid, lt(billingInvoices.attempts, attempts)))
      .returning();
    if (fresh) {
      await sendBillingMail(deps, fresh, 'failed');
      return fresh;
    }
    if (message !== null)
      await db
        .update(billingInvoices)
        .set({ lastError: message, declineCode, updatedAt: now })
        .where(and(unpaid, eq(billingInvoices.attempts, attempts)));
    return invoiceRow(row.id);
  }

  /** Marks the invoice paid (once: the pay answer and the invoice.paid event may both arrive). */
  async function paid(invoiceId: string, stripeInvoice: Stripe.Invoice) {
    const now = deps.clock.now();
    const paidAt = stripeInvoice.status_transitions?.paid_at;
    const [updated] = await db
      .update(billingInvoices)
      .set({
        state: 'paid',
        attempts: Math.max(stripeInvoice.attempt_count ?? 1, 1),
        paidAt: paidAt ? new Date(paidAt * 1000) : now,
        nextRetryAt: null,
        lastError: null,
        declineCode: null,
        stripeInvoiceNumber: stripeInvoice.number,
        updatedAt: now,
      })
      .where(and(eq(billingInvoices.id, invoiceId), sql`${billingInvoices.state} <> 'paid'`))
      .returning();
    if (updated) await sendBillingMail(deps, updated, 'paid');
  }

  /** The Stripe invoice of ours: created with its items on the first call, finalized; reused after. */
  async function stripeInvoiceOf(row: TInvoiceRow, customer: typeof billingCustomers.$inferSelect) {
    let invoice: Stripe.Invoice;
    if (row.stripeInvoiceId) invoice = await stripe.invoices.retrieve(row.stripeInvoiceId);
    else {
      invoice = await stripe.invoices.create(
        {
          customer: customer.stripeCustomerId,
          collection_method: 'charge_automatically',
          auto_advance: false,
          pending_invoice_items_behavior: 'exclude',
          currency: row.currency.toLowerCase(),
          description: `Reimbursement recovery commission ${row.month} (${row.number})`,
          metadata: { invoice_id: row.id, company_id: row.companyId, month: row.month },
        },
        { idempotencyKey: `invoice-${row.id}` },
      );
      await db
        .update(billingInvoices)
        .set({ stripeInvoiceId: invoice.id, updatedAt: deps.clock.now() })
        .where(eq(billingInvoices.id, row.id));
    }
    if (invoice.status === 'draft') {
      const lines = await db
        .select()
        .from(billingInvoiceLines)
        .where(eq(billingInvoiceLines.invoiceId, row.id))
        .orderBy(asc(billingInvoiceLines.reimbursedAt), asc(billingInvoiceLines.caseId));
      for (const line of lines) {
        if (!invoice.id) break;
        await stripe.invoiceItems.create(
          {
            customer: customer.stripeCustomerId,
            invoice: invoice.id,
            amount: line.commissionMinor,
            currency: row.currency.toLowerCase(),
            description: `Case ${line.amazonCaseId ?? line.caseId} (${line.kind}): ${line.commissionPercent}% of ${line.reimbursedMinor} reimbursed`,
            metadata: { case_id: line.caseId, invoice_id: row.id },
          },
          // The same key on a re-run: Stripe answers the item it made, never a second one.
          { idempotencyKey: `invoice-${row.id}-case-${line.caseId}` },
        );
      }
      invoice = await stripe.invoices.finalizeInvoice(
        invoice.id ?? '',
        {},
        { idempotencyKey: `invoice-${row.id}-finalize` },
      );
    }
    return invoice;
  }

  /**
   * Sends the invoice to Stripe and pays it with the company's default card. A decline leaves it failed
   * with the next automatic attempt scheduled; Stripe out of reach leaves it as it was, to try again.
   */
  async function charge(invoiceId: string): Promise<TInvoiceRow> {
    const row = await invoiceRow(invoiceId);
    if (row.state === 'paid' || row.state === 'void') return row;
    const [customer] = await db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.companyId, row.companyId));
    if (!customer?.defaultPaymentMethod)
      return failed(row, row.attempts + 1, BILLING_MESSAGES.cardFirst, null);
    try {
      const invoice = await stripeInvoiceOf(row, customer);
      if (invoice.status === 'paid') {
        await paid(row.id, invoice);
        return invoiceRow(row.id);
      }
      await db
        .update(billingInvoices)
        .set({
          state: row.state === 'draft' ? 'open' : row.state,
          stripeInvoiceNumber: invoice.number,
          updatedAt: deps.clock.now(),
        })
        .where(eq(billingInvoices.id, row.id));
      const attempt = (invoice.attempt_count ?? 0) + 1;
      try {
        const result = await stripe.invoices.pay(
          invoice.id ?? '',
          { payment_method: customer.defaultPaymentMethod, off_session: true },
          { idempotencyKey: `invoice-${row.id}-pay-${attempt}` },
        );
        await paid(row.id, result);
        return invoiceRow(row.id);
      } catch (err) {
        const card = cardErrorOf(err);
        if (!card) throw err;
        return failed(row, attempt, card.message, card.declineCode);
      }
    } catch (err) {
      deps.logger?.warn(
        { err, invoiceId },
        'billing: Stripe could not be reached; the invoice is tried again later',
      );
      const now = deps.clock.now();
      await db
        .update(billingInvoices)
        .set({
          lastError: BILLING_MESSAGES.stripeUnavailable,
          nextRetryAt: new Date(now.getTime() + 3_600_000),
          updatedAt: now,
        })
        .where(eq(billingInvoices.id, row.id));
      return invoiceRow(row.id);
    }
  }

  /** The monthly run: every company on the plan, the month's invoices built and charged (re-runs change nothing). */
  async function runMonth(month: string): Promise<{ created: number }> {
    let created = 0;
    for (const companyId of await companiesOnPlan()) {
      const ids = await buildInvoices(companyId, month);
      created += ids.length;
      for (const id of ids) await charge(id);
    }
    return { created };
  }

  /** Invoices whose next attempt is due (failed ones on the retry schedule, and those Stripe never got). */
  async function retryDue(): Promise<number> {
    const due = await db
      .select({ id: billingInvoices.id })
      .from(billingInvoices)
      .where(
        and(
          inArray(billingInvoices.state, ['draft', 'open', 'failed']),
          isNotNull(billingInvoices.nextRetryAt),
          lte(billingInvoices.nextRetryAt, deps.clock.now()),
        ),
      )
      .orderBy(asc(billingInvoices.nextRetryAt));
    for (const { id } of due) await charge(id);
    return due.length;
  }

  function ownInvoice(companyId: string, invoiceId: string): Promise<TInvoiceRow> {
    // Another company's invoice is not the caller's to know of.
    return firstOrNotFound(
      db
        .select()
        .from(billingInvoices)
        .where(and(eq(billingInvoices.id, invoiceId), eq(billingInvoices.companyId, companyId))),
      BILLING_MESSAGES.notFound,
    );
  }

  /** The seller's "Retry payment" on a failed invoice. */
  async function retry(companyId: string, invoiceId: string): Promise<TBillingInvoice> {
    const row = await ownInvoice(companyId, invoiceId);
    if (row.state !== 'failed') throw new AppError('conflict', BILLING_MESSAGES.notRetryable);
    const after = await charge(row.id);
    return toBillingInvoice(after, await lineCount(after.id));
  }

  async function lineCount(invoiceId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(billingInvoiceLines)
      .where(eq(billingInvoiceLines.invoiceId, invoiceId));
    return row?.n ?? 0;
  }

  async function list(companyId: string): Promise<TBillingInvoice[]> {
    const rows = await db
      .select({
        invoice: billingInvoices,
        lines: sql<number>`(select count(*)::int from ${billingInvoiceLines} l where l.invoice_id = ${billingInvoices.id})`,
      })
      .from(billingInvoices)
      .where(eq(billingInvoices.companyId, companyId))
      .orderBy(desc(billingInvoices.month), asc(billingInvoices.currency));
    return rows.map((r) => toBillingInvoice(r.invoice, r.lines));
  }

  async function pdf(companyId: string, invoiceId: string): Promise<{ filename: string; body: Buffer }> {
    const row = await ownInvoice(companyId, invoiceId);
    if (!row.pdf) throw new AppError('not-found', BILLING_MESSAGES.notFound);
    return { filename: `${row.number}.pdf`, body: row.pdf };
  }

  /** Stripe's invoice events (webhook): the same transitions the pay answer makes, applied once. */
  async function onStripeInvoice(type: 'invoice.paid' | 'invoice.payment_failed', invoice: Stripe.Invoice) {
    if (!invoice.id) return;
    const [row] = await db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.stripeInvoiceId, invoice.id));
    if (!row) return;
    if (type === 'invoice.paid') await paid(row.id, invoice);
    else if (row.state !== 'paid' && invoice.attempt_count)
      await failed(row, invoice.attempt_count, null, null);
  }

  return {
    companiesOnPlan,
    buildInvoices,
    charge,
    runMonth,
    retryDue,
    retry,
    list,
    pdf,
    onStripeInvoice,
    ownInvoice,
  };
}

export type TInvoiceService = ReturnType<typeof createInvoiceService>;
