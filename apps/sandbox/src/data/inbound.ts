import { DAY_MS, HOUR_MS, startOfDay } from '../clock.ts';
import { hash32, rngFor } from '../prng.ts';
import type { TProduct } from './catalog.ts';
import { expectedUnits } from './demand.ts';
import type { TSellerData } from './seller-data.ts';

export type TInboundItem = {
  product: TProduct;
  quantityShipped: number;
  /** Total the fulfilment center will have counted once the shipment closes. */
  quantityReceivedFinal: number;
  quantityInCase: number;
  /** Receipt scans: [time, units]. */
  receipts: [number, number][];
};

export type TInboundShipment = {
  shipmentId: string;
  name: string;
  createdAt: number;
  shippedAt: number;
  receivingAt: number;
  closedAt: number;
  destination: string;
  items: TInboundItem[];
  /** Set when one line was received short; `reimbursed` says whether Amazon paid for the gap. */
  shortage: { sku: string; units: number; reimbursed: boolean } | null;
};

export type TInboundStatus = 'WORKING' | 'SHIPPED' | 'RECEIVING' | 'CLOSED';

// Every 14 days the seller sends replenishment, one shipment per group of up to 8 FBA SKUs, sized to
// the next cycle's expected demand; cycle 0 is the opening stock, ten days before the first sale.
export const CYCLE_DAYS = 14;
const SKUS_PER_SHIPMENT = 8;

export function cycleDay(data: TSellerData, cycle: number): number {
  return data.profile.startDay - 10 + cycle * CYCLE_DAYS;
}

const cycles = new WeakMap<TSellerData, Map<number, TInboundShipment[]>>();

export function shipmentsOfCycle(data: TSellerData, cycle: number): TInboundShipment[] {
  if (cycle < 0) return [];
  let byCycle = cycles.get(data);
  if (!byCycle) {
    byCycle = new Map();
    cycles.set(data, byCycle);
  }
  const hit = byCycle.get(cycle);
  if (hit) return hit;
  const made = makeCycle(data, cycle);
  byCycle.set(cycle, made);
  return made;
}

function makeCycle(data: TSellerData, cycle: number): TInboundShipment[] {
  const created = cycleDay(data, cycle);
  const afn = data.catalog.filter((p) => p.channel === 'AFN' && p.launchDay <= created + 30);
  const out: TInboundShipment[] = [];
  for (let group = 0; group * SKUS_PER_SHIPMENT < afn.length; group++) {
    const products = afn.slice(group * SKUS_PER_SHIPMENT, (group + 1) * SKUS_PER_SHIPMENT);
    const sellerId = data.profile.sellingPartnerId;
    const rng = rngFor('inbound', sellerId, cycle, group);
    const createdAt = startOfDay(created) + rng.int(8, 18) * HOUR_MS;
    const horizon = cycle === 0 ? 60 : CYCLE_DAYS;
    const items: TInboundItem[] = products.map((product) => {
      let demand = 0;
      for (let d = 0; d < horizon; d++)
        demand += expectedUnits(data, product, Math.max(created + 10, product.launchDay) + d);
      const inCase = 6;
      const quantityShipped = Math.max(12, Math.ceil((demand * 1.15) / inCase) * inCase);
      return {
        product,
        quantityShipped,
        quantityReceivedFinal: quantityShipped,
        quantityInCase: inCase,
        receipts: [],
      };
    });
    // One shipment in seven comes up short on its first line; half of those Amazon never reimburses.
    const h = hash32('short', sellerId, cycle, group);
    let shortage: TInboundShipment['shortage'] = null;
    const first = items[0];
    if (h % 7 === 3 && first) {
      const units = Math.max(2, Math.round(first.quantityShipped * rng.float(0.04, 0.12)));
      first.quantityReceivedFinal -= units;
      shortage = { sku: first.product.sku, units, reimbursed: (h >> 3) % 2 === 0 };
    }
    const receivingAt = createdAt + 6 * DAY_MS;
    for (const item of items) {
      const a = Math.round(item.quantityReceivedFinal * 0.5);
      const b = Math.round(item.quantityReceivedFinal * 0.3);
      item.receipts = [
        [receivingAt, a],
        [receivingAt + DAY_MS, b],
        [receivingAt + 2 * DAY_MS, item.quantityReceivedFinal - a - b],
      ];
    }
    out.push({
      shipmentId: `FBA${rng.alnum(9)}`,
      name: `FBA (${new Date(createdAt).toISOString().slice(0, 10)}) - ${group + 1}`,
      createdAt,
      shippedAt: createdAt + 2 * DAY_MS,
      receivingAt,
      closedAt: createdAt + 12 * DAY_MS,
      destination: products[0]?.fulfillmentCenter ?? 'PHX7',
      items,
      shortage,
    });
  }
  return out;
}

export function inboundStatusAt(shipment: TInboundShipment, at: number): TInboundStatus {
  if (at < shipment.shippedAt) return 'WORKING';
  if (at < shipment.receivingAt) return 'SHIPPED';
  if (at < shipment.closedAt) return 'RECEIVING';
  return 'CLOSED';
}

export function receivedAt(item: TInboundItem, at: number): number {
  return item.receipts.reduce((sum, [time, units]) => sum + (time <= at ? units : 0), 0);
}

/** Shipments created in [fromMs, toMs], oldest first. */
export function shipmentsCreatedBetween(data: TSellerData, fromMs: number, toMs: number): TInboundShipment[] {
  const firstCycle = Math.max(0, Math.floor((fromMs / DAY_MS - cycleDay(data, 0)) / CYCLE_DAYS) - 1);
  const out: TInboundShipment[] = [];
  for (let cycle = firstCycle; startOfDay(cycleDay(data, cycle)) <= toMs; cycle++) {
    for (const s of shipmentsOfCycle(data, cycle))
      if (s.createdAt >= fromMs && s.createdAt <= toMs) out.push(s);
  }
  return out;
}

export function findShipment(data: TSellerData, shipmentId: string, now: number): TInboundShipment | null {
  return shipmentsCreatedBetween(data, 0, now).find((s) => s.shipmentId === shipmentId) ?? null;
}
