import { and, eq, inArray } from 'drizzle-orm';
import { orderItems, orders } from '../db/schema/index.ts';
import type { TOrderQuery, TSpOrder } from '../integrations/amazon/sp-api.ts';
import { validRecords, ZSpOrder, ZSpOrderItem } from './amazon-payloads.ts';
import { bulkUpsert, upsertPerStore } from './bulk-upsert.ts';
import { itemFromApi, orderFromApi } from './order-rows.ts';
import { eachLimited } from './report-rows.ts';
import type { TStageContext } from './sync-context.ts';

type TOrderRow = typeof orders.$inferInsert;
type TItemRow = typeof orderItems.$inferInsert;
export type TOrderRows = { orders: TOrderRow[]; items: TItemRow[] };
type TCtx = Pick<TStageContext, 'db' | 'marketplace' | 'store' | 'logger'> &
  Partial<Pick<TStageContext, 'counts' | 'stage'>>;
type TReadCtx = Omit<TCtx, 'db'>;

/**
 * getOrder calls in flight: more than one, so the next request is already waiting for its token while
 * one is on the wire (a lone caller would leave the bucket refilling idle during each round trip); a
 * few, since the bucket, not this number, sets the pace.
 */
const ORDER_CALLS_IN_FLIGHT = 4;

/** Orders 2026 answers each order with its items: both as rows, malformed ones quarantined. */
function rowsOf(ctx: TReadCtx, records: readonly unknown[]): TOrderRows {
  const { channelId } = ctx.store;
  const valid = validRecords(ctx, 'order', ZSpOrder, records);
  return {
    orders: valid.map((o) => orderFromApi(channelId, o)),
    items: valid.flatMap((o: TSpOrder) =>
      validRecords(ctx, 'order item', ZSpOrderItem, o.orderItems).map((item) =>
        itemFromApi(channelId, o.orderId, item),
      ),
    ),
  };
}

/** Pages searchOrders from a query and answers the orders and their items as rows, writing nothing. */
export async function readOrdersSince(
  ctx: TReadCtx,
  query: TOrderQuery,
  onPage?: (rows: TOrderRows) => Promise<void>,
): Promise<TOrderRows> {
  const { store } = ctx;
  const all: TOrderRows = { orders: [], items: [] };
  let nextToken: string | undefined;
  do {
    const page = await ctx.marketplace.spApi.searchOrders(
      store,
      store.marketplaceId,
      nextToken ? { paginationToken: nextToken } : query,
    );
    const rows = rowsOf(ctx, page.orders ?? []);
    await onPage?.(rows);
    all.orders.push(...rows.orders);
    all.items.push(...rows.items);
    nextToken = page.pagination?.nextToken;
  } while (nextToken);
  return all;
}

/** Writes orders and their items (the items after their orders, in one call each). */
export async function writeOrderRows(ctx: Pick<TCtx, 'db'>, rows: TOrderRows): Promise<number> {
  await upsertPerStore(ctx.db, orders, 'amazonOrderId', rows.orders);
  return bulkUpsert(
    ctx.db,
    orderItems,
    [orderItems.channelId, orderItems.amazonOrderId, orderItems.sku],
    rows.items,
    { keyOf: (r) => `${r.amazonOrderId}|${r.sku}` },
  );
}

/**
 * The scheduled orders sync: pages searchOrders from a query, upserting each page with its items, then
 * reads again those of the orders that still have no items stored (see importMissingItems). Answers
 * the ids of the orders it read.
 */
export async function syncOrdersSince(ctx: TCtx, query: TOrderQuery): Promise<string[]> {
  const rows = await readOrdersSince(ctx, query, async (page) => {
    await writeOrderRows(ctx, page);
  });
  const ids = rows.orders.map((r) => r.amazonOrderId);
  await importMissingItems(ctx, ids);
  return ids;
}

/**
 * Reads getOrder for those of the orders with no items stored (an order whose items were quarantined,
 * or one written by a run that stopped before its items); answers how many items it wrote.
 */
export async function importMissingItems(ctx: TCtx, orderIds: readonly string[]): Promise<number> {
  const missing = await ordersWithoutItems(ctx, orderIds);
  if (missing.size === 0) return 0;
  return writeOrderRows(ctx, await fetchOrders(ctx, [...missing]));
}

/** Those of the orders with no item stored. */
export async function ordersWithoutItems(
  ctx: Pick<TCtx, 'db' | 'store'>,
  orderIds: readonly string[],
): Promise<Set<string>> {
  const missing = new Set(orderIds);
  for (let i = 0; i < orderIds.length; i += 1000) {
    const known = await ctx.db
      .selectDistinct({ id: orderItems.amazonOrderId })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.channelId, ctx.store.channelId),
          inArray(orderItems.amazonOrderId, orderIds.slice(i, i + 1000)),
        ),
      );
    for (const row of known) missing.delete(row.id);
  }
  return missing;
}

/** getOrder for each order, pipelined within the operation's bucket; writes nothing. */
export async function fetchOrders(ctx: TReadCtx, orderIds: readonly string[]): Promise<TOrderRows> {
  const all: TOrderRows = { orders: [], items: [] };
  await eachLimited(orderIds, ORDER_CALLS_IN_FLIGHT, async (orderId) => {
    const { order } = await ctx.marketplace.spApi.getOrder(ctx.store, orderId);
    const rows = rowsOf(ctx, [order]);
    all.orders.push(...rows.orders);
    all.items.push(...rows.items);
  });
  return all;
}
