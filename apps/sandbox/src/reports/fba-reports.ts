import { DAY_MS, dayOf, startOfDay } from '../clock.ts';
import { amazonMeasured, mismeasuredSku } from '../data/anomalies.ts';
import { localFulfilmentFee, sizeTier } from '../data/catalog.ts';
import { ledgerEvents, sellableBalances } from '../data/ledger.ts';
import { damagedReturnPlanted, reimbursementsBetween } from '../data/reimbursements.ts';
import type { TSellerData } from '../data/seller-data.ts';
import { words } from '../words.ts';
import { flatFileTime, toTsv, usDate } from './tsv.ts';

export type TReportWindow = {
  start: number;
  end: number;
  createdAt: number;
  options: Record<string, string>;
  /** The marketplaces the report was requested for (the feedback report's date style follows them). */
  marketplaceIds?: string[];
};

export function ledgerDetail(data: TSellerData, w: TReportWindow): string | null {
  const events = ledgerEvents(data, w.start, w.end);
  if (events.length === 0) return null;
  const header =
    words(`Date FNSKU ASIN MSKU Title EventType ReferenceID Quantity FulfillmentCenter Disposition Reason
    Country ReconciledQuantity UnreconciledQuantity`);
  return toTsv(
    header,
    events.map((e) => {
      // A lost unit is reconciled once it is found again or paid for.
      const adj = e.adjustment;
      const settled =
        adj && ((adj.foundAt ?? Infinity) <= w.createdAt || (adj.reimbursedAt ?? Infinity) <= w.createdAt);
      const lost = adj ? Math.abs(e.quantity) : 0;
      return [
        usDate(e.at),
        e.product.fnsku ?? '',
        e.product.asin,
        e.product.sku,
        e.product.title,
        e.eventType,
        e.referenceId,
        e.quantity,
        e.fulfillmentCenter,
        e.disposition,
        e.reason,
        data.profile.home.countryCode,
        settled ? lost : 0,
        settled ? 0 : lost,
      ];
    }),
  );
}

function periods(w: TReportWindow): { start: number; end: number; label: string }[] {
  const unit = w.options.aggregatedByTimePeriod ?? 'MONTHLY';
  const out: { start: number; end: number; label: string }[] = [];
  let cursor = startOfDay(dayOf(w.start));
  while (cursor <= w.end) {
    const d = new Date(cursor);
    let next: number;
    let label: string;
    if (unit === 'DAILY') {
      next = cursor + DAY_MS;
      label = usDate(cursor);
    } else if (unit === 'WEEKLY') {
      next = cursor + 7 * DAY_MS;
      label = usDate(cursor);
    } else {
      next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
      label = `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
    }
    out.push({ start: cursor, end: Math.min(next - 1, w.end), label });
    cursor = next;
  }
  return out;
}

export function ledgerSummary(data: TSellerData, w: TReportWindow): string | null {
  const header =
    words(`Date FNSKU ASIN MSKU Title Disposition StartingWarehouseBalance InTransitBetweenWarehouses
    Receipts CustomerShipments CustomerReturns VendorReturns WarehouseTransferIn/Out Found Lost
    Damaged Disposed OtherEvents EndingWarehouseBalance UnknownEvents Location`);
  const rows: (string | number)[][] = [];
  const afn = data.catalog.filter((p) => p.channel === 'AFN');
  for (const period of periods(w)) {
    const opening = sellableBalances(data, dayOf(period.start) - 1);
    const sums = new Map<string, Record<string, number>>();
    for (const e of ledgerEvents(data, period.start, period.end)) {
      if (e.disposition !== 'SELLABLE') continue;
      const s = sums.get(e.product.sku) ?? {};
      const key =
        e.eventType === 'Adjustments'
          ? (({ M: 'Lost', F: 'Found', E: 'Damaged' } as Record<string, string>)[e.reason] ?? 'OtherEvents')
          : e.eventType;
      s[key] = (s[key] ?? 0) + e.quantity;
      sums.set(e.product.sku, s);
    }
    for (const p of afn) {
      if (p.launchDay > dayOf(period.end)) continue;
      const s = sums.get(p.sku) ?? {};
      const start = opening.get(p.sku) ?? 0;
      const net = Object.values(s).reduce((a, b) => a + b, 0);
      rows.push([
        period.label,
        p.fnsku ?? '',
        p.asin,
        p.sku,
        p.title,
        'SELLABLE',
        start,
        0,
        s.Receipts ?? 0,
        s.Shipments ?? 0,
        s.CustomerReturns ?? 0,
        0,
        0,
        s.Found ?? 0,
        s.Lost ?? 0,
        s.Damaged ?? 0,
        0,
        s.OtherEvents ?? 0,
        start + net,
        0,
        data.profile.home.countryCode,
      ]);
    }
  }
  return rows.length === 0 ? null : toTsv(header, rows);
}

export function reimbursements(data: TSellerData, w: TReportWindow): string | null {
  const list = reimbursementsBetween(data, w.start, w.end);
  if (list.length === 0) return null;
  const header =
    words(`approval-date reimbursement-id case-id amazon-order-id reason sku fnsku asin product-name
    condition currency-unit amount-per-unit amount-total quantity-reimbursed-cash
    quantity-reimbursed-inventory quantity-reimbursed-total original-reimbursement-id
    original-reimbursement-type`);
  return toTsv(
    header,
    list.map((r) => [
      flatFileTime(r.approvedAt),
      r.reimbursementId,
      r.caseId,
      r.amazonOrderId,
      r.reason,
      r.product.sku,
      r.product.fnsku ?? '',
      r.product.asin,
      r.product.title,
      'New',
      r.currency,
      r.amountPerUnit.toFixed(2),
      (r.amountPerUnit * r.quantity).toFixed(2),
      r.quantity,
      0,
      r.quantity,
      '',
      '',
    ]),
  );
}

export function customerReturns(data: TSellerData, w: TReportWindow): string | null {
  const rows: (string | number)[][] = [];
  for (let day = dayOf(w.start) - 50; day <= dayOf(w.end); day++) {
    for (const order of data.ordersOn(day)) {
      if (order.channel !== 'AFN') continue;
      for (const item of order.items) {
        const r = item.return;
        if (!r || r.receivedAt === null || r.receivedAt < w.start || r.receivedAt > w.end) continue;
        const p = item.product;
        rows.push([
          flatFileTime(r.receivedAt),
          order.amazonOrderId,
          p.sku,
          p.asin,
          p.fnsku ?? '',
          p.title,
          r.quantity,
          p.fulfillmentCenter,
          r.disposition,
          r.reason,
          // A carrier-damaged unit Amazon never paid for (planted) is not reported as reimbursed.
          r.disposition === 'SELLABLE' ||
          (r.disposition === 'CARRIER_DAMAGED' && damagedReturnPlanted(order.amazonOrderId))
            ? 'Unit returned to inventory'
            : 'Reimbursed',
          r.licensePlate,
          r.comment,
        ]);
      }
    }
  }
  if (rows.length === 0) return null;
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  return toTsv(
    words(`return-date order-id sku asin fnsku product-name quantity fulfillment-center-id
      detailed-disposition reason status license-plate-number customer-comments`),
    rows,
  );
}

// Estimated fees use Amazon's own measurements; for the one mismeasured SKU those are wrong (planted).
export function estimatedFees(data: TSellerData): string | null {
  const wrong = mismeasuredSku(data);
  const header =
    words(`sku fnsku asin product-name product-group brand fulfilled-by your-price sales-price longest-side
    median-side shortest-side length-and-girth unit-of-dimension item-package-weight unit-of-weight
    product-size-weight-band currency estimated-fee-total estimated-referral-fee-per-unit
    estimated-variable-closing-fee expected-domestic-fulfilment-fee-per-unit`);
  const rows = data.catalog
    .filter((p) => p.channel === 'AFN')
    .map((p) => {
      const d = p === wrong ? amazonMeasured(p.dimensions) : p.dimensions;
      const [longest, median, shortest] = [d.length, d.width, d.height].sort((a, b) => b - a) as [
        number,
        number,
        number,
      ];
      const tier = sizeTier(d);
      const fee = localFulfilmentFee(d, p.currency);
      const referral = Math.round(p.price * 0.15 * 100) / 100;
      return [
        p.sku,
        p.fnsku ?? '',
        p.asin,
        p.title,
        p.category.displayName,
        p.brand,
        'Amazon',
        p.price.toFixed(2),
        p.price.toFixed(2),
        longest.toFixed(2),
        median.toFixed(2),
        shortest.toFixed(2),
        (longest + 2 * (median + shortest)).toFixed(2),
        'inches',
        d.weight.toFixed(2),
        'pounds',
        tier,
        p.currency,
        (fee + referral).toFixed(2),
        referral.toFixed(2),
        '0.00',
        fee.toFixed(2),
      ];
    });
  return rows.length === 0 ? null : toTsv(header, rows);
}
