import { sql } from 'drizzle-orm';
import type { TDetector, TFindingDraft } from '../detector.ts';
import { addDays, daysBetween, utcDay } from '../policy.ts';
import { assignPayments, loadPayments, type TClaim } from '../reimbursement-pool.ts';
import { loadValuer, valuationText } from '../valuation.ts';

// Lost or damaged in a fulfilment center and never found nor paid (issue 19). A ledger `Adjustments`
// row taking units out (reason M lost, E/6/7 damaged by Amazon) whose units stay unreconciled: no later
// found (F) row gives them back and no Lost_Warehouse/Damaged_Warehouse payment (the reimbursements
// report or a WAREHOUSE_LOST/WAREHOUSE_DAMAGE adjustment in Finances) covers them. Raised once Amazon's
// own reconciliation has had its time (policy.warehouseAutoReimburseWaitDays); claimable for
// warehouseClaimDays from the event.
//
// Matching, per SKU: a found row with the loss's reference id gives its units back first. Losses the
// ledger itself shows settled (ReconciledQuantity > 0, read when the report was made) take their
// payment (or a found row) before the unsettled ones, so an old settled loss's payment is never taken
// as the payment of a loss that is still open. A loss Amazon paid in full comes back with `reimbursed`
// (the runner closes a finding raised before; it raises none).

const LOST_REASONS = new Set(['M', '5']);
const DAMAGED_REASONS = new Set(['E', '6', '7']);
const FOUND_REASON = 'F';
const REASON_TEXT: Record<string, string> = {
  M: 'misplaced (lost) in the fulfilment center',
  '5': 'unrecoverable inventory',
  E: 'damaged at the fulfilment center',
  '6': 'damaged at the fulfilment center',
  '7': 'damaged at the fulfilment center (transfer)',
};

type TLedgerRow = {
  row_key: string;
  day: string;
  fnsku: string | null;
  asin: string | null;
  msku: string | null;
  reference_id: string | null;
  quantity: number;
  reason: string;
  disposition: string | null;
  fulfillment_center: string | null;
  reconciled_quantity: number | null;
  unreconciled_quantity: number | null;
};

type TLoss = TClaim & { row: TLedgerRow; found: TLedgerRow[] };

// What pays which loss: Amazon's Lost_Warehouse for lost units, Damaged_Warehouse for damaged ones.
const LOST_PAID_BY = ['Lost_Warehouse', 'WAREHOUSE_LOST'];
const DAMAGED_PAID_BY = ['Damaged_Warehouse', 'WAREHOUSE_DAMAGE'];

export const lostNotReimbursedDetector: TDetector = {
  kind: 'lost-not-reimbursed',
  async detect(context) {
    const { db, store, policy, asOf } = context;
    const result = await db.execute(sql`
      select row_key, event_date::text as day, fnsku, asin, msku, reference_id, quantity, reason, disposition,
             fulfillment_center, reconciled_quantity, unreconciled_quantity
        from fba_ledger_events
       where channel_id = ${store.channelId} and event_type = 'Adjustments'
       order by event_date, row_key`);
    const rows = result.rows as TLedgerRow[];
    const losses: TLoss[] = [];
    const found: TLedgerRow[] = [];
    for (const row of rows) {
      if (row.reason === FOUND_REASON && row.quantity > 0) found.push(row);
      else if ((LOST_REASONS.has(row.reason) || DAMAGED_REASONS.has(row.reason)) && row.quantity < 0) {
        losses.push({
          row,
          keys: [row.msku, row.fnsku],
          day: row.day,
          units: -row.quantity,
          reasons: LOST_REASONS.has(row.reason) ? LOST_PAID_BY : DAMAGED_PAID_BY,
          found: [],
          paid: [],
        });
      }
    }
    if (losses.length === 0) return [];
    const payments = await loadPayments(
      context,
      ['Lost_Warehouse', 'Damaged_Warehouse'],
      ['WAREHOUSE_LOST', 'WAREHOUSE_DAMAGE'],
    );
    const pay = (claims: TLoss[]) =>
      assignPayments(claims, payments, {
        typicalDays: policy.warehousePaymentTypicalDays,
        matchDays: policy.reimbursementMatchDays,
      });

    // Found rows of the same reference give their units back first; the rest wait for any later loss.
    const looseFound: TLedgerRow[] = [];
    const lossByRef = new Map(losses.map((l) => [`${l.row.reference_id}|${l.row.msku ?? l.row.fnsku}`, l]));
    for (const f of found) {
      const loss = lossByRef.get(`${f.reference_id}|${f.msku ?? f.fnsku}`);
      if (loss && loss.units > 0) {
        loss.units -= Math.min(loss.units, f.quantity);
        loss.found.push(f);
      } else looseFound.push(f);
    }
    // Found rows of the SKU dated on or after the loss give units back, oldest loss first.
    const findLater = (loss: TLoss) => {
      while (loss.units > 0) {
        const i = looseFound.findIndex(
          (f) => f.day >= loss.row.day && loss.keys.some((k) => k && (f.msku ?? f.fnsku) === k),
        );
        if (i < 0) break;
        const [f] = looseFound.splice(i, 1);
        if (!f) break;
        loss.units -= Math.min(loss.units, f.quantity);
        loss.found.push(f);
      }
    };
    // Losses the ledger shows settled take their payments first (only their reconciled part), then the
    // open ones take what is left.
    const reconciled = losses.filter((l) => (l.row.reconciled_quantity ?? 0) > 0);
    const stillOpen = new Map<TLoss, number>();
    for (const loss of reconciled) {
      const open = Math.min(loss.units, Math.max(loss.row.unreconciled_quantity ?? 0, 0));
      loss.units -= open;
      stillOpen.set(loss, open);
    }
    for (const loss of reconciled) findLater(loss);
    pay(reconciled);
    for (const loss of reconciled) loss.units += stillOpen.get(loss) ?? 0;
    for (const loss of losses) findLater(loss);
    pay(losses);

    const value = await loadValuer(context);
    const today = utcDay(asOf);
    const drafts: TFindingDraft[] = [];
    for (const loss of losses) {
      const { row } = loss;
      if (!row.reference_id) continue;
      const paidAmount = loss.paid.reduce((sum, p) => sum + p.amountMinor, 0);
      const reimbursed =
        loss.units === 0 && loss.paid.length > 0
          ? { amountMinor: paidAmount, reimbursementIds: loss.paid.map((p) => p.reimbursementId) }
          : null;
      if (loss.units === 0 && !reimbursed) continue;
      // Amazon's reconciliation still has time: not a finding yet.
      if (!reimbursed && daysBetween(row.day, today) < policy.warehouseAutoReimburseWaitDays) continue;
      const unit = value(row.msku);
      const quantity = reimbursed ? -row.quantity : loss.units;
      drafts.push({
        kind: 'lost-not-reimbursed',
        findingKey: `${row.reference_id}:${row.fnsku ?? row.msku}`,
        fnsku: row.fnsku,
        sku: row.msku,
        asin: row.asin,
        shipmentId: null,
        amazonOrderId: null,
        referenceId: row.reference_id,
        quantity,
        unitValueMinor: unit.unitValueMinor,
        estimatedValueMinor: (unit.unitValueMinor ?? 0) * quantity,
        valuation: valuationText(quantity, unit, store.currency),
        occurredAt: new Date(`${row.day}T00:00:00Z`),
        claimDeadline: addDays(row.day, policy.warehouseClaimDays),
        actionNeeded: unit.actionNeeded,
        evidence: {
          ledger_reference_id: row.reference_id,
          event_date: row.day,
          fnsku: row.fnsku,
          sku: row.msku,
          asin: row.asin,
          reason_code: row.reason,
          reason: REASON_TEXT[row.reason] ?? row.reason,
          quantity_adjusted: row.quantity,
          reconciled_quantity: row.reconciled_quantity,
          unreconciled_quantity: row.unreconciled_quantity,
          units_claimed: loss.units,
          fulfillment_center: row.fulfillment_center,
          disposition: row.disposition,
          found_rows: loss.found.map((f) => ({
            date: f.day,
            reference_id: f.reference_id,
            quantity: f.quantity,
          })),
          reimbursements: loss.paid.map((p) => ({
            reimbursement_id: p.reimbursementId,
            approved_on: p.approvedOn,
            reason: p.reason,
            quantity: p.quantity,
            amount_minor: p.amountMinor,
            source: p.source,
          })),
          waited_days: policy.warehouseAutoReimburseWaitDays,
          source_rows: [{ table: 'fba_ledger_events', row_key: row.row_key }],
        },
        reimbursed,
      });
    }
    return drafts;
  },
};
