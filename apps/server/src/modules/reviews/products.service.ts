import {
  REVIEW_MESSAGES,
  type TProductRating,
  type TRatingMove,
  type ZProductHistoryQuery,
  type ZProductListQuery,
} from '@seller-tools/contract';
import { and, asc, desc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { ratingSnapshots, reviews } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { daySeries } from '../../lib/day-series.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { failure, success } from '../../lib/outcome.ts';
import { productUrl, type TReviewStore } from '../../lib/store-access.ts';
import { addDays, displayedRating, emptyStars, isoDay, ratingChange, type TStarCounts } from './ratings.ts';
import { reviewItemColumns, toReviewItem } from './review-items.ts';

type TListQuery = z.output<typeof ZProductListQuery>;
type THistoryQuery = z.output<typeof ZProductHistoryQuery>;

const HISTORY_DEFAULT_DAYS = 90;
const MOVE_REVIEWS_MAX = 20;

type TProductRow = {
  asin: string;
  sku: string | null;
  title: string | null;
  image_url: string | null;
  average: string | null;
  ratings_count: number | null;
  start_average: string | null;
  last_review: string | null;
} & TStarCounts;

export function createProductsService({ db, clock }: { db: TDb; clock: TClock }) {
  /** Every ASIN of one store (listed, or with rating snapshots) with its rating figures. */
  async function ratingsOf(
    store: TReviewStore,
    options: { periodDays: number; q?: string; tagIds?: string[]; asin?: string },
  ): Promise<TProductRating[]> {
    const start = addDays(isoDay(clock.now()), -options.periodDays);
    const pattern = options.q ? containsPattern(options.q) : null;
    const id = store.channelId;
    const result = await db.execute<TProductRow>(sql`
      with asins as (
        select asin from products where channel_id = ${id}
        union select distinct asin from rating_snapshots where channel_id = ${id}
      ),
      p as (
        select distinct on (asin) asin, sku, title, image_url from products where channel_id = ${id}
        order by asin, title is null, sku
      ),
      latest as (
        select distinct on (asin) asin, average, ratings_count from rating_snapshots where channel_id = ${id}
        order by asin, snapshot_date desc
      ),
      -- The rating at the period's start: the last snapshot on or before it, else the first one after.
      period_start as (
        select distinct on (asin) asin, average from rating_snapshots where channel_id = ${id}
        order by asin, (snapshot_date <= ${start}) desc,
          case when snapshot_date <= ${start} then ${start}::date - snapshot_date else snapshot_date - ${start}::date end
      ),
      rv as (
        select asin, count(*) filter (where stars = 1)::int s1, count(*) filter (where stars = 2)::int s2,
          count(*) filter (where stars = 3)::int s3, count(*) filter (where stars = 4)::int s4,
          count(*) filter (where stars = 5)::int s5, count(*)::int total, max(review_date)::text last_review
        from reviews where channel_id = ${id} group by asin
      )
      select a.asin, p.sku, p.title, p.image_url, latest.average::text, latest.ratings_count,
        period_start.average::text start_average, coalesce(rv.s1, 0) s1, coalesce(rv.s2, 0) s2,
        coalesce(rv.s3, 0) s3, coalesce(rv.s4, 0) s4, coalesce(rv.s5, 0) s5, coalesce(rv.total, 0) total,
        rv.last_review
      from asins a
      left join p on p.asin = a.asin
      left join latest on latest.asin = a.asin
      left join period_start on period_start.asin = a.asin
      left join rv on rv.asin = a.asin
      where true
        ${options.asin ? sql`and a.asin = ${options.asin}` : sql``}
        ${pattern ? sql`and (a.asin ilike ${pattern} or p.title ilike ${pattern} or p.sku ilike ${pattern})` : sql``}
        ${
          options.tagIds?.length
            ? sql`and exists (select 1 from review_tags rt join reviews r on r.channel_id = rt.channel_id
                and r.review_id = rt.review_id where rt.channel_id = ${id} and r.asin = a.asin
                and rt.tag_id in ${options.tagIds})`
            : sql``
        }
    `);
    return result.rows.map((row): TProductRating => {
      const displayed = displayedRating(row.average);
      const atStart = displayedRating(row.start_average);
      return {
        channel_id: store.channelId,
        marketplace_id: store.marketplaceId,
        country_code: store.countryCode,
        asin: row.asin,
        sku: row.sku,
        title: row.title,
        image_url: row.image_url,
        product_url: productUrl(store.domain, row.asin),
        rating: row.average === null ? null : Number(row.average),
        displayed_rating: displayed,
        ratings_count: row.ratings_count ?? 0,
        change: ratingChange(atStart, displayed),
        rating_at_start: atStart,
        review_count: row.total,
        stars: { 1: row.s1, 2: row.s2, 3: row.s3, 4: row.s4, 5: row.s5 },
        last_review_date: row.last_review,
      };
    });
  }

  async function list(stores: TReviewStore[], query: TListQuery): Promise<TProductRating[]> {
    const lists = await Promise.all(
      stores.map((store) =>
        ratingsOf(store, {
          periodDays: query.period_days,
          ...(query.q ? { q: query.q } : {}),
          ...(query.tag_id ? { tagIds: query.tag_id } : {}),
        }),
      ),
    );
    return sortProducts(lists.flat(), query.sort);
  }

  async function history(store: TReviewStore, asin: string, query: THistoryQuery) {
    const [product] = await ratingsOf(store, { periodDays: HISTORY_DEFAULT_DAYS, asin });
    if (!product) return failure('not-found', REVIEW_MESSAGES.productNotFound);
    const lastDay = query.to ?? isoDay(clock.now());
    // The period's days, bounded (a lone `from` years back is cut to the latest days); every query reads them.
    const series = await daySeries(db, query.from ?? addDays(lastDay, -HISTORY_DEFAULT_DAYS), lastDay);
    const from = series[0] ?? lastDay;
    const to = series.at(-1) ?? lastDay;
    const where = and(eq(ratingSnapshots.channelId, store.channelId), eq(ratingSnapshots.asin, asin));
    const [before, inRange, counts, first] = await Promise.all([
      db
        .select({
          date: ratingSnapshots.snapshotDate,
          average: ratingSnapshots.average,
          count: ratingSnapshots.ratingsCount,
        })
        .from(ratingSnapshots)
        .where(and(where, sql`${ratingSnapshots.snapshotDate} < ${from}`))
        .orderBy(desc(ratingSnapshots.snapshotDate))
        .limit(1),
      db
        .select({
          date: ratingSnapshots.snapshotDate,
          average: ratingSnapshots.average,
          count: ratingSnapshots.ratingsCount,
        })
        .from(ratingSnapshots)
        .where(and(where, gte(ratingSnapshots.snapshotDate, from), lte(ratingSnapshots.snapshotDate, to)))
        .orderBy(asc(ratingSnapshots.snapshotDate)),
      db
        .select({ date: reviews.reviewDate, stars: reviews.stars, n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(
          and(
            eq(reviews.channelId, store.channelId),
            eq(reviews.asin, asin),
            gte(reviews.reviewDate, from),
            lte(reviews.reviewDate, to),
          ),
        )
        .groupBy(reviews.reviewDate, reviews.stars),
      db
        .select({ date: sql<string | null>`min(${ratingSnapshots.snapshotDate})::text` })
        .from(ratingSnapshots)
        .where(where),
    ]);

    const snapshots = new Map(inRange.map((s) => [s.date, s]));
    const perDay = new Map<string, ReturnType<typeof emptyStars>>();
    for (const c of counts) {
      const stars = perDay.get(c.date) ?? emptyStars();
      stars[c.stars as 1 | 2 | 3 | 4 | 5] += c.n;
      perDay.set(c.date, stars);
    }
    // The product page is read about once a day while the store syncs, so days go by without a snapshot
    // (the server was down, a sync failed, the period starts between two). Amazon showed the same rating
    // until the next one: each day carries the last snapshot at or before it. Before the first snapshot
    // nothing is known, and the day stays empty rather than borrowing a later rating.
    const days = [];
    let current: { average: string; count: number } | null = before[0] ?? null;
    for (const day of series) {
      const snap = snapshots.get(day);
      if (snap) current = snap;
      days.push({
        date: day,
        average: current ? Number(current.average) : null,
        displayed: current ? displayedRating(current.average) : null,
        ratings_count: current ? current.count : null,
        snapshot: snap !== undefined,
        new_reviews: perDay.get(day) ?? emptyStars(),
      });
    }

    // A move: a snapshot whose displayed rating differs from the previous snapshot's. The reviews that
    // moved it are those dated after the previous snapshot, up to and including the move's day.
    const moves: TRatingMove[] = [];
    let previous = before[0] ? { date: before[0].date, displayed: displayedRating(before[0].average) } : null;
    for (const snap of inRange) {
      const displayed = displayedRating(snap.average);
      if (previous && previous.displayed !== null && displayed !== null && displayed !== previous.displayed) {
        const rows = await db
          .select(reviewItemColumns)
          .from(reviews)
          .where(
            and(
              eq(reviews.channelId, store.channelId),
              eq(reviews.asin, asin),
              gt(reviews.reviewDate, previous.date),
              lte(reviews.reviewDate, snap.date),
            ),
          )
          .orderBy(asc(reviews.stars), desc(reviews.reviewDate))
          .limit(MOVE_REVIEWS_MAX);
        moves.push({
          date: snap.date,
          from: previous.displayed,
          to: displayed,
          reviews: rows.map((r) => toReviewItem(r, store.domain)),
        });
      }
      previous = { date: snap.date, displayed };
    }
    return success({ product, tracked_since: first[0]?.date ?? null, days, moves });
  }

  return { ratingsOf, list, history };
}

const SORTS: Record<string, (a: TProductRating, b: TProductRating) => number> = {
  rating_asc: (a, b) => (a.displayed_rating ?? 99) - (b.displayed_rating ?? 99),
  rating_desc: (a, b) => (b.displayed_rating ?? -1) - (a.displayed_rating ?? -1),
  change_asc: (a, b) => (a.change ?? 0) - (b.change ?? 0),
  change_desc: (a, b) => (b.change ?? 0) - (a.change ?? 0),
  reviews_desc: (a, b) => b.review_count - a.review_count,
  title_asc: (a, b) => (a.title ?? a.asin).localeCompare(b.title ?? b.asin),
};

/** Sorted by the chosen key, ties by ASIN so the order is stable. */
export function sortProducts(items: TProductRating[], sort: string): TProductRating[] {
  const compare = SORTS[sort] ?? SORTS.change_asc;
  return [...items].sort((a, b) => compare?.(a, b) || a.asin.localeCompare(b.asin));
}

export type TProductsService = ReturnType<typeof createProductsService>;
