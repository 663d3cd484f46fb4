import {
  marketplaceCurrency,
  marketplaceTimeZone,
  PROFIT_ASINS_MAX,
  PROFIT_ORDER_IDS_MAX,
  PROFIT_REPORT_COLUMNS,
  type TProfitRow,
  type TProfitSources,
  toMinorUnits,
  type ZProfitReportQuery,
} from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { displayedRating } from '../../lib/displayed-rating.ts';
import type { TReviewStore } from '../../lib/store-access.ts';
import { type TDownload, tableFile } from './export-file.ts';
import { major } from './sales-report.service.ts';
import { adAsin, financeAsin, inLocalDays, isSale } from './sql-parts.ts';

type TQuery = z.output<typeof ZProfitReportQuery>;

/** The key of figures whose product could not be told (a Finances row of a SKU the store no longer lists). */
export const UNLINKED_KEY = '';

type TAsinFigures = {
  units: number;
  revenue: number;
  fees: number;
  ads: number;
  refunds: number;
  sources: TProfitSources;
};

const blank = (): TAsinFigures => ({
  units: 0,
  revenue: 0,
  fees: 0,
  ads: 0,
  refunds: 0,
  sources: { orders: { count: 0, ids: [] }, fees: [], refunds: [], ads: [], cogs: [] },
});

const margin = (profit: number | null, revenue: number) =>
  profit === null || revenue === 0 ? null : Math.round((profit / revenue) * 1000) / 10;

// Profit per ASIN of a store over a period (issue 25): revenue − Amazon fees − ad spend − refunds − cost of
// goods, each figure with its sources (the contract's profit-report.ts says what each one counts).
export function createProfitReportService({ db }: { db: TDb }) {
  async function figures(store: TReviewStore, query: TQuery, currency: string) {
    const id = store.channelId;
    const tz = marketplaceTimeZone(store.marketplaceId);
    const onlyAsin = (asin: ReturnType<typeof sql>) =>
      query.asin ? sql`and ${asin} = ${query.asin.toUpperCase()}` : sql``;
    const inPeriod = (instant: ReturnType<typeof sql>) => inLocalDays(instant, tz, query.from, query.to);
    const periodOrders = sql`
      select o.amazon_order_id from orders o
      where o.channel_id = ${id} and ${isSale(sql`o.status`)} and ${inPeriod(sql`o.purchase_date`)}`;

    const [sales, orders, fees, refunds, ads, distinctOrders] = await Promise.all([
      // Units and revenue per SKU, with the SKU's entered unit cost.
      db.execute<{
        asin: string;
        sku: string;
        units: number;
        revenue: string;
        unit_cost_minor: number | null;
      }>(sql`
        select oi.asin, oi.sku, sum(oi.quantity)::int as units, coalesce(sum(oi.item_price), 0)::text as revenue,
          (select s.unit_cost_minor from reimburse_product_settings s
            where s.channel_id = oi.channel_id and s.sku = oi.sku) as unit_cost_minor
        from order_items oi
        where oi.channel_id = ${id} and oi.amazon_order_id in (${periodOrders}) ${onlyAsin(sql`oi.asin`)}
        group by oi.channel_id, oi.asin, oi.sku`),
      db.execute<{ asin: string; count: number; ids: string[] }>(sql`
        select oi.asin, count(distinct oi.amazon_order_id)::int as count,
          (array_agg(distinct oi.amazon_order_id order by oi.amazon_order_id))[1:${sql.raw(String(PROFIT_ORDER_IDS_MAX))}] as ids
        from order_items oi
        where oi.channel_id = ${id} and oi.amazon_order_id in (${periodOrders}) ${onlyAsin(sql`oi.asin`)}
        group by oi.asin`),
      // Amazon's fees of the period's orders, by fee type (fees come negative: a cost is their negation).
      db.execute<{ asin: string | null; type: string; amount: string }>(sql`
        select ${financeAsin} as asin, coalesce(fe.amount_type, fe.event_type) as type, (-sum(fe.amount))::text as amount
        from financial_events fe
        where fe.channel_id = ${id} and fe.event_group = 'Shipment' and fe.amount_kind = 'fee'
          and fe.amazon_order_id in (${periodOrders}) ${onlyAsin(financeAsin)}
        group by 1, 2`),
      // Refund events posted in the period: the refunded charges and fee adjustments together.
      db.execute<{ asin: string | null; type: string; amount: string }>(sql`
        select ${financeAsin} as asin,
          fe.amount_kind || ': ' || coalesce(fe.amount_type, fe.event_type) as type, (-sum(fe.amount))::text as amount
        from financial_events fe
        where fe.channel_id = ${id} and fe.event_group = 'Refund'
          and ${inPeriod(sql`fe.posted_date`)} ${onlyAsin(financeAsin)}
        group by 1, 2`),
      // Sponsored Products spend of the advertised ASINs on the period's days, by campaign.
      db.execute<{
        asin: string | null;
        campaign_id: string;
        campaign_name: string | null;
        spend: string;
      }>(sql`
        select ${adAsin} as asin, m.campaign_id,
          (select c.name from ads_campaigns c where c.channel_id = m.channel_id and c.campaign_id = m.campaign_id)
            as campaign_name,
          sum(m.cost)::text as spend
        from ads_daily_metrics m
        where m.channel_id = ${id} and m.level = 'product-ad' and m.day between ${query.from} and ${query.to}
          ${onlyAsin(adAsin)}
        group by 1, 2, 3`),
      // The total counts an order with items of two ASINs once.
      db.execute<{ count: number }>(sql`
        select count(distinct oi.amazon_order_id)::int as count from order_items oi
        where oi.channel_id = ${id} and oi.amazon_order_id in (${periodOrders}) ${onlyAsin(sql`oi.asin`)}`),
    ]);

    const byAsin = new Map<string, TAsinFigures>();
    const of = (asin: string | null) => {
      const key = asin ?? UNLINKED_KEY;
      const known = byAsin.get(key);
      if (known) return known;
      const f = blank();
      byAsin.set(key, f);
      return f;
    };
    const minor = (amount: string) => toMinorUnits(amount, currency);
    for (const s of sales.rows) {
      const f = of(s.asin);
      f.units += s.units;
      f.revenue += minor(s.revenue);
      f.sources.cogs.push({
        sku: s.sku,
        units: s.units,
        unit_cost_minor: s.unit_cost_minor,
        total_minor: s.unit_cost_minor === null ? null : s.unit_cost_minor * s.units,
      });
    }
    for (const o of orders.rows) of(o.asin).sources.orders = { count: o.count, ids: o.ids };
    for (const fee of fees.rows) {
      const f = of(fee.asin);
      f.fees += minor(fee.amount);
      f.sources.fees.push({ type: fee.type, amount_minor: minor(fee.amount) });
    }
    for (const r of refunds.rows) {
      const f = of(r.asin);
      f.refunds += minor(r.amount);
      f.sources.refunds.push({ type: r.type, amount_minor: minor(r.amount) });
    }
    for (const a of ads.rows) {
      const f = of(a.asin);
      f.ads += minor(a.spend);
      f.sources.ads.push({
        campaign_id: a.campaign_id,
        campaign_name: a.campaign_name,
        spend_minor: minor(a.spend),
      });
    }
    // Largest first, so the breakdown reads from what matters most.
    for (const f of byAsin.values()) {
      f.sources.fees.sort((a, b) => b.amount_minor - a.amount_minor || a.type.localeCompare(b.type));
      f.sources.refunds.sort((a, b) => b.amount_minor - a.amount_minor || a.type.localeCompare(b.type));
      f.sources.ads.sort(
        (a, b) => b.spend_minor - a.spend_minor || a.campaign_id.localeCompare(b.campaign_id),
      );
      f.sources.cogs.sort((a, b) => b.units - a.units || a.sku.localeCompare(b.sku));
    }
    return { byAsin, orders: distinctOrders.rows[0]?.count ?? 0 };
  }

  function row(key: string, label: string, currency: string, f: TAsinFigures): TProfitRow {
    const missing = f.sources.cogs.filter((c) => c.unit_cost_minor === null && c.units > 0).map((c) => c.sku);
    const cogs = missing.length > 0 ? null : f.sources.cogs.reduce((n, c) => n + (c.total_minor ?? 0), 0);
    const profit = cogs === null ? null : f.revenue - f.fees - f.ads - f.refunds - cogs;
    return {
      key,
      label,
      currency,
      units: f.units,
      orders: f.sources.orders.count,
      revenue_minor: f.revenue,
      fees_minor: f.fees,
      ad_spend_minor: f.ads,
      refunds_minor: f.refunds,
      cogs_minor: cogs,
      cogs_missing_skus: missing,
      profit_minor: profit,
      margin: margin(profit, f.revenue),
      rating: null,
      ratings_count: null,
      reviews: 0,
      sources: f.sources,
    };
  }

  /** The rows on screen are the `limit` ASINs of highest revenue; an export lists them all. */
  async function report(store: TReviewStore, query: TQuery, limit: number = PROFIT_ASINS_MAX) {
    const currency = marketplaceCurrency(store.marketplaceId);
    const { byAsin, orders } = await figures(store, query, currency);
    const all = [...byAsin.entries()].sort(
      ([a, fa], [b, fb]) => fb.revenue - fa.revenue || fb.ads - fa.ads || a.localeCompare(b),
    );
    const shown = all.slice(0, limit);
    const asins = shown.map(([asin]) => asin).filter((a) => a !== UNLINKED_KEY);
    const id = store.channelId;
    const [titles, ratings, reviewCounts] = await Promise.all([
      db.execute<{ asin: string; title: string | null }>(sql`
        select distinct on (asin) asin, title from products
        where channel_id = ${id} and asin = any(${sql.param(asins)}::text[]) order by asin, title is null, sku`),
      db.execute<{ asin: string; average: string; ratings_count: number }>(sql`
        select distinct on (asin) asin, average::text, ratings_count from rating_snapshots
        where channel_id = ${id} and asin = any(${sql.param(asins)}::text[]) and snapshot_date <= ${query.to}
        order by asin, snapshot_date desc`),
      db.execute<{ asin: string; reviews: number }>(sql`
        select asin, count(*)::int as reviews from reviews
        where channel_id = ${id} and asin = any(${sql.param(asins)}::text[]) group by asin`),
    ]);
    const title = new Map(titles.rows.map((t) => [t.asin, t.title]));
    const rating = new Map(ratings.rows.map((r) => [r.asin, r]));
    const reviews = new Map(reviewCounts.rows.map((r) => [r.asin, r.reviews]));
    const rows = shown.map(([asin, f]) => {
      const r = row(
        asin,
        asin === UNLINKED_KEY ? 'Not linked to a product' : (title.get(asin) ?? asin),
        currency,
        f,
      );
      const snapshot = rating.get(asin);
      return {
        ...r,
        rating: displayedRating(snapshot?.average),
        ratings_count: snapshot?.ratings_count ?? null,
        reviews: reviews.get(asin) ?? 0,
      };
    });
    return {
      rows,
      totals: totalOf(
        all.map(([, f]) => f),
        orders,
        currency,
      ),
      truncated: all.length > shown.length,
    };
  }

  /** Every ASIN's figures summed (also those past the listed ones); the total's COGS is unknown if any is. */
  function totalOf(all: TAsinFigures[], orders: number, currency: string): TProfitRow {
    const total = blank();
    for (const f of all) {
      total.units += f.units;
      total.revenue += f.revenue;
      total.fees += f.fees;
      total.ads += f.ads;
      total.refunds += f.refunds;
      total.sources.cogs.push(...f.sources.cogs);
      total.sources.fees.push(...f.sources.fees);
      total.sources.refunds.push(...f.sources.refunds);
      total.sources.ads.push(...f.sources.ads);
    }
    total.sources.orders.count = orders;
    const merged = row('total', 'Total', currency, total);
    // The total's sources are summed by type; its orders and SKUs are the rows' own.
    return {
      ...merged,
      sources: {
        orders: { count: orders, ids: [] },
        fees: sumBy(
          total.sources.fees,
          (l) => l.type,
          (l) => l.amount_minor,
        ).map(([type, amount_minor]) => ({
          type,
          amount_minor,
        })),
        refunds: sumBy(
          total.sources.refunds,
          (l) => l.type,
          (l) => l.amount_minor,
        ).map(([type, amount_minor]) => ({ type, amount_minor })),
        ads: [],
        cogs: [],
      },
    };
  }

  async function exportFile(store: TReviewStore, query: TQuery, format: 'csv' | 'xlsx'): Promise<TDownload> {
    const result = await report(store, query, Number.POSITIVE_INFINITY);
    return tableFile({
      format,
      sheet: 'Profit report',
      name: `profit-${store.countryCode || store.marketplaceId}-${query.from}-${query.to}`,
      header: PROFIT_REPORT_COLUMNS,
      rows: [...result.rows, result.totals].map((r) => [
        r.key,
        r.label,
        r.currency,
        r.units,
        r.orders,
        major(r.revenue_minor, r.currency),
        major(r.fees_minor, r.currency),
        major(r.ad_spend_minor, r.currency),
        major(r.refunds_minor, r.currency),
        major(r.cogs_minor, r.currency),
        major(r.profit_minor, r.currency),
        r.margin,
        r.cogs_missing_skus.join(' '),
        r.rating,
        r.ratings_count,
        r.key === 'total' ? null : r.reviews,
      ]),
    });
  }

  return { report, exportFile };
}

/** Sums of `value` per `key`, largest first. */
function sumBy<T>(items: T[], key: (t: T) => string, value: (t: T) => number): [string, number][] {
  const sums = new Map<string, number>();
  for (const item of items) sums.set(key(item), (sums.get(key(item)) ?? 0) + value(item));
  return [...sums.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}
