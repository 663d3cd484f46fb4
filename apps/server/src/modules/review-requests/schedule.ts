import type { TReviewRequestRule } from '@seller-tools/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { reviewRequests } from '../../db/schema/index.ts';
import { AMAZON_WINDOW_CLOSES_DAYS, planSend } from './send-window.ts';

const DAY_MS = 86_400_000;
const INSERT_CHUNK = 1000;

type TScheduleRule = Pick<TReviewRequestRule, 'delay_days' | 'send_hour' | 'time_zone'>;
const sendRuleOf = (rule: TScheduleRule) => ({
  delayDays: rule.delay_days,
  sendHour: rule.send_hour,
  timeZone: rule.time_zone,
});

type TOrderWindow = { amazonOrderId: string; earliest: Date; latest: Date | null };

async function ordersInWindow(db: TDb, channelId: string, now: Date, onlyNew: boolean) {
  // Still inside Amazon's window: its end (latest delivery + 30 days) is ahead of us.
  const result = await db.execute(sql`
    select o.amazon_order_id, o.earliest_delivery_date, o.latest_delivery_date
    from orders o
    where o.channel_id = ${channelId} and o.earliest_delivery_date is not null
      and coalesce(o.latest_delivery_date, o.earliest_delivery_date)
        > ${new Date(now.getTime() - AMAZON_WINDOW_CLOSES_DAYS * DAY_MS).toISOString()}
      ${onlyNew ? sql`and not exists (select 1 from review_requests r where r.channel_id = o.channel_id and r.amazon_order_id = o.amazon_order_id)` : sql``}`);
  return (
    result.rows as {
      amazon_order_id: string;
      earliest_delivery_date: string;
      latest_delivery_date: string | null;
    }[]
  ).map(
    (r): TOrderWindow => ({
      amazonOrderId: r.amazon_order_id,
      earliest: new Date(r.earliest_delivery_date),
      latest: r.latest_delivery_date ? new Date(r.latest_delivery_date) : null,
    }),
  );
}

/**
 * Schedules every order of the store that is inside Amazon's window and has no request yet: after each
 * orders sync, and as the backfill when a rule is switched on. Answers how many were scheduled.
 */
export async function scheduleNewOrders(
  db: TDb,
  channelId: string,
  rule: TScheduleRule,
  now: Date,
): Promise<number> {
  const rows = [];
  for (const order of await ordersInWindow(db, channelId, now, true)) {
    const plan = planSend(
      { earliestDeliveryDate: order.earliest, latestDeliveryDate: order.latest },
      sendRuleOf(rule),
      now,
    );
    if (plan.kind !== 'scheduled') continue;
    rows.push({
      channelId,
      amazonOrderId: order.amazonOrderId,
      status: 'scheduled' as const,
      scheduledAt: plan.at,
      windowEnd: plan.windowEnd,
    });
  }
  let inserted = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const done = await db
      .insert(reviewRequests)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing()
      .returning({ id: reviewRequests.amazonOrderId });
    inserted += done.length;
  }
  return inserted;
}

/**
 * After a change of delay, hour or zone: moves every waiting request to the time the new rule gives (a
 * request held back by the daily limit keeps waiting for its day).
 */
export async function rescheduleWaiting(db: TDb, channelId: string, rule: TScheduleRule, now: Date) {
  const waiting = await db.execute(sql`
    select r.amazon_order_id, o.earliest_delivery_date, o.latest_delivery_date
    from review_requests r join orders o
      on o.channel_id = r.channel_id and o.amazon_order_id = r.amazon_order_id
    where r.channel_id = ${channelId} and r.status = 'scheduled' and r.reason is null
      and o.earliest_delivery_date is not null`);
  for (const r of waiting.rows as {
    amazon_order_id: string;
    earliest_delivery_date: string;
    latest_delivery_date: string | null;
  }[]) {
    const plan = planSend(
      {
        earliestDeliveryDate: new Date(r.earliest_delivery_date),
        latestDeliveryDate: r.latest_delivery_date ? new Date(r.latest_delivery_date) : null,
      },
      sendRuleOf(rule),
      now,
    );
    if (plan.kind !== 'scheduled') continue;
    await db
      .update(reviewRequests)
      .set({ scheduledAt: plan.at })
      .where(
        and(
          eq(reviewRequests.channelId, channelId),
          eq(reviewRequests.amazonOrderId, r.amazon_order_id),
          eq(reviewRequests.status, 'scheduled'),
        ),
      );
  }
}

/** Switching the rule off: what has not been tried yet is dropped; the history stays. */
export async function dropWaiting(db: TDb, channelId: string): Promise<void> {
  await db
    .delete(reviewRequests)
    .where(and(eq(reviewRequests.channelId, channelId), eq(reviewRequests.status, 'scheduled')));
}

/** Leaving test mode: orders only recorded as "would send" and still inside the window go out for real. */
export async function releaseTestRecords(db: TDb, channelId: string, now: Date): Promise<void> {
  await db
    .update(reviewRequests)
    .set({ status: 'scheduled', scheduledAt: now, doneAt: null, reason: null })
    .where(
      and(
        eq(reviewRequests.channelId, channelId),
        inArray(reviewRequests.status, ['test']),
        sql`${reviewRequests.windowEnd} > ${now.toISOString()}`,
      ),
    );
}
