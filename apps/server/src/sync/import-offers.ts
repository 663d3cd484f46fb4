import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { offerSnapshots, products, type TOfferEntry } from '../db/schema/index.ts';
import { OFFERS_BATCH_SIZE, type TSpOffersResult } from '../integrations/amazon/listing-protection-api.ts';
import { validRecords } from './amazon-payloads.ts';
import { writeSnapshots } from './snapshots.ts';
import { checkBudget } from './stage-errors.ts';
import type { TStageContext } from './sync-context.ts';
import { addCount } from './token-pages.ts';

// The offers on the store's ASINs (its catalogue), 20 ASINs per getItemOffersBatch call, stored as
// snapshots (offer_snapshots): a new seller, a lower price or the Buy Box changing hands is a new row.
// At Amazon's 0.1 call a second, 200 ASINs take 10 calls and about 100 seconds, so an hourly sync of
// every store stays within the quota (bench:quota). An ASIN Amazon answers with an error is skipped
// and counted (`failed`); the rest of its batch goes through.

const money = z.object({ CurrencyCode: z.string().optional(), Amount: z.number().optional() }).optional();
/** getItemOffers' GetOffersResult, to the fields we store. */
export const ZSpOffersResult = z.object({
  ASIN: z.string().min(1).max(32),
  marketplaceId: z.string().optional(),
  status: z.string().optional(),
  Summary: z
    .object({
      TotalOfferCount: z.number().int().min(0).optional(),
      BuyBoxPrices: z
        .array(z.object({ ListingPrice: money, LandedPrice: money, sellerId: z.string().optional() }))
        .optional(),
    })
    .optional(),
  Offers: z
    .array(
      z.object({
        MyOffer: z.boolean().optional(),
        SellerId: z.string().max(64).optional(),
        ListingPrice: money,
        Shipping: money,
        IsFulfilledByAmazon: z.boolean().optional(),
        IsBuyBoxWinner: z.boolean().optional(),
        SellerFeedbackRating: z
          .object({
            SellerPositiveFeedbackRating: z.number().optional(),
            FeedbackCount: z.number().optional(),
          })
          .optional(),
      }),
    )
    .optional(),
}) satisfies z.ZodType<TSpOffersResult>;

const amount = (n: number | null | undefined) => (n === null || n === undefined ? null : n.toFixed(2));

/** One ASIN's offers as a snapshot row (without the snapshot's own columns). */
export function offerSnapshotOf(
  sellerId: string,
  marketplaceId: string,
  result: z.infer<typeof ZSpOffersResult>,
) {
  const offers: TOfferEntry[] = (result.Offers ?? []).map((o) => ({
    sellerId: o.SellerId ?? null,
    mine: o.MyOffer === true || (o.SellerId !== undefined && o.SellerId === sellerId),
    price: o.ListingPrice?.Amount ?? null,
    shipping: o.Shipping?.Amount ?? null,
    currency: o.ListingPrice?.CurrencyCode ?? null,
    fba: o.IsFulfilledByAmazon === true,
    buyBoxWinner: o.IsBuyBoxWinner === true,
    feedbackCount: o.SellerFeedbackRating?.FeedbackCount ?? null,
    positiveRating: o.SellerFeedbackRating?.SellerPositiveFeedbackRating ?? null,
  }));
  const winner = offers.find((o) => o.buyBoxWinner);
  const buyBox = result.Summary?.BuyBoxPrices?.[0];
  const own = offers.find((o) => o.mine);
  const prices = offers.map((o) => o.price).filter((p): p is number => p !== null);
  return {
    asin: result.ASIN,
    marketplaceId: result.marketplaceId ?? marketplaceId,
    offerCount: result.Summary?.TotalOfferCount ?? offers.length,
    buyBoxSellerId: winner?.sellerId ?? buyBox?.sellerId ?? null,
    buyBoxPrice: amount(winner?.price ?? buyBox?.ListingPrice?.Amount),
    buyBoxMine: winner?.mine === true,
    ownPrice: amount(own?.price),
    lowestPrice: amount(prices.length > 0 ? Math.min(...prices) : null),
    currency: own?.currency ?? offers[0]?.currency ?? null,
    offers,
  };
}

/** The store's ASINs, in a stable order (a resumed run skips the batches already done). */
async function storeAsins(ctx: TStageContext): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ asin: products.asin })
    .from(products)
    .where(eq(products.channelId, ctx.store.channelId));
  return rows.map((r) => r.asin).sort();
}

type TOfferRow = ReturnType<typeof offerSnapshotOf>;

/**
 * The offers on `asins`, one getItemOffersBatch call per 20 ASINs from batch `from` on, each batch's
 * rows handed to `each` before the next call (the importer writes and checkpoints there; the quota
 * benchmark drives this without a database).
 */
export async function readOfferBatches(
  ctx: Pick<TStageContext, 'marketplace' | 'store' | 'logger' | 'counts' | 'stage' | 'clock' | 'deadline'>,
  asins: readonly string[],
  each: (rows: TOfferRow[], batch: number) => Promise<void>,
  from = 0,
): Promise<void> {
  const { store } = ctx;
  for (let batch = from; batch * OFFERS_BATCH_SIZE < asins.length; batch++) {
    checkBudget(ctx); // between calls: the batches written are in the checkpoint
    const slice = asins.slice(batch * OFFERS_BATCH_SIZE, (batch + 1) * OFFERS_BATCH_SIZE);
    const responses = await ctx.marketplace.protection.getItemOffersBatch(store, store.marketplaceId, slice);
    const ok = responses.filter((r) => (r.status?.statusCode ?? 200) === 200 && r.body?.payload);
    addCount(ctx, 'failed', responses.length - ok.length);
    for (const r of responses) {
      if (!ok.includes(r))
        ctx.logger.warn(
          { channelId: store.channelId, asin: r.request?.Asin, errors: r.body?.errors },
          'offers of an ASIN not read',
        );
    }
    const results = validRecords(
      ctx,
      'offers',
      ZSpOffersResult,
      ok.map((r) => r.body?.payload),
    );
    await each(
      results.map((r) => offerSnapshotOf(store.sellerId, store.marketplaceId, r)),
      batch,
    );
  }
}

export async function importOffers(ctx: TStageContext): Promise<void> {
  const asins = await storeAsins(ctx);
  const from = Number((ctx.checkpoint as { nextBatch?: number } | null)?.nextBatch ?? 0);
  await readOfferBatches(
    ctx,
    asins,
    async (rows, batch) => {
      const written = await writeSnapshots(ctx, offerSnapshots, offerSnapshots.asin, rows, (row) => row.asin);
      addCount(ctx, 'asins', rows.length);
      addCount(ctx, 'changed', written.changed);
      await ctx.progress.save({ ...ctx.counts }, { nextBatch: batch + 1 });
    },
    from,
  );
  ctx.checkpoint = null;
}
