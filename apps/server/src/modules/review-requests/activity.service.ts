import {
  dailyMessagingLimit,
  REVIEW_REQUEST_EXPORT_COLUMNS,
  REVIEW_REQUEST_REASONS,
  type TReviewRequestLogItem,
  type TReviewRequestReason,
  type TReviewRequestSummary,
} from '@seller-tools/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { daySeries } from '../../lib/day-series.ts';
import { csv } from '../../lib/export/csv.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { readDailyLimit } from './daily-limit.ts';
import { explainIdle } from './idle-reasons.ts';
import { readRuleRow } from './rules.ts';

const DAY_MS = 86_400_000;
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

type TLogFilter = { q?: string | undefined; status?: string[] | undefined };

function logWhere(channelId: string, filter: TLogFilter): SQL {
  const parts = [sql`r.channel_id = ${channelId}`];
  if (filter.status?.length) parts.push(sql`r.status in ${filter.status}`);
  if (filter.q) {
    const like = containsPattern(filter.q);
    parts.push(sql`(r.amazon_order_id ilike ${like} or exists (select 1 from order_items i
      where i.channel_id = r.channel_id and i.amazon_order_id = r.amazon_order_id and i.asin ilike ${like}))`);
  }
  return sql.join(parts, sql` and `);
}

export function createActivityService(deps: { db: TDb; clock: TClock }) {
  /** Counters and the daily chart of [from, to] (UTC days), with what waits and today's allowance. */
  async function summary(channelId: string, from: string, to: string): Promise<TReviewRequestSummary> {
    const start = `${from}T00:00:00.000Z`;
    const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString();
    const now = deps.clock.now();
    const outcomes = await deps.db.execute(sql`
      select to_char(date_trunc('day', at at time zone 'UTC'), 'YYYY-MM-DD') as day, outcome,
        coalesce(reason, '') as reason, count(*)::int as n
      from review_request_attempts
      where channel_id = ${channelId} and at >= ${start} and at < ${end} and outcome <> 'retry'
      group by 1, 2, 3`);
    const waiting = await deps.db.execute(sql`
      select count(*)::int as eligible,
        count(*) filter (where scheduled_at < ${new Date(now.getTime() + DAY_MS).toISOString()})::int as upcoming
      from review_requests where channel_id = ${channelId} and status in ('scheduled', 'sending')`);
    const totals = { sent: 0, test: 0, skipped: 0, failed: 0 };
    const skippedBy: Record<string, number> = {};
    const failedBy: Record<string, number> = {};
    const byDay = new Map<string, { sent: number; test: number; skipped: number; failed: number }>();
    for (const day of await daySeries(deps.db, from, to))
      byDay.set(day, { sent: 0, test: 0, skipped: 0, failed: 0 });
    for (const row of outcomes.rows as {
      day: string;
      outcome: keyof typeof totals;
      reason: string;
      n: number;
    }[]) {
      totals[row.outcome] += row.n;
      const day = byDay.get(row.day);
      if (day) day[row.outcome] += row.n;
      if (row.outcome === 'skipped') skippedBy[row.reason] = (skippedBy[row.reason] ?? 0) + row.n;
      if (row.outcome === 'failed') failedBy[row.reason] = (failedBy[row.reason] ?? 0) + row.n;
    }
    const w = waiting.rows[0] as { eligible: number; upcoming: number };
    const limit = await readDailyLimit(deps.db, channelId, now);
    // Three zeros say nothing on their own: then the store's orders and rule say why.
    const idle =
      w.eligible === 0 && w.upcoming === 0 && totals.skipped === 0
        ? await explainIdle(
            deps.db,
            channelId,
            (await readRuleRow(deps.db, channelId))?.enabled ?? false,
            now,
          )
        : null;
    return {
      ...totals,
      eligible: w.eligible,
      upcoming: w.upcoming,
      skipped_by_reason: skippedBy,
      failed_by_reason: failedBy,
      daily: [...byDay].map(([date, counts]) => ({ date, ...counts })),
      daily_limit: {
        limit: dailyMessagingLimit(limit.averageDailyOrders),
        used_today: limit.usedToday,
        average_daily_orders: limit.averageDailyOrders,
      },
      idle,
    };
  }

  async function rows(channelId: string, filter: TLogFilter, page: { limit: number; offset: number }) {
    const result = await deps.db.execute(sql`
      select r.amazon_order_id, r.status, r.reason, r.error, r.scheduled_at, r.window_end, r.done_at,
        o.purchase_date, rl.name as rule_name,
        coalesce((select array_agg(distinct i.asin order by i.asin) from order_items i
          where i.channel_id = r.channel_id and i.amazon_order_id = r.amazon_order_id), '{}') as asins,
        coalesce((select json_agg(json_build_object('at', a.at, 'outcome', a.outcome, 'reason', a.reason,
            'error', a.error, 'http_status', a.http_status) order by a.at)
          from review_request_attempts a
          where a.channel_id = r.channel_id and a.amazon_order_id = r.amazon_order_id), '[]') as attempts
      from review_requests r
      left join orders o on o.channel_id = r.channel_id and o.amazon_order_id = r.amazon_order_id
      left join review_request_rule_list rl on rl.id = r.rule_id
      where ${logWhere(channelId, filter)}
      order by r.done_at is null, r.done_at desc, r.scheduled_at, r.amazon_order_id
      limit ${page.limit} offset ${page.offset}`);
    return (result.rows as Record<string, unknown>[]).map(
      (r): TReviewRequestLogItem => ({
        amazon_order_id: r.amazon_order_id as string,
        status: r.status as TReviewRequestLogItem['status'],
        reason: (r.reason as string | null) ?? null,
        error: (r.error as string | null) ?? null,
        scheduled_at: iso(r.scheduled_at as string) ?? '',
        window_end: iso(r.window_end as string) ?? '',
        done_at: iso(r.done_at as string | null),
        purchase_date: iso(r.purchase_date as string | null),
        asins: r.asins as string[],
        rule_name: (r.rule_name as string | null) ?? null,
        attempts: (
          r.attempts as {
            at: string;
            outcome: string;
            reason: string | null;
            error: string | null;
            http_status: number | null;
          }[]
        ).map((a) => ({ ...a, at: iso(a.at) ?? '' })),
      }),
    );
  }

  /** One row per order with its attempts: the latest outcomes first, then what waits, soonest first. */
  async function log(channelId: string, filter: TLogFilter, page: number, pageSize: number) {
    const count = await deps.db.execute(
      sql`select count(*)::int as n from review_requests r where ${logWhere(channelId, filter)}`,
    );
    const items = await rows(channelId, filter, { limit: pageSize, offset: (page - 1) * pageSize });
    return { items, total: (count.rows[0] as { n: number }).n, page };
  }

  /** The log as CSV (every matching order, up to 100 000 rows). */
  async function exportCsv(channelId: string, filter: TLogFilter): Promise<string> {
    const items = await rows(channelId, filter, { limit: 100_000, offset: 0 });
    const reasonText = (reason: string | null) =>
      reason ? (REVIEW_REQUEST_REASONS[reason as TReviewRequestReason] ?? reason) : null;
    return csv([
      [...REVIEW_REQUEST_EXPORT_COLUMNS],
      ...items.map((item) => [
        item.amazon_order_id,
        item.asins.join(' '),
        item.purchase_date,
        item.status,
        reasonText(item.reason),
        item.error,
        item.scheduled_at,
        item.window_end,
        item.done_at,
        item.attempts.length,
      ]),
    ]);
  }

  return { summary, log, exportCsv };
}
