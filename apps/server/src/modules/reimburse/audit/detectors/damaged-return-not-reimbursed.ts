import { formatMoney } from '@seller-tools/contract';
import { eq, min } from 'drizzle-orm';
import { fbaLedgerEvents } from '../../../../db/schema/index.ts';
import type { TAuditContext, TDetector, TFindingDraft } from '../detector.ts';
import { addDays, byKey, deadlineAfter, unitCosts, ymd } from './detector-kit.ts';
import {
  customerReturnsByOrder,
  ledgerReturnsByOrder,
  paidOf,
  productIds,
  reimbursementsByOrder,
  reimbursementsFor,
  type TReturnRow,
} from './order-facts.ts';

// A customer return that came back damaged by the carrier or in the fulfilment center
// (policy.damagedReturnDispositions in the returns report's detailed disposition), or that came back
// sellable and was never restocked (no CustomerReturns row in the ledger for the order), with no
// reimbursement for the order. Amazon pays most of these on its own, so the finding waits
// policy.damagedReturnWaitDays after the return arrived; the claim is accepted for
// policy.damagedReturnClaimDays after that.

/** The day the ledger starts (a return before it cannot be checked for a restock). */
async function ledgerStart(ctx: TAuditContext): Promise<string | null> {
  const [row] = await ctx.db
    .select({ first: min(fbaLedgerEvents.eventDate) })
    .from(fbaLedgerEvents)
    .where(eq(fbaLedgerEvents.channelId, ctx.store.channelId));
  return row?.first ?? null;
}

type TProblem = 'damaged' | 'not-restocked';

export const damagedReturnNotReimbursedDetector: TDetector = {
  kind: 'damaged-return-not-reimbursed',
  async detect(ctx) {
    const { policy, store, asOf } = ctx;
    const [returns, ledger, paid, costs, ids, firstLedgerDay] = await Promise.all([
      customerReturnsByOrder(ctx),
      ledgerReturnsByOrder(ctx),
      reimbursementsByOrder(ctx),
      unitCosts(ctx),
      productIds(ctx),
      ledgerStart(ctx),
    ]);
    const damagedDispositions = new Set(policy.damagedReturnDispositions);
    const byCost = asOf >= new Date(`${policy.manufacturingCostValuationFrom}T00:00:00Z`);
    const money = (m: number) => formatMoney(m, store.currency);
    const drafts: TFindingDraft[] = [];
    for (const [key, list] of returns) {
      const ledgerRows = ledger.get(key) ?? [];
      for (const ret of list) {
        const problem = problemOf(ret, ledgerRows.length > 0, firstLedgerDay, damagedDispositions);
        if (!problem) continue;
        const returnedAt = new Date(ret.returnDate);
        const eligibleFrom = addDays(returnedAt, policy.damagedReturnWaitDays);
        if (asOf < eligibleFrom) continue;
        const reimbursements = reimbursementsFor(paid, ret.amazonOrderId, ret.sku);
        const reimbursed = paidOf(reimbursements);
        // Paid while Amazon's own wait ran: never shown, never a finding.
        if (reimbursed && reimbursements.every((r) => new Date(r.approvalDate) < eligibleFrom)) continue;

        const sku = ret.sku;
        const id = sku ? ids.get(sku) : undefined;
        const cost = sku ? costs.get(sku) : undefined;
        const unitValue = byCost ? (cost ?? null) : (id?.priceMinor ?? null);
        const quantity = ret.quantity;
        const valuation =
          unitValue === null
            ? `${quantity} × your unit cost, which is missing: enter it to value this claim`
            : byCost
              ? `${quantity} × ${money(unitValue)} unit cost you entered (Amazon values damaged units at manufacturing cost)`
              : `${quantity} × ${money(unitValue)} listed price`;
        drafts.push({
          kind: 'damaged-return-not-reimbursed',
          findingKey: `${ret.amazonOrderId}:${sku ?? ''}:${ret.licensePlateNumber || ret.returnDate}`,
          fnsku: ret.fnsku ?? id?.fnsku ?? null,
          sku,
          asin: id?.asin ?? null,
          shipmentId: null,
          amazonOrderId: ret.amazonOrderId,
          referenceId: ret.licensePlateNumber,
          quantity,
          unitValueMinor: unitValue,
          estimatedValueMinor: unitValue === null ? 0 : unitValue * quantity,
          valuation,
          occurredAt: returnedAt,
          claimDeadline: deadlineAfter(eligibleFrom, policy.damagedReturnClaimDays),
          actionNeeded: unitValue === null ? 'missing-cogs' : null,
          evidence: {
            problem:
              problem === 'damaged'
                ? `returned ${ret.detailedDisposition}: damaged by the carrier or at the fulfilment center`
                : 'returned sellable but never restocked: no CustomerReturns row in the inventory ledger',
            amazonOrderId: ret.amazonOrderId,
            sku,
            fnsku: ret.fnsku,
            returnedAt: ret.returnDate,
            quantity,
            detailedDisposition: ret.detailedDisposition,
            returnStatus: ret.status,
            licensePlateNumber: ret.licensePlateNumber,
            fulfillmentCenterId: ret.fulfillmentCenterId,
            claimableFrom: ymd(eligibleFrom),
            customerReturn: ret,
            ledgerCustomerReturns: ledgerRows,
            reimbursements,
          },
          reimbursed,
        });
      }
    }
    return drafts.sort(byKey);
  },
};

function problemOf(
  ret: TReturnRow,
  inLedger: boolean,
  firstLedgerDay: string | null,
  damaged: ReadonlySet<string>,
): TProblem | null {
  const disposition = (ret.detailedDisposition ?? '').toUpperCase();
  if (damaged.has(disposition)) return 'damaged';
  // A sellable return the ledger never took back into stock, where the ledger covers its day.
  if (
    disposition === 'SELLABLE' &&
    !inLedger &&
    firstLedgerDay !== null &&
    ret.returnDate.slice(0, 10) > firstLedgerDay
  )
    return 'not-restocked';
  return null;
}
