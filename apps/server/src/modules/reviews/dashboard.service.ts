import type { TDashboard } from '@seller-tools/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TReviewStore } from '../../lib/store-access.ts';
import type { TProductsService } from './products.service.ts';
import { addDays, emptyStars, isoDay } from './ratings.ts';
import { NEWEST_FIRST, reviewItemColumns, toReviewItem } from './review-items.ts';

const LATEST_REVIEWS = 5;
const FALLING_MAX = 5;
const DAILY_DAYS = 30;

/** Ratings-count weighted mean of the products' displayed ratings, to two decimals. */
function weightedRating(pairs: { rating: number | null; weight: number }[]): number | null {
  const rated = pairs.filter((p): p is { rating: number; weight: number } => p.rating !== null);
  const weight = rated.reduce((sum, p) => sum + Math.max(p.weight, 1), 0);
  if (weight === 0) return null;
  return (
    Math.round((rated.reduce((sum, p) => sum + p.rating * Math.max(p.weight, 1), 0) / weight) * 100) / 100
  );
}

export function createDashboardService(deps: { db: TDb; clock: TClock; products: TProductsService }) {
  const { db, clock } = deps;

  async function summary(store: TReviewStore): Promise<TDashboard> {
    const today = isoDay(clock.now());
    const since30 = addDays(today, -(DAILY_DAYS - 1));
    const [products7, products30, byDay, latest] = await Promise.all([
      deps.products.ratingsOf(store, { periodDays: 7 }),
      deps.products.ratingsOf(store, { periodDays: 30 }),
      db
        .select({ date: reviews.reviewDate, stars: reviews.stars, n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(eq(reviews.channelId, store.channelId), gte(reviews.reviewDate, since30)))
        .groupBy(reviews.reviewDate, reviews.stars),
      db
        .select(reviewItemColumns)
        .from(reviews)
        .where(eq(reviews.channelId, store.channelId))
        .orderBy(...NEWEST_FIRST)
        .limit(LATEST_REVIEWS),
    ]);

    const now = weightedRating(
      products30.map((p) => ({ rating: p.displayed_rating, weight: p.ratings_count })),
    );
    const at = (list: typeof products30) =>
      weightedRating(list.map((p) => ({ rating: p.rating_at_start, weight: p.ratings_count })));
    const change = (then: number | null) =>
      now === null || then === null ? null : Math.round((now - then) * 100) / 100;

    const stars = emptyStars();
    const daily = new Map<string, { reviews: number; negative: number }>();
    const since7 = addDays(today, -6);
    let reviews7 = 0;
    for (const row of byDay) {
      stars[row.stars as 1 | 2 | 3 | 4 | 5] += row.n;
      const day = daily.get(row.date) ?? { reviews: 0, negative: 0 };
      day.reviews += row.n;
      if (row.stars <= 3) day.negative += row.n;
      daily.set(row.date, day);
      if (row.date >= since7) reviews7 += row.n;
    }
    const days = [];
    for (let day = since30; day <= today; day = addDays(day, 1)) {
      days.push({ date: day, ...(daily.get(day) ?? { reviews: 0, negative: 0 }) });
    }

    const falling = products30
      .filter(
        (p) => p.change !== null && p.change < 0 && p.rating_at_start !== null && p.displayed_rating !== null,
      )
      .sort((a, b) => (a.change ?? 0) - (b.change ?? 0) || a.asin.localeCompare(b.asin))
      .slice(0, FALLING_MAX)
      .map((p) => ({
        asin: p.asin,
        title: p.title,
        image_url: p.image_url,
        from: p.rating_at_start as number,
        to: p.displayed_rating as number,
      }));

    return {
      signup_step: store.signupStep,
      products: products30.length,
      average_rating: now,
      change_7d: change(at(products7)),
      change_30d: change(at(products30)),
      reviews_30d: stars,
      reviews_7d: reviews7,
      falling_products: falling,
      latest_reviews: latest.map((row) => toReviewItem(row, store.domain)),
      daily: days,
      requests: await requestCounts(store.channelId),
    };
  }

  /** Review requests sent in the last 30 days next to those still waiting; null before the first. */
  async function requestCounts(channelId: string): Promise<TDashboard['requests']> {
    const since = new Date(clock.now().getTime() - 30 * 86_400_000).toISOString();
    const result = await db.execute(sql`
      select count(*) filter (where status = 'sent' and done_at >= ${since})::int as sent,
        count(*) filter (where status in ('scheduled', 'sending'))::int as eligible,
        count(*)::int as total
      from review_requests where channel_id = ${channelId}`);
    const row = result.rows[0] as { sent: number; eligible: number; total: number };
    return row.total === 0 ? null : { sent: row.sent, eligible: row.eligible };
  }

  return { summary };
}
