import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { amazonWindow } from './send-window.ts';

// Orders no rule takes (issue 25: outside every rule's ASIN, SKU and marketplace scope) are logged once,
// skipped for `no-rule`, with a skipped attempt, so the log and its counts say why they are not asked
// rather than leaving them out. The request row's key keeps it to one per order however often the
// scheduler runs. A change of the rules hands the ones still inside Amazon's window back to the scheduler
// (releaseUncovered), which logs again only those still uncovered: counted once per order either way.

export type TUncoveredOrder = {
  amazonOrderId: string;
  earliestDeliveryDate: Date;
  latestDeliveryDate: Date | null;
};

export async function recordUncovered(
  db: TDbOrTx,
  channelId: string,
  orders: readonly TUncoveredOrder[],
  now: Date,
): Promise<void> {
  if (orders.length === 0) return;
  const rows = JSON.stringify(
    orders.map((order) => ({
      order_id: order.amazonOrderId,
      window_end: amazonWindow(order)?.closes.toISOString(),
    })),
  );
  await db.execute(sql`
    with logged as (
      insert into review_requests
        (channel_id, amazon_order_id, status, scheduled_at, window_end, reason, done_at)
      select ${channelId}, u.order_id, 'skipped', ${now.toISOString()}, u.window_end, 'no-rule', ${now.toISOString()}
      from jsonb_to_recordset(${rows}::jsonb) as u(order_id text, window_end timestamptz)
      on conflict do nothing
      returning amazon_order_id)
    insert into review_request_attempts (channel_id, amazon_order_id, at, outcome, reason)
    select ${channelId}, amazon_order_id, ${now.toISOString()}, 'skipped', 'no-rule' from logged`);
}

/** Before the rules' choice is made again: uncovered orders still inside the window are decided afresh. */
export async function releaseUncovered(db: TDbOrTx, channelId: string, now: Date): Promise<void> {
  await forgetUncovered(db, channelId, sql`r.window_end > ${now.toISOString()}`);
}

/** An uncovered order the seller sends now (its row is taken by the send): its `no-rule` skip is void. */
export async function dropUncoveredSkip(db: TDbOrTx, channelId: string, orderId: string): Promise<void> {
  await db.execute(sql`
    delete from review_request_attempts where channel_id = ${channelId} and amazon_order_id = ${orderId}
      and outcome = 'skipped' and reason = 'no-rule'`);
}

async function forgetUncovered(db: TDbOrTx, channelId: string, which: ReturnType<typeof sql>) {
  await db.execute(sql`
    with released as (
      delete from review_requests r
      where r.channel_id = ${channelId} and r.status = 'skipped' and r.reason = 'no-rule' and ${which}
      returning r.amazon_order_id)
    delete from review_request_attempts a using released
    where a.channel_id = ${channelId} and a.amazon_order_id = released.amazon_order_id
      and a.outcome = 'skipped' and a.reason = 'no-rule'`);
}
