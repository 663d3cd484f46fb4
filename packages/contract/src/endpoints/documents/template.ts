import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { LOGO_MAX_BYTES, ZBase64File } from './common.ts';

// The company's document template (/reimburse/settings/document-generator): who the seller and their
// supplier are, the logo, and the invoice numbering. Everyone in the company reads it; its admin edits it.

export const TEMPLATE_LIMITS = {
  name: 120,
  address: 500,
  prefix: 20,
  notes: 1_000,
  number: 99_999_999,
} as const;

export const ZDocumentTemplateBody = z.object({
  seller_name: z.string().trim().max(TEMPLATE_LIMITS.name),
  seller_address: z.string().trim().max(TEMPLATE_LIMITS.address),
  supplier_name: z.string().trim().max(TEMPLATE_LIMITS.name),
  supplier_address: z.string().trim().max(TEMPLATE_LIMITS.address),
  invoice_prefix: z
    .string()
    .trim()
    .max(TEMPLATE_LIMITS.prefix)
    .regex(/^[A-Za-z0-9/_.-]*$/, 'Use letters, digits and - / _ . only.'),
  next_invoice_number: z.number().int().min(1).max(TEMPLATE_LIMITS.number),
  notes: z.string().trim().max(TEMPLATE_LIMITS.notes),
});
export type TDocumentTemplateBody = z.infer<typeof ZDocumentTemplateBody>;

export const ZDocumentTemplate = ZDocumentTemplateBody.extend({
  /** The logo's type when there is one (image/png or image/jpeg). */
  logo_mime: z.string().nullable(),
  /** The logo as a data: URL for the settings page's preview; null for none. */
  logo_data_url: z.string().nullable(),
  /** The lowest next number allowed: numbers below it are already issued. */
  min_next_invoice_number: z.number().int(),
  can_edit: z.boolean(),
});
export type TDocumentTemplate = z.infer<typeof ZDocumentTemplate>;

export const documentTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/documents/template',
  tags: ['reimburse-documents'],
  summary: "The company's document template (seller, supplier, logo, invoice numbering)",
  response: ZEnvelope(ZDocumentTemplate),
});

export const saveDocumentTemplateEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reimburse/documents/template',
  tags: ['reimburse-documents'],
  summary: "Save the company's document template (company admin)",
  body: ZDocumentTemplateBody,
  response: ZEnvelope(ZDocumentTemplate),
});

export const ZLogoBody = z.object({
  /** The image's bytes, base64; null removes the logo. */
  content_base64: ZBase64File(LOGO_MAX_BYTES).nullable(),
});

export const saveDocumentLogoEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reimburse/documents/template/logo',
  tags: ['reimburse-documents'],
  summary: 'Upload (PNG/JPEG) or remove the logo of generated documents (company admin)',
  body: ZLogoBody,
  response: ZEnvelope(ZDocumentTemplate),
});
