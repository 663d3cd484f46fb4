import {
  marketplaceCurrency,
  marketplaceTimeZone,
  minorUnitsPerMajor,
  SALES_REPORT_COLUMNS,
  type TSalesRow,
  toMinorUnits,
  type ZSalesReportQuery,
} from '@seller-tools/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { CODE_CLASSES } from '../../db/reference-data.ts';
import type { TReviewStore } from '../../lib/store-access.ts';
import { type TDownload, tableFile } from './export-file.ts';
import { financeAsin, inLocalDays, isSale, localDay, periodLabel, returnAsin } from './sql-parts.ts';

type TQuery = z.output<typeof ZSalesReportQuery>;

type TSums = {
  key: string;
  units: number;
  orders: number;
  revenue: string;
  refunds: number;
  refunded: string;
  returned_units: number;
};

// Sales and orders of a store (issue 25): its orders' items by the day they were placed (in the
// marketplace's time zone), refunds by the day Amazon posted them, returns by the day the warehouse took
// them in; per period, ASIN or marketplace (one row per connected store of the same seller).
export function createSalesReportService({ db }: { db: TDb }) {
  /** The sums of one store grouped by `keyOf` (an expression of the row's local day and ASIN). */
  async function sums(
    channelId: string,
    marketplaceId: string,
    query: TQuery,
    keyOf: (day: SQL, asin: SQL) => SQL,
  ): Promise<TSums[]> {
    const tz = marketplaceTimeZone(marketplaceId);
    const onlyAsin = (asin: SQL) => (query.asin ? sql`and ${asin} = ${query.asin.toUpperCase()}` : sql``);
    const orderDay = localDay(sql`o.purchase_date`, tz);
    const postedDay = localDay(sql`fe.posted_date`, tz);
    const returnDay = localDay(sql`cr.return_date`, tz);
    const inPeriod = (instant: SQL) => inLocalDays(instant, tz, query.from, query.to);
    const result = await db.execute<TSums>(sql`
      with src as (
        select ${keyOf(orderDay, sql`oi.asin`)} as key, oi.quantity as units, o.amazon_order_id as order_id,
          coalesce(oi.item_price, 0) as revenue, null::text as refund_item, 0::numeric as refunded, 0 as returned
        from order_items oi
        join orders o on o.channel_id = oi.channel_id and o.amazon_order_id = oi.amazon_order_id
        where oi.channel_id = ${channelId} and ${isSale(sql`o.status`)}
          and ${inPeriod(sql`o.purchase_date`)} ${onlyAsin(sql`oi.asin`)}
        union all
        select ${keyOf(postedDay, financeAsin)}, 0, null, 0,
          fe.amazon_order_id || ':' || coalesce(fe.order_item_id, fe.seller_sku, ''),
          case when fe.amount_kind = 'charge' then -fe.amount else 0 end, 0
        from financial_events fe
        where fe.channel_id = ${channelId} and fe.event_group = 'Refund'
          and ${inPeriod(sql`fe.posted_date`)} ${onlyAsin(financeAsin)}
        union all
        select ${keyOf(returnDay, returnAsin)}, 0, null, 0, null, 0, cr.quantity
        from fba_customer_returns cr
        where cr.channel_id = ${channelId}
          and ${inPeriod(sql`cr.return_date`)} ${onlyAsin(returnAsin)})
      select coalesce(key, '') as key, coalesce(sum(units), 0)::int as units,
        count(distinct order_id)::int as orders, coalesce(sum(revenue), 0)::text as revenue,
        count(distinct refund_item)::int as refunds, coalesce(sum(refunded), 0)::text as refunded,
        coalesce(sum(returned), 0)::int as returned_units
      from src group by 1 order by 1`);
    return result.rows;
  }

  function row(key: string, label: string, currency: string, s: Omit<TSums, 'key'>): TSalesRow {
    return {
      key,
      label,
      currency,
      units: s.units,
      orders: s.orders,
      revenue_minor: toMinorUnits(s.revenue, currency),
      refunds: s.refunds,
      refunded_minor: toMinorUnits(s.refunded, currency),
      returned_units: s.returned_units,
    };
  }

  /** The total of rows: money only where every row is in the same currency. */
  function totalOf(rows: TSalesRow[], currency: string): TSalesRow {
    const currencies = new Set(rows.map((r) => r.currency));
    const same = currencies.size === 0 || (currencies.size === 1 && currencies.has(currency));
    const sum = (pick: (r: TSalesRow) => number | null) => rows.reduce((n, r) => n + (pick(r) ?? 0), 0);
    return {
      key: 'total',
      label: 'Total',
      currency: same ? currency : null,
      units: sum((r) => r.units),
      // An order holds items of several ASINs: the total counts it once, by period its day has it once.
      orders: sum((r) => r.orders),
      revenue_minor: same ? sum((r) => r.revenue_minor) : null,
      refunds: sum((r) => r.refunds),
      refunded_minor: same ? sum((r) => r.refunded_minor) : null,
      returned_units: sum((r) => r.returned_units),
    };
  }

  async function byMarketplace(store: TReviewStore, query: TQuery) {
    const stores = await db.execute<{
      id: string;
      marketplace_id: string;
      key: string;
      title: string | null;
    }>(sql`
      select c.id, c.marketplace_id, coalesce(nullif(g.value_2, ''), c.marketplace_id) as key, g.name as title
      from channels c
      left join general_code g on g.class = ${CODE_CLASSES.marketplace} and g.code = c.marketplace_id
      where c.company_id = ${store.companyId} and c.seller_id = ${store.sellerId} and c.deleted_at is null
      order by 3`);
    const rows: TSalesRow[] = [];
    for (const s of stores.rows) {
      const [one] = await sums(s.id, s.marketplace_id, query, () => sql`'all'`);
      const empty = { units: 0, orders: 0, revenue: '0', refunds: 0, refunded: '0', returned_units: 0 };
      rows.push(row(s.key, s.title ?? s.key, marketplaceCurrency(s.marketplace_id), one ?? empty));
    }
    return rows;
  }

  async function report(store: TReviewStore, query: TQuery) {
    const currency = marketplaceCurrency(store.marketplaceId);
    if (query.group_by === 'marketplace') {
      const rows = await byMarketplace(store, query);
      return { rows, totals: totalOf(rows, currency) };
    }
    const byAsin = query.group_by === 'asin';
    const group = query.group_by;
    const grouped = await sums(store.channelId, store.marketplaceId, query, (day, asin) =>
      byAsin ? asin : sql`date_trunc(${group}, ${day})::date::text`,
    );
    // Orders counted once in the total: an order with items of two ASINs is one order.
    const [all] = await sums(store.channelId, store.marketplaceId, query, () => sql`'all'`);
    const titles = byAsin
      ? new Map(
          (
            await db.execute<{ asin: string; title: string | null }>(sql`
              select distinct on (asin) asin, title from products
              where channel_id = ${store.channelId} and asin = any(${sql.param(grouped.map((g) => g.key))}::text[])
              order by asin, title is null, sku`)
          ).rows.map((p) => [p.asin, p.title]),
        )
      : new Map<string, string | null>();
    const rows = grouped.map((g) =>
      row(
        g.key,
        byAsin ? (titles.get(g.key) ?? (g.key || 'Not linked to a product')) : periodLabel(g.key, group),
        currency,
        g,
      ),
    );
    const totals = all ? row('total', 'Total', currency, all) : totalOf([], currency);
    return { rows, totals };
  }

  async function exportFile(store: TReviewStore, query: TQuery, format: 'csv' | 'xlsx'): Promise<TDownload> {
    const result = await report(store, query);
    const byPeriod = query.group_by === 'day' || query.group_by === 'week' || query.group_by === 'month';
    return tableFile({
      format,
      sheet: 'Sales report',
      name: `sales-${store.countryCode || store.marketplaceId}-${query.group_by}-${query.from}-${query.to}`,
      header: SALES_REPORT_COLUMNS,
      rows: [...result.rows, result.totals].map((r) => [
        byPeriod && r.key !== 'total' ? new Date(`${r.key}T00:00:00Z`) : r.key,
        r.label,
        r.currency,
        r.units,
        r.orders,
        major(r.revenue_minor, r.currency),
        r.refunds,
        major(r.refunded_minor, r.currency),
        r.returned_units,
      ]),
    });
  }

  return { report, exportFile };
}

/** Minor units back to major units for a spreadsheet cell (null stays empty). */
export function major(minor: number | null, currency: string | null): number | null {
  return minor === null ? null : minor / minorUnitsPerMajor(currency ?? 'USD');
}
