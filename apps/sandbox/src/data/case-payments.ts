import { rngFor } from '../prng.ts';
import type { TReimbursement } from './reimbursements.ts';
import type { TSellerData } from './seller-data.ts';

// Amazon has no API to open a reimbursement case: a person files it in Seller Central and, when Amazon
// pays, the payment shows in the reimbursements report with that case-id. POST /sandbox/cases plays
// Amazon's side of a filed case: the payment it records is in every report whose window holds its
// approval time (the next one the server requests). Kept in memory, per seller, for the process.

const paid = new Map<string, TReimbursement[]>();

export type TCasePaymentInput = {
  caseId: string;
  sku: string;
  quantity: number;
  /** Per unit, in the product's currency (major units). */
  amountPerUnit: number;
  reason: TReimbursement['reason'];
  amazonOrderId: string;
  approvedAt: number;
};

/** Records Amazon's payment of a filed case; the reimbursement id is Amazon's 10 digits. */
export function payCase(data: TSellerData, input: TCasePaymentInput): TReimbursement | null {
  const product = data.bySku.get(input.sku);
  if (!product) return null;
  const sellerId = data.profile.sellingPartnerId;
  const list = paid.get(sellerId) ?? [];
  const payment: TReimbursement = {
    approvedAt: input.approvedAt,
    reimbursementId: rngFor('case-payment', sellerId, input.caseId, list.length).digits(10),
    caseId: input.caseId,
    amazonOrderId: input.amazonOrderId,
    reason: input.reason,
    product,
    currency: product.currency,
    amountPerUnit: input.amountPerUnit,
    quantity: input.quantity,
    duePerUnit: input.amountPerUnit,
  };
  paid.set(sellerId, [...list, payment]);
  return payment;
}

/** The case payments of a seller approved in [fromMs, toMs]. */
export function casePaymentsBetween(data: TSellerData, fromMs: number, toMs: number): TReimbursement[] {
  return (paid.get(data.profile.sellingPartnerId) ?? []).filter(
    (p) => p.approvedAt >= fromMs && p.approvedAt <= toMs,
  );
}
