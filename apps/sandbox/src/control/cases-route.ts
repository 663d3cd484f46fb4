import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TClock } from '../clock.ts';
import { payCase } from '../data/case-payments.ts';
import { sellerData } from '../data/seller-data.ts';

const badRequest = (message: string) => ({ errors: [{ code: 'InvalidInput', message, details: '' }] });

const ZCasePayment = z
  .object({
    sellingPartnerId: z.string().regex(/^A[A-Z0-9]{9,15}$/, 'sellingPartnerId is required.'),
    caseId: z.string().regex(/^[0-9]{6,20}$/, 'caseId must be the digits of a Seller Central case id.'),
    sku: z.string().min(1, 'sku is required (a SKU of the seller).'),
    quantity: z.number().int().min(1),
    /** The total paid, in the product's currency (major units). */
    amount: z.number().positive(),
    reason: z
      .enum(['Lost_Warehouse', 'Damaged_Warehouse', 'CustomerReturn', 'Lost_Inbound'])
      .default('Lost_Warehouse'),
    amazonOrderId: z.string().default(''),
  })
  .strict();

// A test control Amazon does not have: Amazon's answer to a case a person filed in Seller Central. The
// payment shows in GET_FBA_REIMBURSEMENTS_DATA with the case-id, approved at the sandbox clock's now.
export function registerCasesRoute(app: FastifyInstance, deps: { clock: TClock }) {
  app.post('/sandbox/cases', async (request, reply) => {
    const parsed = ZCasePayment.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send(badRequest(parsed.error.issues[0]?.message ?? 'Invalid body'));
    const body = parsed.data;
    const payment = payCase(sellerData(body.sellingPartnerId), {
      caseId: body.caseId,
      sku: body.sku,
      quantity: body.quantity,
      amountPerUnit: Math.round((body.amount / body.quantity) * 100) / 100,
      reason: body.reason,
      amazonOrderId: body.amazonOrderId,
      approvedAt: deps.clock.now().getTime(),
    });
    if (!payment) return reply.code(400).send(badRequest(`The seller has no SKU ${body.sku}.`));
    return {
      reimbursementId: payment.reimbursementId,
      caseId: payment.caseId,
      approvedAt: new Date(payment.approvedAt).toISOString(),
      sku: payment.product.sku,
      fnsku: payment.product.fnsku,
      quantity: payment.quantity,
      amountPerUnit: payment.amountPerUnit,
      currency: payment.currency,
    };
  });
}
