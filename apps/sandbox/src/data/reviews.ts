import { DAY_MS, dayOf, startOfDay } from '../clock.ts';
import { hash32, rngFor, type TRng } from '../prng.ts';
import type { TProduct } from './catalog.ts';
import { expectedUnits } from './demand.ts';
import { FIRST_NAMES, sentencesFor, TITLES } from './phrases.ts';
import type { TSellerData } from './seller-data.ts';

export type TRating = {
  id: string;
  asin: string;
  at: number;
  stars: 1 | 2 | 3 | 4 | 5;
  /** A star rating without text counts in the global ratings but shows no review. */
  review: null | {
    title: string;
    body: string;
    author: string;
    verified: boolean;
    variant: string;
    helpfulCeiling: number;
  };
  /** When Amazon takes the written review (and its rating) down again; null for most (REMOVED-REVIEWS.md). */
  removedAt: number | null;
};

// About 3.5 % of units sold come back as a star rating, and four in ten of those carry a written review.
const RATING_RATE = 0.035;
const REVIEW_SHARE = 0.4;
// Amazon removes a small share of written reviews again (guideline violations, a buyer deleting theirs):
// 3 in 100, 3 to 90 days after they were posted. Decided by a hash of the review, not by the ASIN's
// generator, so the ratings drawn before this rule existed stay the same.
const REMOVED_PER_THOUSAND = 30;
const REMOVED_AFTER_DAYS = { min: 3, max: 90 };

function removalOf(sellingPartnerId: string, id: string, at: number): number | null {
  const h = hash32('review-removed', sellingPartnerId, id);
  if (h % 1000 >= REMOVED_PER_THOUSAND) return null;
  const span = REMOVED_AFTER_DAYS.max - REMOVED_AFTER_DAYS.min + 1;
  const days = REMOVED_AFTER_DAYS.min + (Math.floor(h / 1000) % span);
  // The hour of the day varies too, so removals do not all land on one instant.
  return at + days * DAY_MS + (Math.floor(h / 65_536) % 24) * 3_600_000;
}

// One generator per ASIN, drawn day after day from launch: ratings are only ever extended in order.
type TAsinRatings = { throughDay: number; ratings: TRating[]; rng: TRng };
const cache = new Map<string, TAsinRatings>();

function starsFor(product: TProduct, day: number, rng: TRng): 1 | 2 | 3 | 4 | 5 {
  const inDip = product.dip !== null && day >= product.dip.fromDay && day <= product.dip.toDay;
  const mean = product.quality - (inDip && product.dip ? product.dip.drop : 0);
  // Amazon ratings are J-shaped: lots of fives, a bump of ones, few in the middle.
  const raw = mean + rng.gauss() * 1.05 + 0.45;
  return Math.min(5, Math.max(1, Math.round(raw))) as 1 | 2 | 3 | 4 | 5;
}

function writeBody(product: TProduct, stars: number, rng: TRng): string {
  const { pool, closers } = sentencesFor(stars);
  const noun = product.noun.toLowerCase();
  const count = rng.int(1, 4);
  const picked = new Set<string>();
  while (picked.size < count) picked.add(rng.pick(pool));
  const text = [...picked, ...(rng.chance(0.6) ? [rng.pick(closers)] : [])].join(' ');
  return text.replaceAll('{noun}', noun);
}

function ratingsOnDay(data: TSellerData, product: TProduct, day: number, rng: TRng): TRating[] {
  // Reviews follow sales with a lag of a week or two; the day's sales stand in for those.
  const count = rng.poisson(expectedUnits(data, product, day - 10) * RATING_RATE);
  const out: TRating[] = [];
  for (let i = 0; i < count; i++) {
    const stars = starsFor(product, day, rng);
    const at = startOfDay(day) + Math.floor(rng.next() * DAY_MS);
    const withReview = rng.chance(REVIEW_SHARE);
    const title = rng.pick(TITLES[stars]).replaceAll('{noun}', product.noun.toLowerCase());
    const body = writeBody(product, stars, rng);
    const name = `${rng.pick(FIRST_NAMES)} ${rng.alnum(1, 'ABCDEFGHJKLMNPRSTW')}.`;
    // Helpful votes are heavy-tailed: most reviews get none, a few collect dozens; critical ones more.
    const helpfulCeiling = rng.chance(0.35) ? Math.floor((stars <= 2 ? 3 : 1) / (rng.next() + 0.02)) : 0;
    const id = `R${rng.alnum(13)}`;
    out.push({
      id,
      asin: product.asin,
      at,
      stars,
      review: withReview
        ? {
            title,
            body,
            author: name,
            verified: rng.chance(0.88),
            variant: rng.pick(product.variants),
            helpfulCeiling,
          }
        : null,
      removedAt: withReview ? removalOf(data.profile.sellingPartnerId, id, at) : null,
    });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** Every rating of an ASIN up to `now`, oldest first; new ones appear as the clock moves. */
export function ratingsOf(data: TSellerData, product: TProduct, now: number): TRating[] {
  const key = `${data.profile.sellingPartnerId}:${product.asin}`;
  const today = dayOf(now);
  let entry = cache.get(key);
  if (!entry) {
    entry = {
      throughDay: product.launchDay - 1,
      ratings: [],
      rng: rngFor('ratings', data.profile.sellingPartnerId, product.asin),
    };
    cache.set(key, entry);
  }
  // Whole days are cached; today's ratings are cut at `now` below.
  for (let day = entry.throughDay + 1; day <= today; day++)
    entry.ratings.push(...ratingsOnDay(data, product, day, entry.rng));
  entry.throughDay = Math.max(entry.throughDay, today);
  let end = entry.ratings.length;
  while (end > 0 && (entry.ratings[end - 1]?.at ?? 0) > now) end--;
  return entry.ratings.slice(0, end);
}

/** What the product pages show at `now`: every rating so far but the reviews Amazon has removed. */
export function visibleRatings(data: TSellerData, product: TProduct, now: number): TRating[] {
  return ratingsOf(data, product, now).filter((r) => r.removedAt === null || r.removedAt > now);
}

export type TRemovedReview = {
  asin: string;
  reviewId: string;
  stars: number;
  postedAt: number;
  removedAt: number;
};

/** The seller's reviews removed within [from, to] (`to` may lie ahead of the clock), by removal time. */
export function removedReviews(data: TSellerData, from: number, to: number): TRemovedReview[] {
  const out: TRemovedReview[] = [];
  for (const product of data.byAsin.values()) {
    for (const r of ratingsOf(data, product, to)) {
      if (r.removedAt === null || r.removedAt < from || r.removedAt > to) continue;
      out.push({ asin: r.asin, reviewId: r.id, stars: r.stars, postedAt: r.at, removedAt: r.removedAt });
    }
  }
  return out.sort((a, b) => a.removedAt - b.removedAt || a.reviewId.localeCompare(b.reviewId));
}

export function helpfulVotes(rating: TRating, now: number): number {
  if (!rating.review) return 0;
  const ageDays = (now - rating.at) / DAY_MS;
  return Math.floor(rating.review.helpfulCeiling * Math.min(1, Math.max(0, ageDays) / 60));
}

export type TRatingSummary = { count: number; reviews: number; average: number; histogram: number[] };

export function summarize(ratings: readonly TRating[]): TRatingSummary {
  const histogram = [0, 0, 0, 0, 0];
  let reviews = 0;
  for (const r of ratings) {
    histogram[r.stars - 1] = (histogram[r.stars - 1] ?? 0) + 1;
    if (r.review) reviews++;
  }
  const count = ratings.length;
  const sum = histogram.reduce((acc, n, i) => acc + n * (i + 1), 0);
  return { count, reviews, average: count === 0 ? 0 : Math.round((sum / count) * 10) / 10, histogram };
}
