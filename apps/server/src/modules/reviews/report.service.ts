import { REPORT_COLUMNS, type TReportRow, type ZReportQuery } from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { CODE_CLASSES } from '../../db/reference-data.ts';
import { csv } from '../../lib/export/csv.ts';
import { type TCell, xlsx } from '../../lib/export/xlsx.ts';
import type { TReviewStore } from '../../lib/store-access.ts';
import { displayedRating, type TStarCounts } from './ratings.ts';

type TQuery = z.output<typeof ZReportQuery>;

type TGroupRow = {
  key: string;
  title: string | null;
  verified: number;
  removed: number;
  stars_sum: number;
} & TStarCounts;

function row(
  key: string,
  label: string,
  g: Omit<TGroupRow, 'key' | 'title'>,
  ratingEnd: number | null,
): TReportRow {
  return {
    key,
    label,
    reviews: g.total,
    stars: { 1: g.s1, 2: g.s2, 3: g.s3, 4: g.s4, 5: g.s5 },
    average_stars: g.total > 0 ? Math.round((g.stars_sum / g.total) * 100) / 100 : null,
    verified: g.verified,
    removed: g.removed,
    rating_end: ratingEnd,
  };
}

function totalOf(groups: TGroupRow[], ratingEnd: number | null): TReportRow {
  const sum = (pick: (g: TGroupRow) => number) => groups.reduce((n, g) => n + pick(g), 0);
  return row(
    'total',
    'Total',
    {
      s1: sum((g) => g.s1),
      s2: sum((g) => g.s2),
      s3: sum((g) => g.s3),
      s4: sum((g) => g.s4),
      s5: sum((g) => g.s5),
      total: sum((g) => g.total),
      verified: sum((g) => g.verified),
      removed: sum((g) => g.removed),
      stars_sum: sum((g) => g.stars_sum),
    },
    ratingEnd,
  );
}

function periodEnd(start: string, group: string, to: string): string {
  const d = new Date(`${start}T00:00:00Z`);
  if (group === 'week') d.setUTCDate(d.getUTCDate() + 6);
  else if (group === 'month') d.setUTCMonth(d.getUTCMonth() + 1, 0);
  const end = d.toISOString().slice(0, 10);
  return end < to ? end : to;
}

/** Σ(average × count) / Σ count over stores or ASINs, to one decimal; null without any rating. */
function weightedRating(parts: { sum: number; count: number }[]): number | null {
  const count = parts.reduce((n, p) => n + p.count, 0);
  return count > 0 ? displayedRating(parts.reduce((n, p) => n + p.sum, 0) / count) : null;
}

const LABEL_FORMAT: Record<string, Intl.DateTimeFormatOptions> = {
  day: { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  week: { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  month: { month: 'long', year: 'numeric', timeZone: 'UTC' },
};

// Reviews and ratings of a store by period (day, ISO week from Monday, month), by ASIN or by marketplace, the same rows
// on screen and in the CSV and XLSX exports.
export function createReportService({ db }: { db: TDb }) {
  // By marketplace: one row per connected store of the same seller in the company. The caller may read
  // them all: the access list names sellers, and they share the current store's seller.
  async function byMarketplace(store: TReviewStore, query: TQuery) {
    const asin = query.asin ? sql`and asin = ${query.asin.toUpperCase()}` : sql``;
    const grouped = await db.execute<
      TGroupRow & { rating_sum: string | null; rating_count: number | null }
    >(sql`
      with stores as (
        select c.id, coalesce(nullif(g.value_2, ''), c.marketplace_id) as key, g.name as title
        from channels c
        left join general_code g on g.class = ${CODE_CLASSES.marketplace} and g.code = c.marketplace_id
        where c.company_id = ${store.companyId} and c.seller_id = ${store.sellerId} and c.deleted_at is null),
      latest as (
        select distinct on (channel_id, asin) channel_id, average, ratings_count from rating_snapshots
        where channel_id in (select id from stores) and snapshot_date <= ${query.to} ${asin}
        order by channel_id, asin, snapshot_date desc)
      select s.key, s.title,
        count(r.stars) filter (where r.stars = 1)::int s1, count(r.stars) filter (where r.stars = 2)::int s2,
        count(r.stars) filter (where r.stars = 3)::int s3, count(r.stars) filter (where r.stars = 4)::int s4,
        count(r.stars) filter (where r.stars = 5)::int s5, count(r.stars)::int total,
        count(r.stars) filter (where r.verified)::int verified,
        count(r.stars) filter (where r.removed_at is not null)::int removed,
        coalesce(sum(r.stars), 0)::int stars_sum,
        (select sum(l.average * l.ratings_count)::text from latest l where l.channel_id = s.id) as rating_sum,
        (select sum(l.ratings_count)::int from latest l where l.channel_id = s.id) as rating_count
      from stores s
      left join reviews r on r.channel_id = s.id and r.review_date between ${query.from} and ${query.to}
        ${query.asin ? sql`and r.asin = ${query.asin.toUpperCase()}` : sql``}
      group by s.id, s.key, s.title order by s.key`);
    return grouped.rows.map((g) => ({
      group: g,
      weighted: { sum: Number(g.rating_sum ?? 0), count: g.rating_count ?? 0 },
      row: row(
        g.key,
        g.title ?? g.key,
        g,
        weightedRating([{ sum: Number(g.rating_sum ?? 0), count: g.rating_count ?? 0 }]),
      ),
    }));
  }

  /**
   * The weighted displayed rating at the end of each period (keyed by its first day): per ASIN the last
   * snapshot at or before the period's end (a week without a snapshot still showed the last rating read
   * before it), weighted by ratings count. Periods before the first snapshot have none.
   *
   * One pass instead of a lookup per period and ASIN (a year by day for 200 ASINs was 73 000 of them):
   * each snapshot adds what changed since its ASIN's previous one (Δ average × count, Δ count), so the
   * running sums over days are, on every snapshot day, Σ average × count and Σ count of the latest snapshot
   * of every ASIN. A period's end then takes the last snapshot day at or before it.
   */
  async function ratingsAtEnds(
    channelId: string,
    ends: { key: string; end: string }[],
    asin: string | undefined,
  ): Promise<Map<string, number>> {
    if (ends.length === 0) return new Map();
    const last = ends.reduce((max, e) => (e.end > max ? e.end : max), ends[0]?.end ?? '');
    const onlyAsin = asin ? sql`and asin = ${asin.toUpperCase()}` : sql``;
    const result = await db.execute<{ day: string; average: string | null }>(sql`
      with deltas as (
        select snapshot_date,
          average * ratings_count - coalesce(lag(average * ratings_count) over w, 0) as d_sum,
          ratings_count - coalesce(lag(ratings_count) over w, 0) as d_count
        from rating_snapshots where channel_id = ${channelId} and snapshot_date <= ${last} ${onlyAsin}
        window w as (partition by asin order by snapshot_date))
      select snapshot_date::text as day,
        (sum(sum(d_sum)) over running / nullif(sum(sum(d_count)) over running, 0))::text as average
      from deltas group by snapshot_date
      window running as (order by snapshot_date)
      order by snapshot_date`);
    const days = result.rows;
    const ratings = new Map<string, number>();
    for (const { key, end } of ends) {
      // The last snapshot day at or before the end (days are sorted): binary search.
      let lo = 0;
      let hi = days.length - 1;
      let found = -1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if ((days[mid]?.day ?? '') <= end) {
          found = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
      const average = days[found]?.average;
      if (average !== null && average !== undefined) ratings.set(key, Number(average));
    }
    return ratings;
  }

  async function report(store: TReviewStore, query: TQuery) {
    if (query.group_by === 'marketplace') {
      const stores = await byMarketplace(store, query);
      return {
        rows: stores.map((s) => s.row),
        // The stores' ratings weighted by their ratings counts, as each row weighs its ASINs.
        totals: totalOf(
          stores.map((s) => s.group),
          weightedRating(stores.map((s) => s.weighted)),
        ),
      };
    }
    const id = store.channelId;
    const byAsin = query.group_by === 'asin';
    const keyExpr = byAsin ? sql`r.asin` : sql`date_trunc(${query.group_by}, r.review_date)::date::text`;
    const grouped = await db.execute<TGroupRow>(sql`
      select ${keyExpr} as key,
        ${byAsin ? sql`(select p.title from products p where p.channel_id = ${id} and p.asin = r.asin order by p.title is null, p.sku limit 1)` : sql`null`} as title,
        count(*) filter (where stars = 1)::int s1, count(*) filter (where stars = 2)::int s2,
        count(*) filter (where stars = 3)::int s3, count(*) filter (where stars = 4)::int s4,
        count(*) filter (where stars = 5)::int s5, count(*)::int total,
        count(*) filter (where verified)::int verified,
        count(*) filter (where removed_at is not null)::int removed, coalesce(sum(stars), 0)::int stars_sum
      from reviews r
      where r.channel_id = ${id} and r.review_date between ${query.from} and ${query.to}
        ${query.asin ? sql`and r.asin = ${query.asin.toUpperCase()}` : sql``}
      group by 1 order by 1`);

    // Displayed ratings at the end of each row: by ASIN its last snapshot up to the range's end; by period
    // the ratings-count weighted rating at the period's end; the total, at the range's end.
    const asinRatings = byAsin
      ? await db.execute<{ key: string; average: string }>(sql`
          select distinct on (asin) asin as key, average::text from rating_snapshots
          where channel_id = ${id} and snapshot_date <= ${query.to}
          order by asin, snapshot_date desc`)
      : null;
    const ratingByKey = asinRatings
      ? new Map(asinRatings.rows.map((r) => [r.key, Number(r.average)]))
      : await ratingsAtEnds(
          id,
          [
            ...grouped.rows.map((g) => ({ key: g.key, end: periodEnd(g.key, query.group_by, query.to) })),
            { key: 'total', end: query.to },
          ],
          query.asin,
        );
    const ratingOf = (key: string) => displayedRating(ratingByKey.get(key));

    const format = new Intl.DateTimeFormat('en-US', LABEL_FORMAT[query.group_by] ?? LABEL_FORMAT.day);
    const rows = grouped.rows.map((g) =>
      byAsin
        ? row(g.key, g.title ?? g.key, g, ratingOf(g.key))
        : row(
            g.key,
            `${query.group_by === 'week' ? 'Week of ' : ''}${format.format(new Date(`${g.key}T00:00:00Z`))}`,
            g,
            ratingOf(g.key),
          ),
    );
    return { rows, totals: totalOf(grouped.rows, byAsin ? null : ratingOf('total')) };
  }

  // A period's key is its first day: a date cell, so a spreadsheet sorts and filters it as a date (the
  // CSV writes it as before, YYYY-MM-DD). ASIN and marketplace keys, and the total row, stay text.
  function table(result: { rows: TReportRow[]; totals: TReportRow }, byPeriod: boolean): TCell[][] {
    const key = (r: TReportRow): TCell => (byPeriod ? new Date(`${r.key}T00:00:00Z`) : r.key);
    const cells = (r: TReportRow, first: TCell = key(r)): TCell[] => [
      first,
      r.label,
      r.reviews,
      // 5★ first, as on screen.
      r.stars[5],
      r.stars[4],
      r.stars[3],
      r.stars[2],
      r.stars[1],
      r.average_stars,
      r.verified,
      r.removed,
      r.rating_end,
    ];
    return [
      [...REPORT_COLUMNS],
      ...result.rows.map((r) => cells(r)),
      cells(result.totals, result.totals.key),
    ];
  }

  async function exportFile(store: TReviewStore, query: TQuery, format: 'csv' | 'xlsx') {
    const result = await report(store, query);
    const rows = table(
      result,
      query.group_by === 'day' || query.group_by === 'week' || query.group_by === 'month',
    );
    const name = `reviews-${store.countryCode || store.marketplaceId}-${query.group_by}-${query.from}-${query.to}`;
    return format === 'csv'
      ? { body: csv(rows), type: 'text/csv; charset=utf-8', filename: `${name}.csv` }
      : {
          body: await xlsx('Reviews report', rows),
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          filename: `${name}.xlsx`,
        };
  }

  return { report, exportFile };
}
