import type { TReviewRequestRule } from '@seller-tools/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { reviewRequests } from '../../db/schema/index.ts';
import { AMAZON_WINDOW_CLOSES_DAYS, planSend } from './send-window.ts';

const DAY_MS = 86_400_000;
const CHUNK = 1000;

type TScheduleRule = Pick<TReviewRequestRule, 'delay_days' | 'send_hour' | 'time_zone'>;
const sendRuleOf = (rule: TScheduleRule) => ({
  delayDays: rule.delay_days,
  sendHour: rule.send_hour,
  timeZone: rule.time_zone,
});

type TOrderWindow = { amazonOrderId: string; earliest: Date; latest: Date | null };
type TWindowRow = {
  amazon_order_id: string;
  earliest_delivery_date: string;
  latest_delivery_date: string | null;
};

function windowOf(r: TWindowRow): TOrderWindow {
  return {
    amazonOrderId: r.amazon_order_id,
    earliest: new Date(r.earliest_delivery_date),
    latest: r.latest_delivery_date ? new Date(r.latest_delivery_date) : null,
  };
}

/** When the rule sends each order: only those it can still send inside Amazon's window. */
function plansOf(orders: TOrderWindow[], rule: TScheduleRule, now: Date) {
  const plans = [];
  for (const order of orders) {
    const plan = planSend(
      { earliestDeliveryDate: order.earliest, latestDeliveryDate: order.latest },
      sendRuleOf(rule),
      now,
    );
    if (plan.kind === 'scheduled') plans.push({ amazonOrderId: order.amazonOrderId, ...plan });
  }
  return plans;
}

/**
 * Schedules every order of the store that is inside Amazon's window and has no request yet: after each
 * orders sync, and as the backfill when a rule is switched on. Answers how many were scheduled.
 */
export async function scheduleNewOrders(
  db: TDbOrTx,
  channelId: string,
  rule: TScheduleRule,
  now: Date,
): Promise<number> {
  // Still inside Amazon's window: its end (latest delivery + 30 days) is ahead of us.
  const result = await db.execute(sql`
    select o.amazon_order_id, o.earliest_delivery_date, o.latest_delivery_date
    from orders o
    where o.channel_id = ${channelId} and o.earliest_delivery_date is not null
      and coalesce(o.latest_delivery_date, o.earliest_delivery_date)
        > ${new Date(now.getTime() - AMAZON_WINDOW_CLOSES_DAYS * DAY_MS).toISOString()}
      and not exists (select 1 from review_requests r
        where r.channel_id = o.channel_id and r.amazon_order_id = o.amazon_order_id)`);
  const rows = plansOf((result.rows as TWindowRow[]).map(windowOf), rule, now).map((plan) => ({
    channelId,
    amazonOrderId: plan.amazonOrderId,
    status: 'scheduled' as const,
    scheduledAt: plan.at,
    windowEnd: plan.windowEnd,
  }));
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const done = await db
      .insert(reviewRequests)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing()
      .returning({ id: reviewRequests.amazonOrderId });
    inserted += done.length;
  }
  return inserted;
}

/**
 * After a change of delay, hour or zone: moves every waiting request to the time the new rule gives (a
 * request held back by the daily limit keeps waiting for its day). One statement per chunk, not per order.
 */
export async function rescheduleWaiting(db: TDbOrTx, channelId: string, rule: TScheduleRule, now: Date) {
  const waiting = await db.execute(sql`
    select r.amazon_order_id, o.earliest_delivery_date, o.latest_delivery_date
    from review_requests r join orders o
      on o.channel_id = r.channel_id and o.amazon_order_id = r.amazon_order_id
    where r.channel_id = ${channelId} and r.status = 'scheduled' and r.reason is null
      and o.earliest_delivery_date is not null`);
  const plans = plansOf((waiting.rows as TWindowRow[]).map(windowOf), rule, now);
  for (let i = 0; i < plans.length; i += CHUNK) {
    const chunk = plans.slice(i, i + CHUNK);
    const moves = JSON.stringify(chunk.map((p) => ({ order_id: p.amazonOrderId, at: p.at.toISOString() })));
    await db.execute(sql`
      update review_requests r set scheduled_at = moved.at
      from jsonb_to_recordset(${moves}::jsonb) as moved(order_id text, at timestamptz)
      where r.channel_id = ${channelId} and r.amazon_order_id = moved.order_id and r.status = 'scheduled'`);
  }
}

/** Switching the rule off: what has not been tried yet is dropped; the history stays. */
export async function dropWaiting(db: TDbOrTx, channelId: string): Promise<void> {
  await db
    .delete(reviewRequests)
    .where(and(eq(reviewRequests.channelId, channelId), eq(reviewRequests.status, 'scheduled')));
}

/** Leaving test mode: orders only recorded as "would send" and still inside the window go out for real. */
export async function releaseTestRecords(db: TDbOrTx, channelId: string, now: Date): Promise<void> {
  await db
    .update(reviewRequests)
    .set({ status: 'scheduled', scheduledAt: now, doneAt: null, reason: null })
    .where(
      and(
        eq(reviewRequests.channelId, channelId),
        eq(reviewRequests.status, 'test'),
        sql`${reviewRequests.windowEnd} > ${now.toISOString()}`,
      ),
    );
}
