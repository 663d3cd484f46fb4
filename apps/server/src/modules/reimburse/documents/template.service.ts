import {
  DOCUMENT_MESSAGES,
  LOGO_MAX_BYTES,
  LOGO_MIMES,
  type TDocumentTemplate,
  type TDocumentTemplateBody,
} from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { documentTemplates } from '../../../db/schema/index.ts';
import type { TClock } from '../../../lib/clock.ts';
import { assertCompanyAdmin } from '../../../lib/company-admin.ts';
import { decodeBase64, sniffMime } from '../../../lib/documents/file-type.ts';
import { AppError } from '../../../lib/outcome.ts';
import type { TSettingsActor } from '../settings/actor.ts';

// The company's document template (issue 20): read by every member, written by the company's admin. The
// next invoice number only moves forward: numbers below it may already be on invoices sent to Amazon.

type TRow = typeof documentTemplates.$inferSelect;

export const EMPTY_TEMPLATE: TDocumentTemplateBody = {
  seller_name: '',
  seller_address: '',
  supplier_name: '',
  supplier_address: '',
  invoice_prefix: 'INV-',
  next_invoice_number: 1,
  notes: '',
};

function assertAdmin(actor: TSettingsActor): void {
  assertCompanyAdmin(actor, DOCUMENT_MESSAGES.adminOnly);
}

function toTemplate(row: TRow | undefined, actor: TSettingsActor): TDocumentTemplate {
  const body: TDocumentTemplateBody = row
    ? {
        seller_name: row.sellerName,
        seller_address: row.sellerAddress,
        supplier_name: row.supplierName,
        supplier_address: row.supplierAddress,
        invoice_prefix: row.invoicePrefix,
        next_invoice_number: row.nextInvoiceNumber,
        notes: row.notes,
      }
    : EMPTY_TEMPLATE;
  return {
    ...body,
    logo_mime: row?.logo ? row.logoMime : null,
    logo_data_url: row?.logo ? `data:${row.logoMime};base64,${row.logo.toString('base64')}` : null,
    min_next_invoice_number: body.next_invoice_number,
    can_edit: actor.isCompanyAdmin,
  };
}

export function createTemplateService({ db, clock }: { db: TDb; clock: TClock }) {
  async function row(companyId: string): Promise<TRow | undefined> {
    const [found] = await db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.companyId, companyId));
    return found;
  }

  async function get(companyId: string, actor: TSettingsActor): Promise<TDocumentTemplate> {
    return toTemplate(await row(companyId), actor);
  }

  async function save(
    companyId: string,
    actor: TSettingsActor,
    body: TDocumentTemplateBody,
  ): Promise<TDocumentTemplate> {
    assertAdmin(actor);
    return db.transaction(async (tx) => {
      await tx.insert(documentTemplates).values({ companyId }).onConflictDoNothing();
      const [current] = await tx
        .select({ next: documentTemplates.nextInvoiceNumber })
        .from(documentTemplates)
        .where(eq(documentTemplates.companyId, companyId))
        .for('update');
      if (current && body.next_invoice_number < current.next) {
        throw new AppError('invalid', DOCUMENT_MESSAGES.numberBackwards);
      }
      const [saved] = await tx
        .update(documentTemplates)
        .set({
          sellerName: body.seller_name,
          sellerAddress: body.seller_address,
          supplierName: body.supplier_name,
          supplierAddress: body.supplier_address,
          invoicePrefix: body.invoice_prefix,
          nextInvoiceNumber: body.next_invoice_number,
          notes: body.notes,
          updatedBy: actor.userId,
          updatedAt: clock.now(),
        })
        .where(eq(documentTemplates.companyId, companyId))
        .returning();
      return toTemplate(saved, actor);
    });
  }

  async function saveLogo(
    companyId: string,
    actor: TSettingsActor,
    base64: string | null,
  ): Promise<TDocumentTemplate> {
    assertAdmin(actor);
    let logo: Buffer | null = null;
    let mime: string | null = null;
    if (base64 !== null) {
      logo = decodeBase64(base64);
      if (logo.length > LOGO_MAX_BYTES) throw new AppError('invalid', DOCUMENT_MESSAGES.logoTooBig);
      mime = sniffMime(logo);
      if (!mime || !(LOGO_MIMES as readonly string[]).includes(mime)) {
        throw new AppError('invalid', DOCUMENT_MESSAGES.logoType);
      }
    }
    const [saved] = await db
      .insert(documentTemplates)
      .values({ companyId, logo, logoMime: mime, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: documentTemplates.companyId,
        set: { logo, logoMime: mime, updatedBy: actor.userId, updatedAt: clock.now() },
      })
      .returning();
    return toTemplate(saved, actor);
  }

  return { get, save, saveLogo };
}
