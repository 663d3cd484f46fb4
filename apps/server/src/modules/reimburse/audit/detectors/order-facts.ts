import { and, eq, isNotNull, lte, ne } from 'drizzle-orm';
import {
  fbaCustomerReturns,
  fbaLedgerEvents,
  fbaReimbursements,
  products,
} from '../../../../db/schema/index.ts';
import type { TAuditContext } from '../detector.ts';
import { minorOf } from './detector-kit.ts';

// What the refund and return detectors read about an order's units after the sale: the customer
// returns report and the ledger's CustomerReturns rows (the same units, reported twice), and the
// reimbursements Amazon made for the order. Keyed by `${amazonOrderId}|${sku}`.

export const orderSkuKey = (orderId: string, sku: string | null) => `${orderId}|${sku ?? ''}`;

export type TReturnRow = {
  returnDate: string;
  amazonOrderId: string;
  sku: string | null;
  fnsku: string | null;
  quantity: number;
  detailedDisposition: string | null;
  status: string | null;
  reason: string | null;
  fulfillmentCenterId: string | null;
  licensePlateNumber: string | null;
};

export type TLedgerReturnRow = {
  eventDate: string;
  referenceId: string;
  msku: string | null;
  fnsku: string | null;
  quantity: number;
  disposition: string | null;
  fulfillmentCenter: string | null;
};

export type TOrderReimbursement = {
  reimbursementId: string;
  approvalDate: string;
  reason: string | null;
  caseId: string | null;
  sku: string | null;
  quantity: number;
  amountMinor: number;
};

function group<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** Customer returns (the returns report) per order and SKU. */
export async function customerReturnsByOrder(ctx: TAuditContext): Promise<Map<string, TReturnRow[]>> {
  const rows = await ctx.db
    .select({
      returnDate: fbaCustomerReturns.returnDate,
      amazonOrderId: fbaCustomerReturns.amazonOrderId,
      sku: fbaCustomerReturns.sku,
      fnsku: fbaCustomerReturns.fnsku,
      quantity: fbaCustomerReturns.quantity,
      detailedDisposition: fbaCustomerReturns.detailedDisposition,
      status: fbaCustomerReturns.status,
      reason: fbaCustomerReturns.reason,
      fulfillmentCenterId: fbaCustomerReturns.fulfillmentCenterId,
      licensePlateNumber: fbaCustomerReturns.licensePlateNumber,
    })
    .from(fbaCustomerReturns)
    .where(
      and(
        eq(fbaCustomerReturns.channelId, ctx.store.channelId),
        lte(fbaCustomerReturns.returnDate, ctx.asOf),
      ),
    )
    .orderBy(fbaCustomerReturns.returnDate, fbaCustomerReturns.rowKey);
  return group(
    rows.map((r) => ({ ...r, returnDate: r.returnDate.toISOString() })),
    (r) => orderSkuKey(r.amazonOrderId, r.sku),
  );
}

/** The ledger's CustomerReturns rows per order (reference id) and SKU. */
export async function ledgerReturnsByOrder(ctx: TAuditContext): Promise<Map<string, TLedgerReturnRow[]>> {
  const rows = await ctx.db
    .select({
      eventDate: fbaLedgerEvents.eventDate,
      referenceId: fbaLedgerEvents.referenceId,
      msku: fbaLedgerEvents.msku,
      fnsku: fbaLedgerEvents.fnsku,
      quantity: fbaLedgerEvents.quantity,
      disposition: fbaLedgerEvents.disposition,
      fulfillmentCenter: fbaLedgerEvents.fulfillmentCenter,
    })
    .from(fbaLedgerEvents)
    .where(
      and(
        eq(fbaLedgerEvents.channelId, ctx.store.channelId),
        eq(fbaLedgerEvents.eventType, 'CustomerReturns'),
        isNotNull(fbaLedgerEvents.referenceId),
        lte(fbaLedgerEvents.eventDate, ctx.asOf.toISOString().slice(0, 10)),
      ),
    )
    .orderBy(fbaLedgerEvents.eventDate, fbaLedgerEvents.rowKey);
  return group(
    rows.map((r) => ({ ...r, referenceId: r.referenceId as string })),
    (r) => orderSkuKey(r.referenceId, r.msku),
  );
}

/** Reimbursements that name an order (CustomerReturn and the like), per order and SKU. */
export async function reimbursementsByOrder(ctx: TAuditContext): Promise<Map<string, TOrderReimbursement[]>> {
  const rows = await ctx.db
    .select({
      reimbursementId: fbaReimbursements.reimbursementId,
      approvalDate: fbaReimbursements.approvalDate,
      reason: fbaReimbursements.reason,
      caseId: fbaReimbursements.caseId,
      amazonOrderId: fbaReimbursements.amazonOrderId,
      sku: fbaReimbursements.sku,
      quantity: fbaReimbursements.quantityTotal,
      amountTotal: fbaReimbursements.amountTotal,
      currency: fbaReimbursements.currency,
    })
    .from(fbaReimbursements)
    .where(
      and(
        eq(fbaReimbursements.channelId, ctx.store.channelId),
        isNotNull(fbaReimbursements.amazonOrderId),
        ne(fbaReimbursements.amazonOrderId, ''),
        lte(fbaReimbursements.approvalDate, ctx.asOf),
      ),
    )
    .orderBy(fbaReimbursements.approvalDate, fbaReimbursements.rowKey);
  return group(
    rows.map((r) => ({
      reimbursementId: r.reimbursementId,
      approvalDate: r.approvalDate.toISOString(),
      reason: r.reason,
      caseId: r.caseId,
      sku: r.sku,
      quantity: r.quantity ?? 0,
      amountMinor: minorOf(r.amountTotal, r.currency ?? ctx.store.currency),
      amazonOrderId: r.amazonOrderId as string,
    })),
    (r) => orderSkuKey(r.amazonOrderId, r.sku),
  );
}

/** FNSKU, ASIN and listed price per SKU from the catalogue, for the drafts' identifiers. */
export async function productIds(
  ctx: TAuditContext,
): Promise<Map<string, { fnsku: string | null; asin: string; priceMinor: number | null }>> {
  const rows = await ctx.db
    .select({ sku: products.sku, fnsku: products.fnsku, asin: products.asin, price: products.price })
    .from(products)
    .where(eq(products.channelId, ctx.store.channelId));
  return new Map(
    rows.map((r) => [
      r.sku,
      {
        fnsku: r.fnsku,
        asin: r.asin,
        priceMinor: r.price === null ? null : minorOf(r.price, ctx.store.currency),
      },
    ]),
  );
}

/** What Amazon paid, as a draft's `reimbursed`, or null when nothing was paid. */
export function paidOf(list: readonly TOrderReimbursement[]) {
  const paid = list.filter((r) => r.amountMinor > 0 || r.quantity > 0);
  if (paid.length === 0) return null;
  return {
    amountMinor: paid.reduce((sum, r) => sum + r.amountMinor, 0),
    reimbursementIds: [...new Set(paid.map((r) => r.reimbursementId))],
  };
}

/** The order's reimbursements for the SKU, and those that name the order without a SKU. */
export function reimbursementsFor(
  paid: Map<string, TOrderReimbursement[]>,
  orderId: string,
  sku: string | null,
): TOrderReimbursement[] {
  const forSku = paid.get(orderSkuKey(orderId, sku)) ?? [];
  return sku ? [...forSku, ...(paid.get(orderSkuKey(orderId, null)) ?? [])] : forSku;
}
