import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZBillingInvoice } from './common.ts';

// GET /api/system/billing (super-admin): invoicing across sellers: per currency what was invoiced, paid
// and is overdue (failed, or open past its retry), and every invoice with its company.
export const ZSystemBillingTotals = z.object({
  currency: z.string(),
  invoiced_minor: z.number().int(),
  paid_minor: z.number().int(),
  overdue_minor: z.number().int(),
  invoices: z.number().int(),
});

export const ZSystemBillingInvoice = ZBillingInvoice.extend({
  company_id: z.uuid(),
  company_name: z.string(),
  overdue: z.boolean(),
});
export type TSystemBillingInvoice = z.infer<typeof ZSystemBillingInvoice>;

export const ZSystemBilling = z.object({
  totals: z.array(ZSystemBillingTotals),
  invoices: z.array(ZSystemBillingInvoice),
});
export type TSystemBilling = z.infer<typeof ZSystemBilling>;

export const systemBillingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/billing',
  tags: ['billing'],
  summary: 'Billing across sellers: invoiced, paid, overdue (super-admin)',
  query: z.object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional(),
  }),
  response: ZEnvelope(ZSystemBilling),
});
