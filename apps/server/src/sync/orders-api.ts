import { and, eq, inArray } from 'drizzle-orm';
import { orderItems, orders } from '../db/schema/index.ts';
import { validRecords, ZSpOrder, ZSpOrderItem } from './amazon-payloads.ts';
import { bulkUpsert } from './bulk-upsert.ts';
import { itemFromApi, orderFromApi } from './order-rows.ts';
import { eachLimited } from './report-rows.ts';
import type { TStageContext } from './sync-context.ts';

type TOrderRow = typeof orders.$inferInsert;
type TCtx = Pick<TStageContext, 'db' | 'marketplace' | 'store' | 'logger'> &
  Partial<Pick<TStageContext, 'counts' | 'stage'>>;
type TReadCtx = Omit<TCtx, 'db'>;

/**
 * getOrderItems calls in flight: more than one, so the next request is already waiting for its token
 * while one is on the wire (a lone caller would leave the bucket refilling idle during each round
 * trip); a few, since the bucket, not this number, sets the pace.
 */
const ITEM_CALLS_IN_FLIGHT = 4;

/** Pages getOrders from a query and answers the orders as rows, writing nothing. */
export async function readOrdersSince(
  ctx: TReadCtx,
  query: { CreatedAfter?: string; LastUpdatedAfter?: string },
  onPage?: (rows: TOrderRow[]) => Promise<void>,
): Promise<TOrderRow[]> {
  const { store } = ctx;
  const all: TOrderRow[] = [];
  let nextToken: string | undefined;
  do {
    const page = await ctx.marketplace.spApi.getOrders(
      store,
      nextToken
        ? { MarketplaceIds: [store.marketplaceId], NextToken: nextToken }
        : { MarketplaceIds: [store.marketplaceId], MaxResultsPerPage: 100, ...query },
    );
    // A malformed order is quarantined (logged, counted); the others are written.
    const valid = validRecords(ctx, 'order', ZSpOrder, page.payload.Orders ?? []);
    const rows = valid.map((o) => orderFromApi(store.channelId, o));
    await onPage?.(rows);
    all.push(...rows);
    nextToken = page.payload.NextToken;
  } while (nextToken);
  return all;
}

/**
 * The scheduled orders sync: pages getOrders from a query, upserting each page, then reads the items
 * of the orders that have none stored yet. Answers the ids of the orders it read.
 */
export async function syncOrdersSince(
  ctx: TCtx,
  query: { CreatedAfter?: string; LastUpdatedAfter?: string },
): Promise<string[]> {
  const rows = await readOrdersSince(ctx, query, async (page) => {
    await bulkUpsert(ctx.db, orders, [orders.channelId, orders.amazonOrderId], page, {
      keyOf: (r) => r.amazonOrderId,
    });
  });
  const ids = rows.map((r) => r.amazonOrderId);
  await importMissingItems(ctx, ids);
  return ids;
}

/** Reads getOrderItems for those of the orders with no items stored; answers how many items it wrote. */
export async function importMissingItems(ctx: TCtx, orderIds: readonly string[]): Promise<number> {
  const { store } = ctx;
  const missing = new Set(orderIds);
  for (let i = 0; i < orderIds.length; i += 1000) {
    const known = await ctx.db
      .selectDistinct({ id: orderItems.amazonOrderId })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.channelId, store.channelId),
          inArray(orderItems.amazonOrderId, orderIds.slice(i, i + 1000)),
        ),
      );
    for (const row of known) missing.delete(row.id);
  }
  const rows = await fetchOrderItems(ctx, [...missing]);
  return bulkUpsert(
    ctx.db,
    orderItems,
    [orderItems.channelId, orderItems.amazonOrderId, orderItems.sku],
    rows,
    { keyOf: (r) => `${r.amazonOrderId}|${r.sku}` },
  );
}

/** getOrderItems for each order (every page), pipelined within the operation's bucket; writes nothing. */
export async function fetchOrderItems(
  ctx: TReadCtx,
  orderIds: readonly string[],
): Promise<(typeof orderItems.$inferInsert)[]> {
  const { store } = ctx;
  const rows: (typeof orderItems.$inferInsert)[] = [];
  await eachLimited(orderIds, ITEM_CALLS_IN_FLIGHT, async (orderId) => {
    let nextToken: string | undefined;
    do {
      const page = await ctx.marketplace.spApi.getOrderItems(store, orderId, nextToken);
      const items = validRecords(ctx, 'order item', ZSpOrderItem, page.payload.OrderItems ?? []);
      rows.push(...items.map((item) => itemFromApi(store.channelId, orderId, item)));
      nextToken = page.payload.NextToken;
    } while (nextToken);
  });
  return rows;
}
