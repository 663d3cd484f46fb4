import type { TReviewRequestRule } from '@seller-tools/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { reviewRequests } from '../../db/schema/index.ts';
import { pickRule, readRuleList, type TScopedRule } from './rule-list.ts';
import { AMAZON_WINDOW_CLOSES_DAYS, planSend } from './send-window.ts';
import { recordUncovered, releaseUncovered } from './uncovered.ts';

const DAY_MS = 86_400_000;
const CHUNK = 1000;

type TScheduleRule = Pick<TReviewRequestRule, 'delay_days' | 'send_hour' | 'time_zone'>;

/** A store's single rule from before the rule list: delivery-based, for every order (rule_id null). */
const fallbackOf = (rule: TScheduleRule): TScopedRule => ({
  id: null,
  enabled: true,
  timingBasis: 'delivery',
  delayDays: rule.delay_days,
  sendHour: rule.send_hour,
  timeZone: rule.time_zone,
  asins: [],
  skus: [],
  marketplaces: [],
});

/** The rules orders are matched against, in priority order: the list, or the single rule before one. */
async function effectiveRules(
  db: TDbOrTx,
  channelId: string,
  fallback: TScheduleRule,
): Promise<TScopedRule[]> {
  const list = await readRuleList(db, channelId);
  return list.length > 0 ? list : [fallbackOf(fallback)];
}

type TOrderRow = {
  amazon_order_id: string;
  marketplace_id: string | null;
  purchase_date: string;
  ship_date: string | null;
  earliest_delivery_date: string;
  latest_delivery_date: string | null;
  asins: string[];
  skus: string[];
};

// What a rule's choice and timing read of an order. The ship date is the order's first Shipment
// financial event (Amazon posts it when the order ships, FBA and FBM alike; see order-facts.ts).
const ORDER_COLUMNS = sql`o.amazon_order_id, o.marketplace_id, o.purchase_date, o.earliest_delivery_date,
  o.latest_delivery_date,
  (select min(e.posted_date) from financial_events e where e.channel_id = o.channel_id
    and e.amazon_order_id = o.amazon_order_id and e.event_group = 'Shipment') as ship_date,
  coalesce((select array_agg(distinct i.asin) from order_items i
    where i.channel_id = o.channel_id and i.amazon_order_id = o.amazon_order_id), '{}') as asins,
  coalesce((select array_agg(distinct i.sku) from order_items i
    where i.channel_id = o.channel_id and i.amazon_order_id = o.amazon_order_id), '{}') as skus`;

function basisDate(rule: TScopedRule, order: TOrderRow): Date | null {
  if (rule.timingBasis === 'order') return new Date(order.purchase_date);
  if (rule.timingBasis === 'ship') return order.ship_date ? new Date(order.ship_date) : null;
  return new Date(order.earliest_delivery_date);
}

type TPlan = { amazonOrderId: string; ruleId: string | null; at: Date; windowEnd: Date };

/**
 * Each order's rule (the first enabled one, by priority, whose scope matches) and when it sends: only
 * orders a rule takes and can still send inside Amazon's window. A ship-based rule waits for the ship
 * date (the next sync schedules the order once it has one). `dropped` are the orders no rule takes.
 */
function plansOf(orders: TOrderRow[], rules: readonly TScopedRule[], now: Date) {
  const plans: TPlan[] = [];
  const dropped: TOrderRow[] = [];
  for (const order of orders) {
    const rule = pickRule(rules, {
      asins: order.asins,
      skus: order.skus,
      marketplaceId: order.marketplace_id,
    });
    if (!rule) {
      dropped.push(order);
      continue;
    }
    const basis = basisDate(rule, order);
    if (!basis) continue;
    const plan = planSend(
      {
        earliestDeliveryDate: new Date(order.earliest_delivery_date),
        latestDeliveryDate: order.latest_delivery_date ? new Date(order.latest_delivery_date) : null,
      },
      { delayDays: rule.delayDays, sendHour: rule.sendHour, timeZone: rule.timeZone },
      now,
      basis,
    );
    if (plan.kind === 'scheduled')
      plans.push({
        amazonOrderId: order.amazon_order_id,
        ruleId: rule.id,
        at: plan.at,
        windowEnd: plan.windowEnd,
      });
  }
  return { plans, dropped };
}

/**
 * Schedules every order of the store that is inside Amazon's window and has no request yet: after each
 * orders sync, and as the backfill when a rule is switched on. `rule` is the store's single rule, used
 * only while the store has no rule list. Answers how many were scheduled. The primary key of
 * review_requests keeps it to one request per order, however many rules match.
 */
export async function scheduleNewOrders(
  db: TDbOrTx,
  channelId: string,
  rule: TScheduleRule,
  now: Date,
): Promise<number> {
  // Still inside Amazon's window: its end (latest delivery + 30 days) is ahead of us.
  const result = await db.execute(sql`
    select ${ORDER_COLUMNS}
    from orders o
    where o.channel_id = ${channelId} and o.earliest_delivery_date is not null
      and coalesce(o.latest_delivery_date, o.earliest_delivery_date)
        > ${new Date(now.getTime() - AMAZON_WINDOW_CLOSES_DAYS * DAY_MS).toISOString()}
      and not exists (select 1 from review_requests r
        where r.channel_id = o.channel_id and r.amazon_order_id = o.amazon_order_id)`);
  const rules = await effectiveRules(db, channelId, rule);
  const { plans, dropped } = plansOf(result.rows as TOrderRow[], rules, now);
  await recordUncovered(
    db,
    channelId,
    dropped.map((order) => ({
      amazonOrderId: order.amazon_order_id,
      earliestDeliveryDate: new Date(order.earliest_delivery_date),
      latestDeliveryDate: order.latest_delivery_date ? new Date(order.latest_delivery_date) : null,
    })),
    now,
  );
  const rows = plans.map((plan) => ({
    channelId,
    amazonOrderId: plan.amazonOrderId,
    ruleId: plan.ruleId,
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
 * After a change of the rules (or of the single rule's delay, hour or zone): every waiting request goes
 * to the rule that now takes its order, at the time that rule gives; one no rule takes any more is
 * dropped (it was never tried; scheduleNewOrders, run next, logs it as uncovered). Orders logged as
 * uncovered and still inside the window are released, for scheduleNewOrders to decide again. A request held back by the daily limit keeps waiting for its day. One
 * statement per chunk, not per order.
 */
export async function rescheduleWaiting(db: TDbOrTx, channelId: string, rule: TScheduleRule, now: Date) {
  await releaseUncovered(db, channelId, now);
  const waiting = await db.execute(sql`
    select ${ORDER_COLUMNS}
    from review_requests r join orders o
      on o.channel_id = r.channel_id and o.amazon_order_id = r.amazon_order_id
    where r.channel_id = ${channelId} and r.status = 'scheduled' and r.reason is null
      and o.earliest_delivery_date is not null`);
  const rules = await effectiveRules(db, channelId, rule);
  const { plans, dropped } = plansOf(waiting.rows as TOrderRow[], rules, now);
  for (let i = 0; i < plans.length; i += CHUNK) {
    const chunk = plans.slice(i, i + CHUNK);
    const moves = JSON.stringify(
      chunk.map((p) => ({ order_id: p.amazonOrderId, at: p.at.toISOString(), rule_id: p.ruleId })),
    );
    await db.execute(sql`
      update review_requests r set scheduled_at = moved.at, rule_id = moved.rule_id
      from jsonb_to_recordset(${moves}::jsonb) as moved(order_id text, at timestamptz, rule_id uuid)
      where r.channel_id = ${channelId} and r.amazon_order_id = moved.order_id and r.status = 'scheduled'`);
  }
  for (let i = 0; i < dropped.length; i += CHUNK) {
    await db.delete(reviewRequests).where(
      and(
        eq(reviewRequests.channelId, channelId),
        eq(reviewRequests.status, 'scheduled'),
        inArray(
          reviewRequests.amazonOrderId,
          dropped.slice(i, i + CHUNK).map((order) => order.amazon_order_id),
        ),
      ),
    );
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
