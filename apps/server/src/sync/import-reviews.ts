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
      const collected: TParsedReview[] = [];
      for (let page = 1; page <= MAX_REVIEW_PAGES; page++) {
        const result = await ctx.marketplace.pages.reviewPage(ctx.store.marketplaceId, asin, page);
        if (!result) break;
        collected.push(...result.reviews);
        const allKnown = known !== null && result.reviews.every((r) => known.has(r.reviewId));
        if (!result.hasNextPage || allKnown) break;
      }
      await bulkUpsert(
        ctx.db,
        reviews,
        [reviews.channelId, reviews.reviewId],
        collected.map((r) => ({
          channelId: store.channelId,
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
        })),
        { keyOf: (r) => r.reviewId },
      );
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

async function knownReviewIds(ctx: TStageContext, asin: string): Promise<Set<string>> {
  const rows = await ctx.db
    .select({ id: reviews.reviewId })
    .from(reviews)
    .where(sql`${reviews.channelId} = ${ctx.store.channelId} and ${reviews.asin} = ${asin}`);
  return new Set(rows.map((r) => r.id));
}
