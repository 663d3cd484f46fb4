import { eq, sql } from 'drizzle-orm';
import { products, ratingSnapshots, reviews } from '../db/schema/index.ts';
import type { TParsedReview } from '../integrations/amazon/review-parser.ts';
import { bulkUpsert } from './bulk-upsert.ts';
import { eachLimited, isoDay } from './report-rows.ts';
import { checkBudget } from './stage-errors.ts';
import type { TStageContext } from './sync-context.ts';
import { addCount } from './token-pages.ts';

/** Product pages fetched at once: the storefront has no documented rate, so we stay modest. */
const PAGES_IN_FLIGHT = 8;
/** A safety stop for a page that keeps saying "next" (Amazon shows at most about 500 pages). */
const MAX_REVIEW_PAGES = 500;

type TCheckpoint = { doneAsins: string[] };

// Ratings and reviews from the public pages, per ASIN of the store: the product page gives today's
// rating snapshot, the review pages (newest first) every review. `untilKnown` stops an ASIN at the first
// page whose reviews are all stored already: the scheduled sync reads only what is new.
export async function importReviews(
  ctx: TStageContext,
  options: { untilKnown?: boolean } = {},
): Promise<void> {
  const { store } = ctx;
  const asinRows = await ctx.db
    .selectDistinct({ asin: products.asin })
    .from(products)
    .where(eq(products.channelId, store.channelId))
    .orderBy(products.asin);
  const asins = asinRows.map((r) => r.asin);
  const cp: TCheckpoint = { doneAsins: [...((ctx.checkpoint as TCheckpoint | null)?.doneAsins ?? [])] };
  const done = new Set(cp.doneAsins);
  const today = isoDay(ctx.clock.now());
  ctx.counts.asins = asins.length;
  ctx.counts.reviews ??= 0;

  let saving = Promise.resolve();
  await eachLimited(
    asins.filter((a) => !done.has(a)),
    PAGES_IN_FLIGHT,
    async (asin) => {
      checkBudget(ctx); // between ASINs: what is done is in the checkpoint
      const summary = await ctx.marketplace.pages.productPage(ctx.store.marketplaceId, asin);
      if (summary) {
        await bulkUpsert(
          ctx.db,
          ratingSnapshots,
          [ratingSnapshots.channelId, ratingSnapshots.asin, ratingSnapshots.snapshotDate],
          [
            {
              channelId: store.channelId,
              asin,
              snapshotDate: today,
              average: summary.average.toFixed(2),
              ratingsCount: summary.count,
            },
          ],
          { keyOf: (r) => r.asin },
        );
      }
      const known = options.untilKnown ? await knownReviewIds(ctx, asin) : null;
      let read = await readReviewPages(ctx, asin, known);
      await storeReviews(ctx, asin, read.reviews);
      // The walk stopped at the first page it knew. If Amazon's count of written reviews disagrees with
      // the ones we hold as shown, one below that page was removed (or came back): read them all.
      if (!read.complete && read.writtenCount !== null && known !== null) {
        if ((await shownCount(ctx, asin)) !== read.writtenCount) {
          read = await readReviewPages(ctx, asin, null);
          await storeReviews(ctx, asin, read.reviews);
        }
      }
      if (read.complete) await markRemoved(ctx, asin, read.reviews);
      const collected = read.reviews;
      addCount(ctx, 'reviews', collected.length);
      cp.doneAsins.push(asin);
      const snapshot = { doneAsins: [...cp.doneAsins].sort() };
      const counts = { ...ctx.counts, asinsDone: snapshot.doneAsins.length };
      saving = saving.then(() => ctx.progress.save(counts, snapshot));
      await saving;
    },
  );
  ctx.checkpoint = { doneAsins: [] };
}

type TRead = { reviews: TParsedReview[]; complete: boolean; writtenCount: number | null };

// The ASIN's review pages, newest first, from page 1 until the last (or, with `known`, the first page
// whose reviews are all stored). Complete means every review Amazon lists was read: the last page said
// so, no page was missing, and the reviews read are as many as the page's "N with reviews" count. A
// robot check, a page that failed or a list that moved while it was read is never complete.
async function readReviewPages(ctx: TStageContext, asin: string, known: Set<string> | null): Promise<TRead> {
  const collected: TParsedReview[] = [];
  let reachedEnd = false;
  let writtenCount: number | null = null;
  for (let page = 1; page <= MAX_REVIEW_PAGES; page++) {
    const result = await ctx.marketplace.pages.reviewPage(ctx.store.marketplaceId, asin, page);
    if (!result) break;
    if (page === 1) writtenCount = result.writtenCount;
    collected.push(...result.reviews);
    if (!result.hasNextPage) {
      reachedEnd = true;
      break;
    }
    if (known !== null && result.reviews.every((r) => known.has(r.reviewId))) break;
  }
  const unique = new Set(collected.map((r) => r.reviewId));
  return {
    reviews: collected,
    complete: reachedEnd && writtenCount !== null && unique.size === writtenCount,
    writtenCount,
  };
}

async function storeReviews(ctx: TStageContext, asin: string, read: TParsedReview[]): Promise<void> {
  await bulkUpsert(
    ctx.db,
    reviews,
    [reviews.channelId, reviews.reviewId],
    read.map((r) => ({
      channelId: ctx.store.channelId,
      reviewId: r.reviewId,
      asin,
      stars: Math.round(r.stars),
      title: r.title,
      body: r.body,
      reviewDate: r.reviewDate,
      verified: r.verified,
      variant: r.variant,
      helpfulVotes: r.helpfulVotes,
      author: r.author,
      // A review shown again is no longer removed (Amazon reinstated it).
      removedAt: null,
    })),
    { keyOf: (r) => r.reviewId },
  );
}

/** The ASIN's stored reviews that are not marked removed. */
async function shownCount(ctx: TStageContext, asin: string): Promise<number> {
  const result = await ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from reviews
    where channel_id = ${ctx.store.channelId} and asin = ${asin} and removed_at is null`);
  return result.rows[0]?.n ?? 0;
}

// After a complete read: every stored review of the ASIN that it did not show is gone from Amazon. Only
// those not already marked: the removal time stays the first sync that missed it, and the review event
// (reviews/events) is keyed by it, so one removal is one event however often the sync runs.
async function markRemoved(ctx: TStageContext, asin: string, shown: TParsedReview[]): Promise<void> {
  const ids = shown.map((r) => r.reviewId);
  const result = await ctx.db.execute(sql`
    update reviews set removed_at = ${ctx.clock.now()}
    where channel_id = ${ctx.store.channelId} and asin = ${asin} and removed_at is null
      and not (review_id = any(${sql.param(ids)}::text[]))`);
  addCount(ctx, 'removedReviews', result.rowCount ?? 0);
}

async function knownReviewIds(ctx: TStageContext, asin: string): Promise<Set<string>> {
  const rows = await ctx.db
    .select({ id: reviews.reviewId })
    .from(reviews)
    .where(sql`${reviews.channelId} = ${ctx.store.channelId} and ${reviews.asin} = ${asin}`);
  return new Set(rows.map((r) => r.id));
}
