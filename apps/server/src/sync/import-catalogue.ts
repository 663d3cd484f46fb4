import { products } from '../db/schema/index.ts';
import type { TCatalogItem } from '../integrations/amazon/sp-api.ts';
import { parseTsv } from '../integrations/amazon/sp-api.ts';
import { validRecords } from './amazon-payloads.ts';
import { ZCatalogItem, ZInventorySummary, ZListingRow } from './amazon-records.ts';
import { upsertPerStore } from './bulk-upsert.ts';
import { inchesOf, poundsOf } from './measures.ts';
import { eachLimited, moneyOf, reportDate, textOf } from './report-rows.ts';
import type { TStageContext } from './sync-context.ts';

const CATALOG_BATCH = 20;
/**
 * searchCatalogItems calls in flight. At 2 requests a second a lone caller would spend each round trip
 * idle (Amazon answers in a few hundred milliseconds); a second one waits for its token meanwhile.
 */
const CATALOG_CALLS_IN_FLIGHT = 3;

// The store's listings (merchant listings report: SKU, ASIN, title, price, channel), completed with the
// Catalog Items API (brand, dimensions, image) and FBA inventory (FNSKU). One write at the end: the
// stage is short, so a restart simply runs it again.
export async function importCatalogue(ctx: TStageContext): Promise<void> {
  const { spApi } = ctx.marketplace;
  const { store } = ctx;
  const text = await spApi.fetchReport(store, {
    reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA',
    marketplaceIds: [store.marketplaceId],
  });
  const listings = validRecords(ctx, 'listing', ZListingRow, text === null ? [] : parseTsv(text));

  const asins = [...new Set(listings.map((l) => l.asin1 ?? '').filter(Boolean))];
  const items = await fetchCatalogItems(ctx, asins);

  const fnskus = new Map<string, string>();
  let nextToken: string | undefined;
  do {
    const page = await spApi.getInventorySummaries(store, store.marketplaceId, nextToken);
    const summaries = page.payload.inventorySummaries ?? [];
    for (const s of validRecords(ctx, 'inventory summary', ZInventorySummary, summaries))
      if (s.fnSku) fnskus.set(s.sellerSku, s.fnSku);
    nextToken = page.pagination?.nextToken;
  } while (nextToken);

  const rows = listings
    .filter((l) => l['seller-sku'] && l.asin1)
    .map((l) => {
      const sku = l['seller-sku'] as string;
      const asin = l.asin1 as string;
      const item = items.get(asin);
      const mp = (list?: { marketplaceId: string }[]) =>
        list?.find((x) => x.marketplaceId === store.marketplaceId) ?? list?.[0];
      const summary = mp(item?.summaries) as { brand?: string; itemName?: string } | undefined;
      const dims = (mp(item?.dimensions) as NonNullable<TCatalogItem['dimensions']>[number] | undefined)
        ?.item;
      const image = (
        mp(item?.images) as NonNullable<TCatalogItem['images']>[number] | undefined
      )?.images.find((i) => i.variant === 'MAIN');
      return {
        channelId: store.channelId,
        sku,
        asin,
        fnsku: fnskus.get(sku) ?? null,
        title: textOf(l['item-name']) ?? summary?.itemName ?? null,
        brand: summary?.brand ?? null,
        price: moneyOf(l.price),
        currency: item?.attributes?.list_price?.[0]?.currency ?? null,
        imageUrl: image?.link ?? null,
        fulfillmentChannel:
          l['fulfillment-channel'] === 'DEFAULT' ? 'MFN' : l['fulfillment-channel'] ? 'AFN' : null,
        status: textOf(l.status),
        openDate: reportDate(l['open-date']),
        // In inches and pounds whatever unit the marketplace's catalogue uses (sync/measures.ts).
        lengthIn: inchesOf(dims?.length),
        widthIn: inchesOf(dims?.width),
        heightIn: inchesOf(dims?.height),
        weightLb: poundsOf(dims?.weight),
      };
    });
  const written = await upsertPerStore(ctx.db, products, 'sku', rows);
  ctx.counts.products = written;
}

/** The Catalog Items of the ASINs, 20 per searchCatalogItems call, pipelined; writes nothing. */
export async function fetchCatalogItems(
  ctx: Pick<TStageContext, 'marketplace' | 'store' | 'logger'> &
    Partial<Pick<TStageContext, 'counts' | 'stage'>>,
  asins: readonly string[],
): Promise<Map<string, TCatalogItem>> {
  const { store } = ctx;
  const batches: string[][] = [];
  for (let i = 0; i < asins.length; i += CATALOG_BATCH) batches.push(asins.slice(i, i + CATALOG_BATCH));
  const items = new Map<string, TCatalogItem>();
  await eachLimited(batches, CATALOG_CALLS_IN_FLIGHT, async (batch) => {
    const page = await ctx.marketplace.spApi.searchCatalogItems(store, store.marketplaceId, batch);
    for (const item of validRecords(ctx, 'catalog item', ZCatalogItem, page.items ?? []))
      items.set(item.asin, item);
  });
  return items;
}
