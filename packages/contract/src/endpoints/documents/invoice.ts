import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { SKU_MAX, ZMoneyInput } from '../reimburse/settings-common.ts';
import { ZStoredDocument } from './common.ts';

// A supplier invoice for SKUs of a store: the seller's company and supplier from the template, each SKU's
// title and unit cost from Product dimensions (or a cost entered here), the quantities the seller chooses.
// The preview answers the PDF without using a number; generating stores it under the next number.

export const INVOICE_MAX_LINES = 50;
export const INVOICE_MAX_QUANTITY = 1_000_000;

export const ZInvoiceLine = z.object({
  sku: z.string().trim().min(1).max(SKU_MAX),
  quantity: z.number().int().min(1).max(INVOICE_MAX_QUANTITY),
  /** Minor units of the store's currency; when absent, the SKU's unit cost from Product dimensions. */
  unit_cost: ZMoneyInput.optional(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZInvoiceBody = z.object({
  channel_id: z.uuid(),
  lines: z.array(ZInvoiceLine).min(1, 'Add at least one SKU.').max(INVOICE_MAX_LINES),
  /** YYYY-MM-DD; today when absent. */
  invoice_date: z.iso.date().optional(),
  /** The findings this invoice proves (the action-needed list's one-click invoice). */
  finding_ids: z.array(z.uuid()).max(500).optional(),
});
export type TInvoiceBody = z.infer<typeof ZInvoiceBody>;

export const previewInvoiceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reimburse/documents/invoice/preview',
  tags: ['reimburse-documents'],
  summary: 'A supplier invoice as PDF, not stored and numbered "PREVIEW"',
  body: ZInvoiceBody,
  produces: 'application/pdf',
});

export const generateInvoiceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reimburse/documents/invoice',
  tags: ['reimburse-documents'],
  summary: 'Generate a supplier invoice under the next number and store it with the store',
  body: ZInvoiceBody,
  response: ZEnvelope(ZStoredDocument),
});
