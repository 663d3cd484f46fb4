import { formatMoney, REIMBURSE_ROUTES } from '@seller-tools/contract';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { billingCustomers, type billingInvoices, users } from '../../db/schema/index.ts';
import type { TMailer } from '../../mail/mailer.ts';

// The seller's billing mails (transactional, so without an unsubscribe link): an invoice paid, or its
// payment failed with when it is tried again. Sent to the billing email, else to the company's admins.

type TInvoiceRow = typeof billingInvoices.$inferSelect;

async function recipients(db: TDb, companyId: string): Promise<string[]> {
  const [customer] = await db
    .select({ email: billingCustomers.email })
    .from(billingCustomers)
    .where(eq(billingCustomers.companyId, companyId));
  if (customer?.email) return [customer.email];
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isCompanyAdmin, true)));
  return admins.map((a) => a.email);
}

export async function sendBillingMail(
  deps: { db: TDb; mailer: TMailer; publicUrl: string },
  invoice: TInvoiceRow,
  outcome: 'paid' | 'failed',
): Promise<void> {
  const amount = formatMoney(invoice.totalMinor, invoice.currency);
  const link = new URL(REIMBURSE_ROUTES.settingsBilling, deps.publicUrl).toString();
  const subject =
    outcome === 'paid' ? `Invoice ${invoice.number} paid` : `Payment failed for invoice ${invoice.number}`;
  const lines =
    outcome === 'paid'
      ? [`We received ${amount} for invoice ${invoice.number} (${invoice.month}). Thank you.`]
      : [
          `We could not charge ${amount} for invoice ${invoice.number} (${invoice.month}): ${invoice.lastError ?? 'the payment was declined'}.`,
          invoice.nextRetryAt
            ? `We will try again on ${invoice.nextRetryAt.toISOString().slice(0, 10)}. You can update your card or pay now on the billing page.`
            : 'Please update your card and pay it on the billing page.',
        ];
  for (const to of await recipients(deps.db, invoice.companyId))
    await deps.mailer.send({ to, subject, text: [...lines, '', `Billing: ${link}`].join('\n') });
}
