import { DAY_MS, dayOf, startOfDay } from '../clock.ts';
import { adjustmentsOnDay, type TAdjustment } from './adjustments.ts';
import type { TProduct } from './catalog.ts';
import { shipmentsCreatedBetween } from './inbound.ts';
import type { TSellerData } from './seller-data.ts';

export type TLedgerEventType = 'Shipments' | 'CustomerReturns' | 'Receipts' | 'Adjustments';

export type TLedgerEvent = {
  at: number;
  product: TProduct;
  eventType: TLedgerEventType;
  referenceId: string;
  quantity: number;
  fulfillmentCenter: string;
  disposition: string;
  /** Adjustment reason code: M lost, F found, E damaged at the fulfilment center. */
  reason: string;
  /** The warehouse adjustment behind an Adjustments row, to tell reconciled from unreconciled units. */
  adjustment?: TAdjustment;
};

/** Every FBA inventory event with a time in [fromMs, toMs], oldest first. */
export function ledgerEvents(data: TSellerData, fromMs: number, toMs: number): TLedgerEvent[] {
  const out: TLedgerEvent[] = [];
  const inRange = (at: number | null): at is number => at !== null && at >= fromMs && at <= toMs;
  const firstDay = dayOf(fromMs);
  const lastDay = dayOf(toMs);

  // Shipments leave within two days of purchase; returns arrive within about 50 days.
  for (let day = firstDay - 50; day <= lastDay; day++) {
    for (const order of data.ordersOn(day)) {
      if (order.channel !== 'AFN') continue;
      for (const item of order.items) {
        const fnsku = item.product;
        if (day >= firstDay - 3 && inRange(order.shipAt)) {
          out.push(
            event(order.shipAt, fnsku, 'Shipments', order.amazonOrderId, -item.quantity, 'SELLABLE', ''),
          );
        }
        const ret = item.return;
        if (ret && inRange(ret.receivedAt)) {
          out.push(
            event(
              ret.receivedAt,
              fnsku,
              'CustomerReturns',
              order.amazonOrderId,
              ret.quantity,
              ret.disposition,
              '',
            ),
          );
        }
      }
    }
  }

  for (const shipment of shipmentsCreatedBetween(data, fromMs - 12 * DAY_MS, toMs)) {
    for (const item of shipment.items) {
      for (const [at, units] of item.receipts) {
        if (inRange(at) && units > 0) {
          out.push(
            event(
              at,
              item.product,
              'Receipts',
              shipment.shipmentId,
              units,
              'SELLABLE',
              '',
              shipment.destination,
            ),
          );
        }
      }
    }
  }

  for (let day = firstDay - 25; day <= lastDay; day++) {
    for (const adj of adjustmentsOnDay(data, day)) {
      if (inRange(adj.at)) {
        if (adj.kind === 'lost')
          out.push({
            ...event(adj.at, adj.product, 'Adjustments', adj.id, -adj.quantity, 'SELLABLE', 'M'),
            adjustment: adj,
          });
        else {
          out.push(event(adj.at, adj.product, 'Adjustments', adj.id, -adj.quantity, 'SELLABLE', 'E'));
          out.push(event(adj.at, adj.product, 'Adjustments', adj.id, adj.quantity, 'WAREHOUSE_DAMAGED', 'E'));
        }
      }
      if (inRange(adj.foundAt))
        out.push(event(adj.foundAt, adj.product, 'Adjustments', adj.id, adj.quantity, 'SELLABLE', 'F'));
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

function event(
  at: number,
  product: TProduct,
  eventType: TLedgerEventType,
  referenceId: string,
  quantity: number,
  disposition: string,
  reason: string,
  fulfillmentCenter = product.fulfillmentCenter,
): TLedgerEvent {
  return { at, product, eventType, referenceId, quantity, fulfillmentCenter, disposition, reason };
}

const balanceCache = new WeakMap<TSellerData, { throughDay: number; balances: Map<string, number> }>();

/** Sellable units per SKU at the end of `day` (days since epoch), summed over the ledger from the start. */
export function sellableBalances(data: TSellerData, day: number): Map<string, number> {
  let cached = balanceCache.get(data);
  if (!cached || cached.throughDay > day) {
    cached = { throughDay: data.profile.startDay - 20, balances: new Map() };
    balanceCache.set(data, cached);
  }
  if (cached.throughDay < day) {
    const events = ledgerEvents(data, startOfDay(cached.throughDay + 1), startOfDay(day + 1) - 1);
    for (const e of events) {
      if (e.disposition !== 'SELLABLE') continue;
      cached.balances.set(e.product.sku, (cached.balances.get(e.product.sku) ?? 0) + e.quantity);
    }
    cached.throughDay = day;
  }
  return new Map(cached.balances);
}
