import { isoSeconds, startOfDay } from '../clock.ts';
import type { TProduct } from '../data/catalog.ts';
import { plantedEvents } from '../data/listing-events.ts';
import { listingStateAt } from '../data/listing-state.ts';
import type { TSellerData } from '../data/seller-data.ts';
import type { TMarketplace } from '../marketplaces.ts';
import { imageUrl } from './catalog-json.ts';

export const LISTING_DATASETS = [
  'summaries',
  'attributes',
  'issues',
  'offers',
  'fulfillmentAvailability',
  'procurement',
  'relationships',
  'productTypes',
] as const;

const LISTING_KINDS = new Set(['listing-changed', 'listing-suppressed', 'listing-inactive']);

/** When the listing last changed as of `atMs`: its launch, or a planted change starting or clearing. */
function lastUpdated(data: TSellerData, product: TProduct, atMs: number): number {
  let last = startOfDay(product.launchDay);
  for (const e of plantedEvents(data, atMs)) {
    if (e.sku !== product.sku || !LISTING_KINDS.has(e.type)) continue;
    last = Math.max(last, e.until !== null && e.until <= atMs ? e.until : e.at);
  }
  return last;
}

// Listings Items 2021-08-01 `Item` with the datasets asked for (summaries when none are).
export function listingItem(
  data: TSellerData,
  product: TProduct,
  marketplace: TMarketplace,
  included: readonly string[],
  atMs: number,
  base: string,
) {
  const mp = marketplace.id;
  const state = listingStateAt(data, product, atMs);
  const tag = marketplace.language;
  const item: Record<string, unknown> = { sku: product.sku };
  if (included.includes('summaries')) {
    item.summaries = [
      {
        marketplaceId: mp,
        asin: product.asin,
        productType: product.category.productType,
        conditionType: 'new_new',
        status: state.status,
        ...(product.fnsku ? { fnSku: product.fnsku } : {}),
        itemName: state.title,
        createdDate: isoSeconds(startOfDay(product.launchDay)),
        lastUpdatedDate: isoSeconds(lastUpdated(data, product, atMs)),
        mainImage: { link: imageUrl(base, product.asin), height: 500, width: 500 },
      },
    ];
  }
  if (included.includes('attributes')) {
    const text = (value: string) => [{ value, language_tag: tag, marketplace_id: mp }];
    item.attributes = {
      item_name: text(state.title),
      brand: text(product.brand),
      bullet_point: product.bullets.map((value) => ({ value, language_tag: tag, marketplace_id: mp })),
      color: text(product.color),
      main_product_image_locator: [{ media_location: imageUrl(base, product.asin), marketplace_id: mp }],
      purchasable_offer: [
        {
          currency: product.currency,
          our_price: [{ schedule: [{ value_with_tax: product.price }] }],
          marketplace_id: mp,
        },
      ],
      fulfillment_availability: [
        { fulfillment_channel_code: product.channel === 'AFN' ? 'AMAZON_NA' : 'DEFAULT' },
      ],
    };
  }
  if (included.includes('issues')) {
    item.issues = state.issues.map((issue) => ({ ...issue, marketplaceIds: [mp] }));
  }
  if (included.includes('productTypes'))
    item.productTypes = [{ marketplaceId: mp, productType: product.category.productType }];
  if (included.includes('offers')) {
    item.offers = [
      {
        marketplaceId: mp,
        offerType: 'B2C',
        price: { currencyCode: product.currency, amount: product.price.toFixed(2) },
      },
    ];
  }
  for (const empty of ['fulfillmentAvailability', 'procurement', 'relationships'] as const) {
    if (included.includes(empty)) item[empty] = [];
  }
  return item;
}
