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
import { emptyTally, fitReconstruction, reconstructAt, type TStarTally } from './rating-reconstruction.ts';
import { addDays, displayedRating, emptyStars, isoDay, ratingChange, type TStarCounts } from './ratings.ts';
import { reviewItemColumns, toReviewItem } from './review-items.ts';

type TListQuery = z.output<typeof ZProductListQuery>;
type THistoryQuery = z.output<typeof ZProductHistoryQuery>;

const HISTORY_DEFAULT_DAYS = 90;
const STARS = [1, 2, 3, 4, 5] as const;
const MOVE_REVIEWS_MAX = 20;

type TProductRow = {
  asin: string;
  sku: string | null;
  title: string | null;
  image_url: string | null;
  average: string | null;
  ratings_count: number | null;
  start_average: string | null;
  start_date: string | null;
  last_review: string | null;
  first_review: string | null;
  anchor_average: string | null;
  anchor_count: number | null;
  /** Reviews per star dated up to the first snapshot, up to the period's start, and on the first review's day. */
  anchor_tally: TStarTally;
  start_tally: TStarTally;
  first_day_tally: TStarTally | null;
} & TStarCounts;

/**
 * The displayed rating at the period's start rebuilt from the reviews, when the period starts before the
 * first snapshot (a real snapshot on or before the start always wins): from the reviews up to the start,
 * or from the first review's day when the period starts before any review (as a period starting before
 * the first snapshot is measured from that snapshot). Null when there is nothing to rebuild.
 */
function reconstructedStart(row: TProductRow, start: string): number | null {
  if (row.start_date === null || row.start_date <= start) return null;
  if (row.anchor_average === null || row.anchor_count === null || row.first_review === null) return null;
  const fit = fitReconstruction(
    { average: Number(row.anchor_average), count: row.anchor_count },
    row.anchor_tally,
  );
  if (!fit) return null;
  const tally = row.first_review <= start ? row.start_tally : row.first_day_tally;
  if (!tally || row.first_review >= row.start_date) return null;
  const rebuilt = reconstructAt(fit, tally);
  return rebuilt ? displayedRating(rebuilt.average) : null;
}

export function createProductsService({ db, clock }: { db: TDb; clock: TClock }) {
  /** Every ASIN of one store (listed, or with rating snapshots) with its rating figures. */
  async function ratingsOf(
    store: TReviewStore,
    options: { periodDays: number; q?: string; tagIds?: string[]; asin?: string },
  ): Promise<TProductRating[]> {
    const start = addDays(isoDay(clock.now()), -options.periodDays);
    const pattern = options.q ? containsPattern(options.q) : null;
    const id = store.channelId;
    // One product (its history): every scan below is cut to it, not filtered after.
    const onlyAsin = options.asin ? sql`and asin = ${options.asin}` : sql``;
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
          ${onlyAsin}
        order by asin, snapshot_date desc
      ),
      -- The rating at the period's start: the last snapshot on or before it, else the first one after.
      period_start as (
        select distinct on (asin) asin, average, snapshot_date from rating_snapshots where channel_id = ${id}
          ${onlyAsin}
        order by asin, (snapshot_date <= ${start}) desc,
          case when snapshot_date <= ${start} then ${start}::date - snapshot_date else snapshot_date - ${start}::date end
      ),
      -- The first snapshot: what a history reconstructed from the reviews before it must meet.
      anchor as (
        select distinct on (asin) asin, snapshot_date, average, ratings_count from rating_snapshots
        where channel_id = ${id} ${onlyAsin} order by asin, snapshot_date
      ),
      -- One pass over the store's reviews, per ASIN and star: the stars in all, and the tallies the
      -- reconstruction needs (up to the first snapshot, up to the period's start).
      rs as (
        select r.asin, r.stars, count(*)::int n, max(review_date) last_review, min(review_date) first_review,
          count(*) filter (where review_date <= anchor.snapshot_date)::int by_anchor,
          count(*) filter (where review_date <= ${start})::int by_start
        from reviews r left join anchor on anchor.asin = r.asin
        where r.channel_id = ${id} ${options.asin ? sql`and r.asin = ${options.asin}` : sql``} group by r.asin, r.stars
      ),
      rv as (
        select asin, ${sql.join(
          STARS.map((n) => sql`coalesce(sum(n) filter (where stars = ${n}), 0)::int ${sql.raw(`s${n}`)}`),
          sql`, `,
        )}, sum(n)::int total, max(last_review)::text last_review, min(first_review)::text first_review,
          array[${sql.join(
            STARS.map((n) => sql`coalesce(sum(by_anchor) filter (where stars = ${n}), 0)::int`),
            sql`, `,
          )}] anchor_tally,
          array[${sql.join(
            STARS.map((n) => sql`coalesce(sum(by_start) filter (where stars = ${n}), 0)::int`),
            sql`, `,
          )}] start_tally
        from rs group by asin
      ),
      -- The stars of each product's first review day (where a period starting before it is measured from).
      first_day as (
        select r.asin, array[${sql.join(
          STARS.map((n) => sql`count(*) filter (where r.stars = ${n})::int`),
          sql`, `,
        )}] first_day_tally
        from rv join reviews r on r.channel_id = ${id} and r.asin = rv.asin and r.review_date = rv.first_review::date
        group by r.asin
      )
      select a.asin, p.sku, p.title, p.image_url, latest.average::text, latest.ratings_count,
        period_start.average::text start_average, period_start.snapshot_date::text start_date,
        coalesce(rv.s1, 0) s1, coalesce(rv.s2, 0) s2,
        coalesce(rv.s3, 0) s3, coalesce(rv.s4, 0) s4, coalesce(rv.s5, 0) s5, coalesce(rv.total, 0) total,
        rv.last_review, rv.first_review, anchor.average::text anchor_average,
        anchor.ratings_count anchor_count, coalesce(rv.anchor_tally, array[0, 0, 0, 0, 0]) anchor_tally,
        coalesce(rv.start_tally, array[0, 0, 0, 0, 0]) start_tally, first_day.first_day_tally
      from asins a
      left join p on p.asin = a.asin
      left join latest on latest.asin = a.asin
      left join period_start on period_start.asin = a.asin
      left join anchor on anchor.asin = a.asin
      left join rv on rv.asin = a.asin
      left join first_day on first_day.asin = a.asin
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
      const reconstructed = reconstructedStart(row, start);
      const atStart = reconstructed ?? displayedRating(row.start_average);
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
        start_reconstructed: reconstructed !== null,
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
    const ofAsin = and(eq(reviews.channelId, store.channelId), eq(reviews.asin, asin));
    const snapshotColumns = {
      date: ratingSnapshots.snapshotDate,
      average: ratingSnapshots.average,
      count: ratingSnapshots.ratingsCount,
    };
    const [before, inRange, counts, first, firstReview] = await Promise.all([
      db
        .select(snapshotColumns)
        .from(ratingSnapshots)
        .where(and(where, sql`${ratingSnapshots.snapshotDate} < ${from}`))
        .orderBy(desc(ratingSnapshots.snapshotDate))
        .limit(1),
      db
        .select(snapshotColumns)
        .from(ratingSnapshots)
        .where(and(where, gte(ratingSnapshots.snapshotDate, from), lte(ratingSnapshots.snapshotDate, to)))
        .orderBy(asc(ratingSnapshots.snapshotDate)),
      db
        .select({ date: reviews.reviewDate, stars: reviews.stars, n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(ofAsin, gte(reviews.reviewDate, from), lte(reviews.reviewDate, to)))
        .groupBy(reviews.reviewDate, reviews.stars),
      db
        .select(snapshotColumns)
        .from(ratingSnapshots)
        .where(where)
        .orderBy(asc(ratingSnapshots.snapshotDate))
        .limit(1),
      db
        .select({ date: sql<string | null>`min(${reviews.reviewDate})::text` })
        .from(reviews)
        .where(ofAsin),
    ]);
    const anchor = first[0] ?? null;
    const rebuild =
      anchor !== null && from < anchor.date ? await reconstruction(store, asin, anchor, from) : null;

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
    // the day's rating is rebuilt from the reviews up to it (rating-reconstruction.ts), and before the
    // first review nothing is known: the day stays empty rather than borrowing a later rating.
    const days = [];
    // Each day with a rating, in order: where the displayed rating moved, and whether it was rebuilt.
    const points: { date: string; displayed: number | null; reconstructed: boolean }[] = [];
    if (before[0])
      points.push({
        date: before[0].date,
        displayed: displayedRating(before[0].average),
        reconstructed: false,
      });
    else if (rebuild?.before)
      points.push({
        date: addDays(from, -1),
        displayed: displayedRating(rebuild.before.average),
        reconstructed: true,
      });
    let current: { average: string | number; count: number } | null = before[0] ?? null;
    const tally = rebuild?.tally ?? emptyTally();
    for (const day of series) {
      const snap = snapshots.get(day);
      const newReviews = perDay.get(day) ?? emptyStars();
      if (rebuild && anchor && day < anchor.date) {
        for (const star of STARS) tally[star - 1] = (tally[star - 1] ?? 0) + newReviews[star];
        const rebuilt = reconstructAt(rebuild.fit, tally);
        days.push({
          date: day,
          average: rebuilt?.average ?? null,
          displayed: rebuilt ? displayedRating(rebuilt.average) : null,
          ratings_count: rebuilt?.count ?? null,
          snapshot: false,
          reconstructed: rebuilt !== null,
          new_reviews: newReviews,
        });
        if (rebuilt)
          points.push({ date: day, displayed: displayedRating(rebuilt.average), reconstructed: true });
        continue;
      }
      if (snap) {
        current = snap;
        points.push({ date: day, displayed: displayedRating(snap.average), reconstructed: false });
      }
      days.push({
        date: day,
        average: current ? Number(current.average) : null,
        displayed: current ? displayedRating(current.average) : null,
        ratings_count: current ? current.count : null,
        snapshot: snap !== undefined,
        reconstructed: false,
        new_reviews: newReviews,
      });
    }

    // A move: a day whose displayed rating differs from the previous point's (a snapshot, or a rebuilt
    // day). The reviews that moved it are those dated after the previous point, up to and including the
    // move's day.
    const moving = [];
    for (let i = 1; i < points.length; i++) {
      const previous = points[i - 1];
      const point = points[i];
      if (!previous || !point || previous.displayed === null || point.displayed === null) continue;
      if (point.displayed === previous.displayed) continue;
      moving.push({ previous, point });
    }
    const moves: TRatingMove[] = await Promise.all(
      moving.map(async ({ previous, point }) => {
        const rows = await db
          .select(reviewItemColumns)
          .from(reviews)
          .where(and(ofAsin, gt(reviews.reviewDate, previous.date), lte(reviews.reviewDate, point.date)))
          .orderBy(asc(reviews.stars), desc(reviews.reviewDate))
          .limit(MOVE_REVIEWS_MAX);
        return {
          date: point.date,
          from: previous.displayed as number,
          to: point.displayed as number,
          reconstructed: previous.reconstructed || point.reconstructed,
          reviews: rows.map((r) => toReviewItem(r, store.domain)),
        };
      }),
    );
    return success({
      product,
      tracked_since: anchor?.date ?? null,
      first_review_date: firstReview[0]?.date ?? null,
      days,
      moves,
    });
  }

  /**
   * What rebuilding the days before the first snapshot (`anchor`) needs: the fit of the reviews up to it,
   * and the reviews per star dated before the period (`from`), with the rating they give the day before it.
   */
  async function reconstruction(
    store: TReviewStore,
    asin: string,
    anchor: { date: string; average: string; count: number },
    from: string,
  ) {
    const rows = await db
      .select({
        stars: reviews.stars,
        upToAnchor: sql<number>`count(*) filter (where ${reviews.reviewDate} <= ${anchor.date})::int`,
        beforeFrom: sql<number>`count(*) filter (where ${reviews.reviewDate} < ${from})::int`,
      })
      .from(reviews)
      .where(
        and(
          eq(reviews.channelId, store.channelId),
          eq(reviews.asin, asin),
          lte(reviews.reviewDate, anchor.date),
        ),
      )
      .groupBy(reviews.stars);
    const upToAnchor = emptyTally();
    const tally = emptyTally();
    for (const row of rows) {
      if (row.stars < 1 || row.stars > 5) continue;
      upToAnchor[row.stars - 1] = row.upToAnchor;
      tally[row.stars - 1] = row.beforeFrom;
    }
    const fit = fitReconstruction({ average: Number(anchor.average), count: anchor.count }, upToAnchor);
    return fit ? { fit, tally, before: reconstructAt(fit, tally) } : null;
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
