import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { channels, users } from './accounts.ts';
import { companyRef, createdAt, lastEdit } from './columns.ts';

// The document generator (issue 20): each company's template for the documents it generates, and every
// file generated or uploaded for the reimbursement line (supplier invoices, evidence packs, proofs of
// ownership, billing invoices), kept in the database with what it is about (store, SKUs, findings).

/** Raw bytes (bytea), read and written as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Per company: who the seller is, their supplier, their logo and the invoice numbering. */
export const documentTemplates = pgTable('document_templates', {
  companyId: companyRef().primaryKey(),
  sellerName: text('seller_name').notNull().default(''),
  sellerAddress: text('seller_address').notNull().default(''),
  supplierName: text('supplier_name').notNull().default(''),
  supplierAddress: text('supplier_address').notNull().default(''),
  /** PNG or JPEG; null for none. */
  logo: bytes('logo'),
  logoMime: text('logo_mime'),
  invoicePrefix: text('invoice_prefix').notNull().default('INV-'),
  /** The number the next generated invoice takes; only ever moves forward. */
  nextInvoiceNumber: integer('next_invoice_number').notNull().default(1),
  notes: text('notes').notNull().default(''),
  ...lastEdit(),
});

/** One generated or uploaded file. */
export const storedDocuments = pgTable(
  'stored_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    /** The store it concerns; null for company-wide files (billing invoices). */
    channelId: uuid('channel_id').references(() => channels.id),
    /** DOCUMENT_KINDS in the contract: supplier-invoice, evidence-pack, proof-of-ownership, … */
    kind: text('kind').notNull(),
    /** An invoice's number (prefix + number): unique per company, so a number is never issued twice. */
    number: text('number'),
    findingIds: uuid('finding_ids').array().notNull().default(sql`'{}'::uuid[]`),
    skus: text('skus').array().notNull().default(sql`'{}'::text[]`),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    bytes: bytes('bytes').notNull(),
    size: integer('size').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stored_documents_number_uq').on(t.companyId, t.number),
    index('stored_documents_channel_idx').on(t.channelId, t.kind, t.createdAt),
    index('stored_documents_skus_idx').using('gin', t.skus),
    index('stored_documents_findings_idx').using('gin', t.findingIds),
  ],
);
