import {
  DOCUMENT_MESSAGES,
  formatMoney,
  marketplaceCurrency,
  REIMBURSE_SETTINGS_MESSAGES,
  type TInvoiceBody,
  type TStoredDocument,
} from '@seller-tools/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import {
  documentTemplates,
  products,
  reimburseFindings,
  reimburseProductSettings,
  storedDocuments,
} from '../../../db/schema/index.ts';
import type { TClock } from '../../../lib/clock.ts';
import { addressLines } from '../../../lib/documents/document-identity.ts';
import { storeDocument } from '../../../lib/documents/stored-documents.ts';
import { AppError } from '../../../lib/outcome.ts';
import { pdfDate, renderPdf } from '../../../lib/pdf/pdf-document.ts';
import type { TReviewStore } from '../../../lib/store-access.ts';
import type { TSettingsActor } from '../settings/actor.ts';
import { knownSkus } from '../settings/known-skus.ts';

// Supplier invoices (issue 20): the supplier (from the template) bills the seller for SKUs of a store, at
// each SKU's unit cost from Product dimensions unless the seller enters one. The total is the sum of the
// lines. Generating takes the template's next number under a row lock, skips any number already on a
// document of the company (the prefix may have changed back), and moves the counter past it: a number is
// never issued twice. The preview renders the same document numbered PREVIEW and stores nothing.

type TSelector = Pick<TDb, 'select'>;

export type TInvoiceLineResolved = {
  sku: string;
  description: string;
  quantity: number;
  unitCostMinor: number;
  amountMinor: number;
};

export const PREVIEW_NUMBER = 'PREVIEW';

const invoiceNumber = (prefix: string, n: number) => `${prefix}${String(n).padStart(4, '0')}`;

/** Each line's SKU checked against the store, with its title and unit cost; the total is their sum. */
export async function resolveLines(
  db: TSelector,
  store: TReviewStore,
  lines: TInvoiceBody['lines'],
): Promise<{ lines: TInvoiceLineResolved[]; totalMinor: number }> {
  const skus = [...new Set(lines.map((l) => l.sku))];
  const [known, titled, costs] = await Promise.all([
    knownSkus(db as TDb, store.channelId, skus),
    db
      .select({ sku: products.sku, title: products.title, asin: products.asin })
      .from(products)
      .where(and(eq(products.channelId, store.channelId), inArray(products.sku, skus))),
    db
      .select({ sku: reimburseProductSettings.sku, cost: reimburseProductSettings.unitCostMinor })
      .from(reimburseProductSettings)
      .where(
        and(
          eq(reimburseProductSettings.channelId, store.channelId),
          inArray(reimburseProductSettings.sku, skus),
        ),
      ),
  ]);
  const titles = new Map(
    titled.map((r) => [r.sku, r.title ? `${r.title} (ASIN ${r.asin})` : `ASIN ${r.asin}`]),
  );
  const costOf = new Map(costs.map((r) => [r.sku, r.cost]));
  const resolved = lines.map((line) => {
    if (!known.has(line.sku) && !costOf.has(line.sku)) {
      throw new AppError('invalid', `${line.sku}: ${REIMBURSE_SETTINGS_MESSAGES.skuUnknown}`);
    }
    const unitCostMinor = line.unit_cost ?? costOf.get(line.sku) ?? null;
    if (unitCostMinor === null)
      throw new AppError('invalid', `${line.sku}: ${DOCUMENT_MESSAGES.unitCostMissing}`);
    return {
      sku: line.sku,
      description: titles.get(line.sku) ?? line.sku,
      quantity: line.quantity,
      unitCostMinor,
      amountMinor: unitCostMinor * line.quantity,
    };
  });
  return { lines: resolved, totalMinor: resolved.reduce((sum, l) => sum + l.amountMinor, 0) };
}

type TTemplateRow = typeof documentTemplates.$inferSelect;

export async function renderInvoice(
  template: TTemplateRow,
  currency: string,
  number: string,
  date: string,
  resolved: { lines: TInvoiceLineResolved[]; totalMinor: number },
): Promise<Buffer> {
  return renderPdf({
    title: 'Invoice',
    logo: template.logo,
    subtitle: [`Invoice no. ${number}`, `Date ${date}`],
    author: template.supplierName,
    footer: `${template.supplierName} — invoice ${number}`,
    blocks: [
      {
        type: 'addresses',
        blocks: [
          { heading: 'Supplier', lines: [template.supplierName, ...addressLines(template.supplierAddress)] },
          { heading: 'Bill to', lines: [template.sellerName, ...addressLines(template.sellerAddress)] },
        ],
      },
      {
        type: 'table',
        columns: [
          { header: 'SKU', weight: 1.4 },
          { header: 'Description', weight: 2.6 },
          { header: 'Qty', align: 'right', weight: 0.7 },
          { header: 'Unit cost', align: 'right' },
          { header: 'Amount', align: 'right', weight: 1.2 },
        ],
        rows: resolved.lines.map((l) => [
          l.sku,
          l.description,
          String(l.quantity),
          formatMoney(l.unitCostMinor, currency),
          formatMoney(l.amountMinor, currency),
        ]),
      },
      { type: 'totals', rows: [[`Total (${currency})`, formatMoney(resolved.totalMinor, currency)]] },
      ...(template.notes ? [{ type: 'paragraph' as const, text: template.notes }] : []),
    ],
  });
}

export function createInvoiceService({ db, clock }: { db: TDb; clock: TClock }) {
  async function templateFor(tx: TSelector, companyId: string, lock: boolean): Promise<TTemplateRow> {
    const query = tx.select().from(documentTemplates).where(eq(documentTemplates.companyId, companyId));
    const [row] = lock ? await query.for('update') : await query;
    if (!row?.sellerName || !row.supplierName) {
      throw new AppError('invalid', DOCUMENT_MESSAGES.templateIncomplete);
    }
    return row;
  }

  async function checkFindings(store: TReviewStore, ids: readonly string[]): Promise<void> {
    if (!ids.length) return;
    const found = await db
      .select({ id: reimburseFindings.id })
      .from(reimburseFindings)
      .where(and(eq(reimburseFindings.channelId, store.channelId), inArray(reimburseFindings.id, [...ids])));
    if (found.length !== new Set(ids).size) throw new AppError('invalid', DOCUMENT_MESSAGES.findingsUnknown);
  }

  /** The invoice as PDF, numbered PREVIEW; nothing stored, no number used. */
  async function preview(store: TReviewStore, body: TInvoiceBody): Promise<Buffer> {
    const template = await templateFor(db, store.companyId, false);
    const resolved = await resolveLines(db, store, body.lines);
    const date = body.invoice_date ?? pdfDate(clock.now());
    return renderInvoice(template, marketplaceCurrency(store.marketplaceId), PREVIEW_NUMBER, date, resolved);
  }

  /** Generates the invoice under the next free number and stores it with the store, SKUs and findings. */
  async function generate(
    store: TReviewStore,
    actor: TSettingsActor,
    body: TInvoiceBody,
  ): Promise<TStoredDocument> {
    const resolved = await resolveLines(db, store, body.lines);
    await checkFindings(store, body.finding_ids ?? []);
    const date = body.invoice_date ?? pdfDate(clock.now());
    return db.transaction(async (tx) => {
      const template = await templateFor(tx, store.companyId, true);
      let n = template.nextInvoiceNumber;
      for (;;) {
        const [taken] = await tx
          .select({ id: storedDocuments.id })
          .from(storedDocuments)
          .where(
            and(
              eq(storedDocuments.companyId, store.companyId),
              eq(storedDocuments.number, invoiceNumber(template.invoicePrefix, n)),
            ),
          );
        if (!taken) break;
        n++;
      }
      const number = invoiceNumber(template.invoicePrefix, n);
      const bytes = await renderInvoice(
        template,
        marketplaceCurrency(store.marketplaceId),
        number,
        date,
        resolved,
      );
      const doc = await storeDocument(tx, {
        companyId: store.companyId,
        channelId: store.channelId,
        kind: 'supplier-invoice',
        number,
        filename: `invoice-${number.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`,
        mime: 'application/pdf',
        bytes,
        skus: resolved.lines.map((l) => l.sku),
        findingIds: body.finding_ids ?? [],
        createdBy: actor.userId,
      });
      await tx
        .update(documentTemplates)
        .set({ nextInvoiceNumber: n + 1 })
        .where(eq(documentTemplates.companyId, store.companyId));
      return doc;
    });
  }

  return { preview, generate };
}
