// The orders a review-request run can send now (bench/review-requests*.ts and the fleet test): read from
// the marketplace (the sandbox) as the sync engine reads them, filtered to what Amazon offers a request for.
import type { TDb } from '../db/client.ts';
import { createLogger } from '../lib/logger.ts';
import type { TMarketplace, TSyncStore } from '../sync/marketplace.ts';
import { readOrdersSince } from '../sync/orders-api.ts';
import { findSyncStore } from '../sync/sync-store.ts';

export const US = 'ATVPDKIKX0DER';
const DAY_MS = 86_400_000;

/** Amazon offers a request from the 5th day after delivery: no order newer than this can be eligible. */
const NEWEST_ELIGIBLE_DAYS = 6;
/** The first windows read, in days back: a narrow one is a few pages; wider only when it is too few. */
const FIRST_LOOKBACKS = [12, 20];

type TEligibleStore = { channelId: string; sellerId: string; marketplace: TMarketplace; now: () => Date };

/**
 * The orders a store gets: the seller's orders that Amazon offers a request for now and will still offer
 * when the last of them goes out (`sendDays` ahead: the window must not close meanwhile), the most
 * recent first. Read with searchOrders on the store's marketplace and clock, created between up to
 * `lookbackDays` and 6 days ago: first over the last 12 days, then 20, then all of them, until there
 * are `count` (searchOrders refills one page in three minutes after its burst of 20: a 50-store setup
 * that reads every page of 25 days waits on it for half an hour).
 */
export async function eligibleOrders(
  db: TDb,
  store: TEligibleStore,
  wanted: { count: number; sendDays: number; lookbackDays: number },
) {
  const synced = await findSyncStore(db, store.channelId);
  if (!synced) throw new Error(`no store ${store.channelId}`);
  const lookbacks = [...FIRST_LOOKBACKS.filter((d) => d < wanted.lookbackDays), wanted.lookbackDays];
  let eligible: Awaited<ReturnType<typeof eligibleOrdersWithin>> = [];
  for (const days of lookbacks) {
    eligible = await eligibleOrdersWithin({ ...store, synced }, wanted, days);
    if (eligible.length >= wanted.count) return eligible.slice(0, wanted.count);
  }
  throw new Error(
    `seller ${store.sellerId} has ${eligible.length} eligible orders, fewer than ${wanted.count}`,
  );
}

async function eligibleOrdersWithin(
  store: TEligibleStore & { synced: TSyncStore & { channelId: string } },
  wanted: { sendDays: number },
  lookbackDays: number,
) {
  const now = store.now().getTime();
  const rows = await readOrdersSince(
    {
      marketplace: store.marketplace,
      store: { ...store.synced, marketplaceId: US },
      logger: createLogger('silent'),
    },
    {
      createdAfter: new Date(now - lookbackDays * DAY_MS).toISOString(),
      createdBefore: new Date(now - NEWEST_ELIGIBLE_DAYS * DAY_MS).toISOString(),
    },
  );
  const horizon = wanted.sendDays * DAY_MS;
  return rows.orders
    .filter((r) => {
      const earliest = r.earliestDeliveryDate?.getTime();
      const latest = r.latestDeliveryDate?.getTime();
      // Open for a day already: the rule's own send time (day 5 at 10:00 in the store's zone) has passed.
      return (
        r.status === 'Shipped' &&
        earliest !== undefined &&
        latest !== undefined &&
        earliest + NEWEST_ELIGIBLE_DAYS * DAY_MS <= now &&
        latest + 30 * DAY_MS >= now + horizon
      );
    })
    .sort((a, b) => b.purchaseDate.getTime() - a.purchaseDate.getTime());
}
