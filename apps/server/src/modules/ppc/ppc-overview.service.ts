import {
  sumPpc,
  type TPpcDay,
  type TPpcKpis,
  type TPpcOverview,
  tacos,
  withRatios,
} from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { daySeries } from '../../lib/day-series.ts';
import {
  attributionColumns,
  ppcCurrencyOf,
  previousRange,
  rangeInstants,
  type TPpcRange,
} from './ppc-range.ts';
import type { TPpcReadService } from './ppc-read.service.ts';

// The overview: the store's Sponsored Products KPIs over the period (campaign-level figures, which hold
// every click), a daily series, TACoS against all sales of our orders in the same period (cut at midnight
// in the PPC time zone; cancelled orders do not count), and optionally the previous period of equal length.

type TDayRow = {
  day: string;
  impressions: number;
  clicks: number;
  spend: number;
  sales: number;
  orders: number;
};

export function createPpcOverviewService(deps: { db: TDb; read: TPpcReadService }) {
  const { db, read } = deps;

  async function dailySums(channelId: string, range: TPpcRange): Promise<TDayRow[]> {
    const cols = attributionColumns(range.attribution);
    const result = await db.execute<TDayRow>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, sum(impressions)::float8 as impressions,
        sum(clicks)::float8 as clicks, round(sum(cost) * 100)::float8 as spend,
        round(coalesce(sum(${cols.sales}), 0) * 100)::float8 as sales,
        coalesce(sum(${cols.orders}), 0)::float8 as orders
      from ads_daily_metrics
      where channel_id = ${channelId} and level = 'campaign'
        and day >= ${range.from}::date and day <= ${range.to}::date
      group by day`);
    return result.rows;
  }

  /** All sales of the store's orders in the period, minor units. */
  async function totalSales(channelId: string, range: TPpcRange): Promise<number> {
    const { start, end } = rangeInstants(range);
    const result = await db.execute<{ total: number }>(sql`
      select round(coalesce(sum(order_total), 0) * 100)::float8 as total from orders
      where channel_id = ${channelId} and purchase_date >= ${start.toISOString()}::timestamptz
        and purchase_date < ${end.toISOString()}::timestamptz and status <> 'Canceled'`);
    return Number(result.rows[0]?.total ?? 0);
  }

  async function kpis(channelId: string, range: TPpcRange, days?: TDayRow[]): Promise<TPpcKpis> {
    const [rows, total] = await Promise.all([
      days ?? dailySums(channelId, range),
      totalSales(channelId, range),
    ]);
    const sums = sumPpc(rows);
    return { ...withRatios(sums), total_sales: total, tacos: tacos(sums.spend, total) };
  }

  async function overview(
    channelId: string,
    userId: string,
    query: { from?: string | undefined; to?: string | undefined; attribution: number; compare: boolean },
  ): Promise<TPpcOverview> {
    const range = await read.rangeFor(userId, query);
    const [days, currency, connected, anyData] = await Promise.all([
      dailySums(channelId, range),
      ppcCurrencyOf(db, channelId),
      db.execute(sql`select 1 from ads_grants where channel_id = ${channelId} limit 1`),
      db.execute(sql`select 1 from ads_daily_metrics where channel_id = ${channelId} limit 1`),
    ]);
    const byDay = new Map(days.map((d) => [d.day, d]));
    const series: TPpcDay[] = (await daySeries(db, range.from, range.to)).map((day) => {
      const d = byDay.get(day);
      return { day, ...withRatios(d ?? { impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0 }) };
    });
    let previous: TPpcOverview['previous'] = null;
    if (query.compare) {
      const before = previousRange(range);
      previous = { from: before.from, to: before.to, kpis: await kpis(channelId, before) };
    }
    return {
      connected: connected.rows.length > 0,
      currency,
      time_zone: range.timeZone,
      from: range.from,
      to: range.to,
      attribution: range.attribution,
      kpis: await kpis(channelId, range, days),
      series,
      previous,
      has_data: anyData.rows.length > 0,
    };
  }

  return { overview };
}
