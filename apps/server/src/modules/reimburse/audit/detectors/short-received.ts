import { sql } from 'drizzle-orm';
import type { TDetector, TFindingDraft } from '../detector.ts';
import { addDays, daysBetween, utcDay } from '../policy.ts';
import { loadPayments, settleByWindow, type TPayment, type TWindowClaim } from '../reimbursement-pool.ts';
import { loadValuer, valuationText } from '../valuation.ts';

// Inbound shipment shortage (issue 19): a CLOSED shipment's line received fewer units than the seller
// shipped, net of units the ledger received later (Receipts rows of the shipment after the count) and of
// Amazon's Lost_Inbound payments (reimbursements report or MISSING_FROM_INBOUND in Finances) for the SKU.
// Those name no shipment: a payment counts for a shortage only when, by its date (policy
// inboundAutoPaymentDays), it can pay no neighbouring shortage of the same SKU instead
// (reimbursement-pool.ts settleByWindow); one that fits two leaves both raised, each listing it.
// The v0 inbound API gives no close date: the shipment's last Receipts day in the ledger stands for it
// (else its need-by date, else the day it was first imported). Raised once Amazon's own reconciliation
// has had policy.inboundReconcileWaitDays; claimable for inboundClaimDays from that day.

type TLine = {
  shipment_id: string;
  shipment_name: string | null;
  sku: string;
  fnsku: string | null;
  asin: string | null;
  shipped: number;
  received: number;
  ledger_received: number;
  last_receipt: string | null;
  fallback_day: string;
  destination: string | null;
};

const paymentEvidence = (p: TPayment) => ({
  reimbursement_id: p.reimbursementId,
  case_id: p.caseId,
  approved_on: p.approvedOn,
  quantity: p.quantity,
  amount_minor: p.amountMinor,
  source: p.source,
});

export const shortReceivedDetector: TDetector = {
  kind: 'short-received',
  async detect(context) {
    const { db, store, policy, asOf } = context;
    const result = await db.execute(sql`
      with receipts as (
        select reference_id as shipment_id, msku, sum(quantity)::int as units, max(event_date) as last_day
          from fba_ledger_events
         where channel_id = ${store.channelId} and event_type = 'Receipts' and reference_id is not null
         group by reference_id, msku
      ), shipment_receipts as (
        select shipment_id, max(last_day) as last_day from receipts group by shipment_id
      )
      select s.shipment_id, s.name as shipment_name, i.seller_sku as sku, i.fnsku, p.asin,
             i.quantity_shipped as shipped, i.quantity_received as received,
             coalesce(r.units, 0) as ledger_received, sr.last_day::text as last_receipt,
             coalesce(s.confirmed_need_by_date, s.synced_at::date)::text as fallback_day,
             s.destination_fulfillment_center_id as destination
        from inbound_shipments s
        join inbound_shipment_items i on i.channel_id = s.channel_id and i.shipment_id = s.shipment_id
        left join receipts r on r.shipment_id = s.shipment_id and r.msku = i.seller_sku
        left join shipment_receipts sr on sr.shipment_id = s.shipment_id
        left join products p on p.channel_id = s.channel_id and p.sku = i.seller_sku
       where s.channel_id = ${store.channelId} and s.status = 'CLOSED'
         and i.quantity_received is not null and i.quantity_received < i.quantity_shipped
       order by coalesce(sr.last_day, s.confirmed_need_by_date), s.shipment_id, i.seller_sku`);
    const lines = result.rows as TLine[];
    if (lines.length === 0) return [];
    const payments = await loadPayments(context, ['Lost_Inbound'], ['MISSING_FROM_INBOUND']);
    const claims = lines.map((line): TWindowClaim => {
      const received = Math.max(line.received, line.ledger_received);
      return {
        keys: [line.sku, line.fnsku],
        day: line.last_receipt ?? line.fallback_day,
        units: Math.max(line.shipped - received, 0),
        reasons: ['Lost_Inbound', 'MISSING_FROM_INBOUND'],
        paid: [],
        possible: [],
      };
    });
    settleByWindow(claims, payments, {
      windowDays: policy.inboundAutoPaymentDays,
      typicalDays: policy.inboundPaymentTypicalDays,
      matchDays: policy.reimbursementMatchDays,
    });
    const value = await loadValuer(context);
    const today = utcDay(asOf);
    const drafts: TFindingDraft[] = [];
    for (const [i, line] of lines.entries()) {
      const claim = claims[i] as TWindowClaim;
      const closedDay = claim.day;
      const received = Math.max(line.received, line.ledger_received);
      const missing = line.shipped - received;
      if (missing <= 0) continue;
      const { units, paid, possible } = claim;
      const reimbursed =
        units === 0
          ? {
              amountMinor: paid.reduce((sum, p) => sum + p.amountMinor, 0),
              reimbursementIds: paid.map((p) => p.reimbursementId),
            }
          : null;
      if (!reimbursed && daysBetween(closedDay, today) < policy.inboundReconcileWaitDays) continue;
      const quantity = reimbursed ? missing : units;
      const unit = value(line.sku);
      drafts.push({
        kind: 'short-received',
        findingKey: `${line.shipment_id}:${line.sku}`,
        fnsku: line.fnsku,
        sku: line.sku,
        asin: line.asin,
        shipmentId: line.shipment_id,
        amazonOrderId: null,
        referenceId: line.shipment_id,
        quantity,
        unitValueMinor: unit.unitValueMinor,
        estimatedValueMinor: (unit.unitValueMinor ?? 0) * quantity,
        valuation: valuationText(quantity, unit, store.currency),
        occurredAt: new Date(`${closedDay}T00:00:00Z`),
        claimDeadline: addDays(closedDay, policy.inboundClaimDays),
        actionNeeded: unit.actionNeeded,
        evidence: {
          shipment_id: line.shipment_id,
          shipment_name: line.shipment_name,
          destination_fulfillment_center: line.destination,
          sku: line.sku,
          fnsku: line.fnsku,
          asin: line.asin,
          quantity_shipped: line.shipped,
          quantity_received: line.received,
          ledger_receipts: line.ledger_received,
          units_missing: missing,
          units_claimed: units,
          closed_on: closedDay,
          closed_on_basis: line.last_receipt ? 'last ledger receipt' : 'need-by or import date',
          reimbursements: paid.map(paymentEvidence),
          // Payments of the SKU that fit this shortage and a neighbouring one alike (Amazon's Lost_Inbound
          // rows name no shipment): check the case Amazon names before filing.
          possible_reimbursements: possible.map(paymentEvidence),
          waited_days: policy.inboundReconcileWaitDays,
          source_rows: [
            { table: 'inbound_shipment_items', shipment_id: line.shipment_id, seller_sku: line.sku },
          ],
        },
        reimbursed,
      });
    }
    return drafts;
  },
};
