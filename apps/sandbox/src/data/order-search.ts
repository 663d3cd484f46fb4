import { DAY_MS, dayOf } from '../clock.ts';
import type { TMarketplace } from '../marketplaces.ts';
import { lastUpdateAt, ORDER_SETTLE_MS, orderStatusAt, type TOrder, type TOrderStatus } from './orders.ts';
import { marketplaceData, type TSellerData } from './seller-data.ts';

export type TOrderFilter = {
  mode: 'created' | 'updated';
  after: number;
  before: number;
  /** The moment the listing reflects; pinned by the first page so later pages agree with it. */
  asOf: number;
  statuses: TOrderStatus[] | null;
  channels: ('AFN' | 'MFN')[] | null;
};
/** An orders query's filter: created (or updated) between `after` and `before`, listed as of `before`. */
export function orderFilter(
  created: boolean,
  window: { after: number; before: number },
  statuses: TOrderStatus[] | null,
  channels: ('AFN' | 'MFN')[] | null,
): TOrderFilter {
  return { mode: created ? 'created' : 'updated', ...window, asOf: window.before, statuses, channels };
}
export type TOrderCursor = { day: number; seq: number };

// Amazon returns no orders older than two years (outside JP, AU and SG).
export const ORDER_HISTORY_MS = 730 * DAY_MS;

function matches(order: TOrder, f: TOrderFilter): boolean {
  if (order.purchaseDate > f.asOf || order.purchaseDate < f.asOf - ORDER_HISTORY_MS) return false;
  const when = f.mode === 'created' ? order.purchaseDate : lastUpdateAt(order, f.asOf);
  if (when < f.after || when > f.before) return false;
  if (f.channels && !f.channels.includes(order.channel)) return false;
  if (f.statuses && !f.statuses.includes(orderStatusAt(order, f.asOf))) return false;
  return true;
}

/** One page of orders in purchase order, walking day by day from the cursor. */
export function searchOrderPage(
  data: TSellerData,
  filter: TOrderFilter,
  cursor: TOrderCursor | null,
  limit: number,
): { orders: TOrder[]; next: TOrderCursor | null } {
  const firstDay = dayOf(filter.mode === 'created' ? filter.after : filter.after - ORDER_SETTLE_MS);
  const lastDay = dayOf(Math.min(filter.before, filter.asOf));
  const orders: TOrder[] = [];
  for (let day = Math.max(cursor?.day ?? firstDay, firstDay, data.profile.startDay); day <= lastDay; day++) {
    const list = data.ordersOn(day);
    for (let seq = cursor && day === cursor.day ? cursor.seq : 0; seq < list.length; seq++) {
      const order = list[seq] as TOrder;
      if (!matches(order, filter)) continue;
      // One match past the page means there is a next page, and where it starts.
      if (orders.length === limit) return { orders, next: { day, seq } };
      orders.push(order);
    }
  }
  return { orders, next: null };
}

export type TMarketplacesCursor = TOrderCursor & { marketplace: number };

/**
 * One page over the orders of several of the seller's marketplaces, one marketplace after the other, each
 * order with its marketplace. Marketplaces the seller does not sell in have no orders.
 */
export function searchMarketplacesPage(
  sellingPartnerId: string,
  marketplaceIds: readonly string[],
  filter: TOrderFilter,
  cursor: TMarketplacesCursor | null,
  limit: number,
): { orders: { order: TOrder; marketplace: TMarketplace }[]; next: TMarketplacesCursor | null } {
  const orders: { order: TOrder; marketplace: TMarketplace }[] = [];
  for (let m = cursor?.marketplace ?? 0; m < marketplaceIds.length; m++) {
    const data = marketplaceData(sellingPartnerId, marketplaceIds[m] ?? '');
    if (!data) continue;
    const from = cursor && m === cursor.marketplace ? { day: cursor.day, seq: cursor.seq } : null;
    const page = searchOrderPage(data, filter, from, limit - orders.length);
    for (const order of page.orders) orders.push({ order, marketplace: data.profile.home });
    if (page.next) return { orders, next: { marketplace: m, ...page.next } };
  }
  return { orders, next: null };
}
