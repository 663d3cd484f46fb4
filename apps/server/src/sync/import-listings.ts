import { z } from 'zod';
import { listingSnapshots, type TListingIssueEntry } from '../db/schema/index.ts';
import type { TSpListingItem } from '../integrations/amazon/listing-protection-api.ts';
import { validRecords } from './amazon-payloads.ts';
import { writeSnapshots } from './snapshots.ts';
import { checkBudget } from './stage-errors.ts';
import type { TStageContext } from './sync-context.ts';
import { addCount } from './token-pages.ts';

// The store's listings with their status, Amazon's issues and the attributes someone else may change
// (title, brand, bullet points, main image, product type), page by page (searchListingsItems with
// summaries, issues and attributes), stored as snapshots (listing_snapshots).

/** Enforcements that take a listing off sale or out of search. */
const SUPPRESSING = new Set(['LISTING_SUPPRESSED', 'SEARCH_SUPPRESSED', 'CATALOG_ITEM_REMOVED']);

const ZIssue = z.object({
  code: z.string(),
  message: z.string(),
  severity: z.string(),
  attributeNames: z.array(z.string()).optional(),
  categories: z.array(z.string()).optional(),
  enforcements: z.object({ actions: z.array(z.object({ action: z.string() })).optional() }).optional(),
});
/** Listings Items' Item, to the fields we store. */
export const ZSpListingItem = z.object({
  sku: z.string().min(1).max(200),
  summaries: z
    .array(
      z.object({
        marketplaceId: z.string(),
        asin: z.string().max(32).optional(),
        productType: z.string().optional(),
        status: z.array(z.string()).optional(),
        itemName: z.string().optional(),
        lastUpdatedDate: z.string().optional(),
        mainImage: z.object({ link: z.string().optional() }).optional(),
      }),
    )
    .optional(),
  attributes: z.record(z.string(), z.unknown()).optional(),
  issues: z.array(ZIssue).optional(),
}) satisfies z.ZodType<TSpListingItem>;

/** The values of an attribute (`[{ value, marketplace_id }]` in Amazon's listing attributes). */
function values(attributes: Record<string, unknown> | undefined, name: string, field = 'value'): string[] {
  const list = attributes?.[name];
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) =>
      entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[field] : undefined,
    )
    .filter((v): v is string => typeof v === 'string');
}

/** One listing as a snapshot row (without the snapshot's own columns). */
export function listingSnapshotOf(marketplaceId: string, item: z.infer<typeof ZSpListingItem>) {
  const summary = item.summaries?.find((s) => s.marketplaceId === marketplaceId) ?? item.summaries?.[0];
  const status = [...(summary?.status ?? [])].sort();
  const issues: TListingIssueEntry[] = (item.issues ?? []).map((i) => ({
    code: i.code,
    message: i.message,
    severity: i.severity,
    attributeNames: i.attributeNames ?? [],
    categories: i.categories ?? [],
    enforcementActions: (i.enforcements?.actions ?? []).map((a) => a.action),
  }));
  const updated = summary?.lastUpdatedDate ? new Date(summary.lastUpdatedDate) : null;
  return {
    sku: item.sku,
    asin: summary?.asin ?? null,
    marketplaceId,
    status,
    buyable: status.includes('BUYABLE'),
    suppressed: issues.some((i) => i.enforcementActions.some((a) => SUPPRESSING.has(a))),
    title: values(item.attributes, 'item_name')[0] ?? summary?.itemName ?? null,
    brand: values(item.attributes, 'brand')[0] ?? null,
    bulletPoints: values(item.attributes, 'bullet_point'),
    mainImage:
      values(item.attributes, 'main_product_image_locator', 'media_location')[0] ??
      summary?.mainImage?.link ??
      null,
    productType: summary?.productType ?? null,
    issues,
    amazonUpdatedAt: updated && !Number.isNaN(updated.getTime()) ? updated : null,
  };
}

export async function importListings(ctx: TStageContext): Promise<void> {
  const { store } = ctx;
  let pageToken = (ctx.checkpoint as { pageToken?: string } | null)?.pageToken;
  do {
    checkBudget(ctx); // between pages: the pages written are in the checkpoint
    const page = await ctx.marketplace.protection.searchListingsItems(store, store.marketplaceId, pageToken);
    const items = validRecords(ctx, 'listing', ZSpListingItem, page.items ?? []);
    const written = await writeSnapshots(
      ctx,
      listingSnapshots,
      listingSnapshots.sku,
      items.map((item) => listingSnapshotOf(store.marketplaceId, item)),
      (row) => row.sku,
    );
    addCount(ctx, 'listings', items.length);
    addCount(ctx, 'changed', written.changed);
    pageToken = page.pagination?.nextToken;
    await ctx.progress.save({ ...ctx.counts }, pageToken ? { pageToken } : {});
  } while (pageToken);
  ctx.checkpoint = null;
}
