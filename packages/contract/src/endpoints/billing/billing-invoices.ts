import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZBillingInvoice, ZInvoiceParams } from './common.ts';

// GET /api/billing/invoices: the company's commission invoices, newest month first.
export const billingInvoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/billing/invoices',
  tags: ['billing'],
  summary: "The company's commission invoices",
  response: ZEnvelope(z.array(ZBillingInvoice)),
});

// GET /api/billing/invoices/:invoiceId/pdf: the invoice as a PDF, one line per case.
export const billingInvoicePdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/billing/invoices/:invoiceId/pdf',
  tags: ['billing'],
  summary: 'The invoice as a PDF with its line items per case',
  params: ZInvoiceParams,
  produces: 'application/pdf (attachment)',
});

// POST /api/billing/invoices/:invoiceId/retry: pays a failed invoice again with the saved card (admin).
export const billingInvoiceRetryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/billing/invoices/:invoiceId/retry',
  tags: ['billing'],
  summary: 'Pay a failed invoice again',
  params: ZInvoiceParams,
  response: ZEnvelope(ZBillingInvoice),
});
