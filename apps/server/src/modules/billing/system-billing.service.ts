import type { TSystemBilling } from '@seller-tools/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { billingInvoiceLines, billingInvoices, companies } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { toBillingInvoice } from './invoices.service.ts';

/** An invoice not paid this long after it was issued counts as overdue even before its payment failed. */
export const BILLING_OVERDUE_DAYS = 3;

/**
 * The staff's billing overview (super-admin): every seller's invoices (a month, or all), and per currency
 * what was invoiced, what was paid and what is overdue (failed, or unpaid past BILLING_OVERDUE_DAYS).
 */
export async function systemBillingOverview(db: TDb, clock: TClock, month?: string): Promise<TSystemBilling> {
  const rows = await db
    .select({
      invoice: billingInvoices,
      companyName: companies.name,
      lines: sql<number>`(select count(*)::int from ${billingInvoiceLines} l where l.invoice_id = ${billingInvoices.id})`,
    })
    .from(billingInvoices)
    .innerJoin(companies, eq(companies.id, billingInvoices.companyId))
    .where(month ? eq(billingInvoices.month, month) : undefined)
    .orderBy(desc(billingInvoices.month), companies.name);
  const overdueBefore = clock.now().getTime() - BILLING_OVERDUE_DAYS * 86_400_000;
  const invoices = rows.map((r) => {
    const state = r.invoice.state;
    const overdue =
      state === 'failed' ||
      ((state === 'open' || state === 'draft') && r.invoice.createdAt.getTime() < overdueBefore);
    return {
      ...toBillingInvoice(r.invoice, r.lines),
      company_id: r.invoice.companyId,
      company_name: r.companyName,
      overdue,
    };
  });
  const totals = new Map<string, TSystemBilling['totals'][number]>();
  for (const invoice of invoices) {
    if (invoice.state === 'void') continue;
    const total = totals.get(invoice.currency) ?? {
      currency: invoice.currency,
      invoiced_minor: 0,
      paid_minor: 0,
      overdue_minor: 0,
      invoices: 0,
    };
    total.invoices += 1;
    total.invoiced_minor += invoice.total_minor;
    if (invoice.state === 'paid') total.paid_minor += invoice.total_minor;
    if (invoice.overdue) total.overdue_minor += invoice.total_minor;
    totals.set(invoice.currency, total);
  }
  return { totals: [...totals.values()], invoices };
}
