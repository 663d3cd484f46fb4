import {
  REVIEW_REQUEST_IDLE_MESSAGES,
  SOLICITATION_WINDOW,
  type TReviewRequestIdle,
  type TReviewRequestIdleCode,
} from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';

const DAY_MS = 86_400_000;
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

type TOrderStats = {
  orders: number;
  last_import: string | null;
  dated: number;
  /** Dated, window not closed yet (open now or opening later). */
  live: number;
  /** Of those, with no request yet. */
  waiting: number;
  next_opens: string | null;
};

/**
 * Why a store has nothing eligible, upcoming or skipped, from its own orders and rule (issue 15: a German
 * store showed three zeros and no reason). The window is Amazon's: 5 days after the earliest delivery to
 * 30 days after the latest.
 */
export async function explainIdle(
  db: TDb,
  channelId: string,
  ruleEnabled: boolean,
  now: Date,
): Promise<TReviewRequestIdle> {
  const opensMs = SOLICITATION_WINDOW.opensDays * DAY_MS;
  const closesAfter = new Date(now.getTime() - SOLICITATION_WINDOW.closesDays * DAY_MS).toISOString();
  const result = await db.execute(sql`
    with o as (
      select o.synced_at, o.earliest_delivery_date as earliest,
        coalesce(o.latest_delivery_date, o.earliest_delivery_date) >= ${closesAfter} as live,
        exists (select 1 from review_requests r
          where r.channel_id = o.channel_id and r.amazon_order_id = o.amazon_order_id) as requested
      from orders o where o.channel_id = ${channelId})
    select count(*)::int as orders, max(synced_at) as last_import,
      count(earliest)::int as dated,
      count(*) filter (where live)::int as live,
      count(*) filter (where live and not requested)::int as waiting,
      min(earliest) filter (where live and not requested
        and earliest > ${new Date(now.getTime() - opensMs).toISOString()}) as next_earliest
    from o`);
  const row = result.rows[0] as Omit<TOrderStats, 'next_opens'> & { next_earliest: string | null };
  const stats: TOrderStats = {
    ...row,
    next_opens: row.next_earliest
      ? new Date(new Date(row.next_earliest).getTime() + opensMs).toISOString()
      : null,
  };
  const reasons: TReviewRequestIdle['reasons'] = [];
  const add = (code: TReviewRequestIdleCode, n: number) =>
    reasons.push({ code, message: REVIEW_REQUEST_IDLE_MESSAGES[code](n) });
  if (!ruleEnabled) add('rule-off', stats.waiting);
  if (stats.orders === 0) add('no-orders', 0);
  else if (stats.dated === 0) add('no-delivery-dates', stats.orders);
  else if (stats.live === 0) add('none-in-window', stats.orders);
  else if (ruleEnabled && stats.waiting > 0) add('not-scheduled-yet', stats.waiting);
  else if (ruleEnabled) add('all-requested', stats.live);
  return {
    reasons,
    orders: stats.orders,
    last_order_import: iso(stats.last_import),
    next_window_opens: stats.next_opens,
  };
}
