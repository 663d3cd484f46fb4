// What both review request benches share (bench/review-requests.ts sends in its own process on each
// store's sandbox clock; bench/review-requests-fleet.ts has ROLE=worker processes send in real time):
// the eligible orders a store gets, the sandbox's counters, and our attempts' figures.
import {
  createLogger,
  readOrdersSince,
  SP_API_USAGE_PLANS,
  type TDb,
  type TMarketplace,
  type TSandboxProcess,
} from '@seller-tools/server/testing';

export const US = 'ATVPDKIKX0DER';
export const BAR = 0.95;
export const DAY_MS = 86_400_000;
export const SEND = 'createProductReviewAndSellerFeedbackSolicitation';
export const ASK = 'getSolicitationActionsForOrder';
export const PLAN = SP_API_USAGE_PLANS[SEND];

export type TCounter = {
  requests: number;
  succeeded: number;
  throttled: number;
  rejected: number;
  firstAt: string | null;
  lastAt: string | null;
};

/** The sandbox's request counts per operation: every caller's, or one seller's. */
export async function counters(
  sandbox: TSandboxProcess,
  sellerId?: string,
): Promise<Record<string, TCounter>> {
  const query = sellerId ? `?sellingPartnerId=${sellerId}` : '';
  return (
    (await sandbox.control('GET', `/sandbox/counters${query}`)) as { operations: Record<string, TCounter> }
  ).operations;
}

/** Seconds from an operation's first to its last request (the sandbox's clock). */
export const spanSeconds = (c: TCounter | undefined) =>
  c?.firstAt && c.lastAt ? (Date.parse(c.lastAt) - Date.parse(c.firstAt)) / 1000 : 0;

/** Amazon offers a request from the 5th day after delivery: no order newer than this can be eligible. */
const NEWEST_ELIGIBLE_DAYS = 6;
/** The first windows read, in days back: a narrow one is a few pages; wider only when it is too few. */
const FIRST_LOOKBACKS = [12, 20];

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
  store: { channelId: string; sellerId: string; marketplace: TMarketplace; now: () => Date },
  wanted: { count: number; sendDays: number; lookbackDays: number },
) {
  const lookbacks = [...FIRST_LOOKBACKS.filter((d) => d < wanted.lookbackDays), wanted.lookbackDays];
  let eligible: Awaited<ReturnType<typeof eligibleOrdersWithin>> = [];
  for (const days of lookbacks) {
    eligible = await eligibleOrdersWithin(db, store, wanted, days);
    if (eligible.length >= wanted.count) return eligible.slice(0, wanted.count);
  }
  throw new Error(
    `seller ${store.sellerId} has ${eligible.length} eligible orders, fewer than ${wanted.count}`,
  );
}

async function eligibleOrdersWithin(
  db: TDb,
  store: { channelId: string; sellerId: string; marketplace: TMarketplace; now: () => Date },
  wanted: { sendDays: number },
  lookbackDays: number,
) {
  const channel = await db.$client.query<{ refresh_token_enc: string }>(
    'select refresh_token_enc from channels where id = $1',
    [store.channelId],
  );
  const now = store.now().getTime();
  const rows = await readOrdersSince(
    {
      marketplace: store.marketplace,
      store: {
        id: store.channelId,
        channelId: store.channelId,
        sellerId: store.sellerId,
        marketplaceId: US,
        refreshTokenEnc: channel.rows[0]?.refresh_token_enc ?? '',
      },
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

/**
 * Our attempts: outcomes, orders sent, and duplicates. Amazon keeps one solicitation per order: every
 * create beyond one per order we count as sent (accepted, or refused as "already sent") is a duplicate,
 * as is a second `sent` attempt of ours.
 */
export async function attemptFigures(db: TDb, sandbox: { sends: number; refused: number }) {
  const outcomes = await db.$client.query<{ outcome: string; reason: string | null; n: number }>(
    `select outcome, reason, count(*)::int as n from review_request_attempts group by 1, 2 order by 1, 2`,
  );
  const twice = await db.$client.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from review_request_attempts where outcome = 'sent'
       group by channel_id, amazon_order_id having count(*) > 1) t`,
  );
  const distinctSent = await db.$client.query<{ n: number }>(
    `select count(distinct (channel_id, amazon_order_id))::int as n from review_request_attempts
     where outcome = 'sent'`,
  );
  const sent = distinctSent.rows[0]?.n ?? 0;
  const ordersSentTwice = twice.rows[0]?.n ?? 0;
  return {
    sent,
    ordersSentTwice,
    duplicates: ordersSentTwice + Math.max(0, sandbox.sends + sandbox.refused - sent),
    outcomes: Object.fromEntries(
      outcomes.rows.map((r) => [r.reason ? `${r.outcome}:${r.reason}` : r.outcome, r.n]),
    ),
  };
}

export function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
