import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channels, reviewAlerts, reviews } from '../db/schema/index.ts';
import { parseReviewPage } from '../integrations/amazon/review-parser.ts';
import { syncReviewsJob } from '../jobs/definitions/sync-reviews.job.ts';
import { createLogger } from '../lib/logger.ts';
import { createUnsubscribeTokens } from '../lib/unsubscribe-tokens.ts';
import { createMailer } from '../mail/mailer.ts';
import { processReviewEvents } from '../modules/reviews/events/review-events.ts';
import { UK_MARKETPLACE as UK } from '../testing/channels.ts';
import { sandboxStoreFixture } from '../testing/sandbox-store.ts';
import type { TMarketplace } from './marketplace.ts';

// The smallest demo seller (35 ASINs, UK), as in sync.sandbox.test.ts.
const SELLER = 'AD9G7TIZGEDRUD';
// The sandbox's removals are fixed in time; the wall clock is not. So the test reads the reviews at a
// fixed instant: an hour after the review of the first removal after START was posted (the small
// seller's reviews are few, and 3 in 100 are removed). The same removals lie ahead on every run.
const START = Date.parse('2028-03-01T00:00:00.000Z');

type TRemoved = { asin: string; reviewId: string; stars: number; postedAt: string; removedAt: string };

describe('removed reviews against the marketplace sandbox', () => {
  const fx = sandboxStoreFixture({
    email: 'removed@example.com',
    sellerId: SELLER,
    marketplaceId: UK,
    // The catalogue names the ASINs; the initial import reads every review once.
    prepare: async (store) => {
      await store.runImportStage('catalogue');
      const { reviews: ahead } = (await store.sandbox.control(
        'GET',
        `/sandbox/removed-reviews?sellingPartnerId=${SELLER}&from=${new Date(START).toISOString()}&to=${new Date(START + 790 * 86_400_000).toISOString()}`,
      )) as { reviews: TRemoved[] };
      const first = ahead.find((r) => Date.parse(r.postedAt) >= START);
      if (!first) throw new Error('no removal planted after START');
      const readAt = new Date(Date.parse(first.postedAt) + 3_600_000).toISOString();
      await store.sandbox.control('POST', '/sandbox/clock', { to: readAt });
      store.shiftClock(Date.parse(readAt) - store.clock.now().getTime());
      await store.runImportStage('reviews');
      // The import is over (its other stages are no part of this): the scheduled syncs take the store.
      await store.t.db.update(channels).set({ signupStep: 'done' }).where(eq(channels.id, store.storeId));
    },
    timeoutMs: 180_000,
  });
  const { clock } = fx;

  const removedList = async (from: number, to: number) =>
    (
      (await fx.sandbox.control(
        'GET',
        `/sandbox/removed-reviews?sellingPartnerId=${SELLER}&from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`,
      )) as { reviews: TRemoved[] }
    ).reviews;
  const storedIds = async () =>
    (
      await fx.t.db
        .select({ id: reviews.reviewId, asin: reviews.asin })
        .from(reviews)
        .where(eq(reviews.channelId, fx.storeId))
    ).map((r) => r);
  const markedRemoved = async () =>
    (
      await fx.t.db
        .select({ id: reviews.reviewId })
        .from(reviews)
        .where(and(eq(reviews.channelId, fx.storeId), isNotNull(reviews.removedAt)))
    )
      .map((r) => r.id)
      .sort();
  const removalEvents = async () =>
    await fx.t.db
      .select()
      .from(reviewAlerts)
      .where(and(eq(reviewAlerts.channelId, fx.storeId), eq(reviewAlerts.kind, 'review_removed')));
  /** A store's marketplace whose review pages answer `page` instead, for reads that go wrong. */
  const withPages = (
    page: (
      real: TMarketplace['pages']['reviewPage'],
      asin: string,
      n: number,
    ) => ReturnType<TMarketplace['pages']['reviewPage']>,
  ) => {
    const deps = fx.deps();
    const real = deps.marketplace.pages.reviewPage.bind(deps.marketplace.pages);
    const marketplace: TMarketplace = {
      ...deps.marketplace,
      pages: {
        productPage: deps.marketplace.pages.productPage.bind(deps.marketplace.pages),
        reviewPage: (_marketplaceId, asin, n) => page(real, asin, n),
      },
    };
    return { ...deps, marketplace };
  };
  const eventDeps = () => {
    const logger = createLogger('silent');
    return {
      db: fx.t.db,
      clock,
      logger,
      mailer: createMailer({ db: fx.t.db, from: 'x@seller-tools.local', logger }),
      unsubscribeTokens: createUnsubscribeTokens(Buffer.alloc(32, 1)),
      publicUrl: 'https://app.example',
    };
  };
  /** One reviews sync cycle, as the scheduler runs it: the sync job, then the review events it queues. */
  const reviewsSync = async (deps = fx.deps()) => {
    await syncReviewsJob.handler(deps, { channelId: fx.storeId });
    return processReviewEvents(eventDeps(), { channelId: fx.storeId, alerts: true });
  };

  it('marks nothing removed after the import, and nothing on a robot check or a read cut short', async () => {
    expect(await markedRemoved()).toEqual([]);
    const start = clock.now().getTime();
    const stored = await storedIds();
    const storedSet = new Set(stored.map((r) => r.id));
    const perAsin = new Map<string, number>();
    for (const r of stored) perAsin.set(r.asin, (perAsin.get(r.asin) ?? 0) + 1);
    // The next removal of a review we hold.
    const target = (await removedList(start + 60_000, start + 365 * 86_400_000)).find((r) =>
      storedSet.has(r.reviewId),
    );
    if (!target) throw new Error('no removal ahead');
    await fx.moveClockTo(target.removedAt);

    // A robot check instead of every review page: no reviews, no "next", no count. Not an empty list.
    const robot = parseReviewPage(
      '<html><body><p>Type the characters you see in this image</p></body></html>',
    );
    await reviewsSync(withPages(async () => robot));
    expect(await markedRemoved()).toEqual([]);

    // The target's ASIN read short: its second page fails (its first, when it has only one), so the
    // reviews read are not all there are. The other ASINs are read as they are.
    const failFrom = (perAsin.get(target.asin) ?? 0) > 10 ? 2 : 1;
    const cut = await reviewsSync(
      withPages((real, asin, n) =>
        asin === target.asin && n >= failFrom ? Promise.resolve(null) : real(UK, asin, n),
      ),
    );
    const removedNow = await markedRemoved();
    expect(removedNow).not.toContain(target.reviewId);
    const ofTarget = stored.filter((r) => r.asin === target.asin).map((r) => r.id);
    expect(removedNow.filter((id) => ofTarget.includes(id))).toEqual([]);
    // What the complete reads of the other ASINs found is true (from an hour back: the import read its
    // pages before `start`).
    const truly = new Set(
      (await removedList(start - 3_600_000, clock.now().getTime())).map((r) => r.reviewId),
    );
    for (const id of removedNow) expect(truly.has(id), id).toBe(true);
    expect(cut.removed).toBe(removedNow.length);
  }, 180_000);

  it('turns each removal into one event within one reviews sync, as the sandbox lists them', async () => {
    const first = await reviewsSync();
    const removedNow = await markedRemoved();
    const stored = new Set((await storedIds()).map((r) => r.id));
    // Every removal of a review we had read, since before the import, up to now.
    const expected = (await removedList(clock.now().getTime() - 90 * 86_400_000, clock.now().getTime()))
      .map((r) => r.reviewId)
      .filter((id) => stored.has(id))
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(removedNow).toEqual(expected);
    const events = await removalEvents();
    expect(events.map((e) => e.details.review_id).sort()).toEqual(expected);
    expect(first.removed).toBeGreaterThan(0);

    // The next sync sees them still gone: nothing new, nothing twice.
    const again = await reviewsSync();
    expect(again.removed).toBe(0);
    expect(await removalEvents()).toHaveLength(expected.length);
    expect(await markedRemoved()).toEqual(expected);
  }, 180_000);

  it('un-removes a review that shows again', async () => {
    // A review still on the pages, marked removed (as if Amazon had reinstated it since).
    const [shown] = await fx.t.db
      .select({ id: reviews.reviewId })
      .from(reviews)
      .where(and(eq(reviews.channelId, fx.storeId), sql`${reviews.removedAt} is null`))
      .limit(1);
    if (!shown) throw new Error('no review');
    await fx.t.db
      .update(reviews)
      .set({ removedAt: clock.now() })
      .where(and(eq(reviews.channelId, fx.storeId), eq(reviews.reviewId, shown.id)));
    await reviewsSync();
    const [row] = await fx.t.db
      .select({ removedAt: reviews.removedAt })
      .from(reviews)
      .where(and(eq(reviews.channelId, fx.storeId), eq(reviews.reviewId, shown.id)));
    expect(row?.removedAt).toBeNull();
  }, 180_000);
});
