import { z } from 'zod';
import type { TFindingKind } from '../reimburse/common.ts';

// The document generator (issue 20): files generated for the seller's claims (supplier invoices, evidence
// packs) and proofs the seller uploads, kept per store with the SKUs and findings they are about. Files
// travel as base64 in JSON bodies (as the product import does) and come back as attachments.

export const DOCUMENT_KINDS = [
  /** An invoice from the seller's supplier for SKUs they own: Amazon's usual proof of ownership. */
  'supplier-invoice',
  /** A finding's facts and source rows, as a case is filed from them. */
  'evidence-pack',
  /** A file the seller uploads to prove they own the units (their own invoice, a receipt). */
  'proof-of-ownership',
  /** Our monthly commission invoice (billing). */
  'billing-invoice',
] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];
export const ZDocumentKind = z.enum(DOCUMENT_KINDS);

export const DOCUMENT_KIND_LABELS: Readonly<Record<TDocumentKind, string>> = {
  'supplier-invoice': 'Supplier invoice',
  'evidence-pack': 'Evidence pack',
  'proof-of-ownership': 'Proof of ownership',
  'billing-invoice': 'Invoice',
};

/** What each finding kind is, in words (the evidence pack's headings and the seller's screens). */
export const FINDING_KIND_LABELS: Readonly<Record<TFindingKind, string>> = {
  'lost-not-reimbursed': 'Lost or damaged in the warehouse',
  'short-received': 'Inbound shipment shortage',
  'refund-without-return': 'Refunded but not returned',
  'damaged-return-not-reimbursed': 'Return damaged or not restocked',
  'wrong-size-tier': 'Fee overcharge',
  'underpaid-reimbursement': 'Underpaid reimbursement',
};

/**
 * Which findings need a proof of ownership before they are claimed: Amazon asks for an invoice on inbound
 * shortages and on lost or damaged units of some value, so a claimable finding of these kinds worth at
 * least PROOF_MIN_VALUE_MINOR (minor units of its currency) needs one, until the seller uploads a proof or
 * generates a supplier invoice for its SKU.
 */
export const PROOF_KINDS: readonly TFindingKind[] = [
  'short-received',
  'lost-not-reimbursed',
  'damaged-return-not-reimbursed',
];
export const PROOF_MIN_VALUE_MINOR = 10_000;

/** The largest uploaded proof and logo, and the types accepted (checked by their bytes, not their name). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_MAX_BYTES = 512 * 1024;
export const PROOF_MIMES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const LOGO_MIMES = ['image/png', 'image/jpeg'] as const;

/** Base64 of a file of at most `bytes` bytes. */
export const ZBase64File = (bytes: number) =>
  z
    .string()
    .min(1, 'Choose a file.')
    .max(Math.ceil((bytes * 4) / 3) + 4, `The file is too big: at most ${Math.round(bytes / 1024)} KB.`)
    .regex(/^[A-Za-z0-9+/=\s]*$/, 'The file is not base64.');

export const DOCUMENT_MESSAGES = {
  templateSaved: 'Document template saved.',
  logoSaved: 'Logo saved.',
  logoRemoved: 'Logo removed.',
  proofSaved: 'Proof of ownership saved.',
  generated: 'Document generated.',
  adminOnly: "Only your company's admin can change the document template.",
  numberBackwards: 'The next invoice number cannot go below one already reserved; numbers are never reused.',
  notFound: 'This document does not exist.',
  proofType: 'Upload a PDF, PNG or JPEG file.',
  logoType: 'Upload the logo as a PNG or JPEG image.',
  proofTooBig: `The file is too big: at most ${PROOF_MAX_BYTES / 1024 / 1024} MB.`,
  logoTooBig: `The logo is too big: at most ${LOGO_MAX_BYTES / 1024} KB.`,
  skuUnknown: 'This SKU is not in this store.',
  unitCostMissing: 'Enter a unit cost for this SKU (here or in Product dimensions).',
  templateIncomplete: "Fill in your company's name and your supplier's name in the document template first.",
  findingsUnknown: 'Some of these findings are not in this store.',
} as const;

export const ZStoredDocument = z.object({
  document_id: z.uuid(),
  channel_id: z.uuid().nullable(),
  kind: ZDocumentKind,
  number: z.string().nullable(),
  finding_ids: z.array(z.uuid()),
  skus: z.array(z.string()),
  filename: z.string(),
  mime: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type TStoredDocument = z.infer<typeof ZStoredDocument>;
