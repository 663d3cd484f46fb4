import type { TProduct } from '../data/catalog.ts';
import type { TMarketplace } from '../marketplaces.ts';
import { hash32 } from '../prng.ts';

export const CATALOG_DATASETS = [
  'attributes',
  'classifications',
  'dimensions',
  'identifiers',
  'images',
  'productTypes',
  'relationships',
  'salesRanks',
  'summaries',
  // Valid for every caller; only vendor accounts get data in it, so a seller's items carry none.
  'vendorDetails',
] as const;

const inches = (value: number) => ({ unit: 'inches', value });
const pounds = (value: number) => ({ unit: 'pounds', value });

export function imageUrl(base: string, asin: string): string {
  return `${base}/images/I/${asin}.svg`;
}

// Catalog Items 2022-04-01 `Item`: each dataset is a list per marketplace.
export function catalogItem(
  product: TProduct,
  marketplace: TMarketplace,
  included: readonly string[],
  base: string,
) {
  const mp = marketplace.id;
  const rank = 50 + product.index * 173 + (hash32('rank', product.asin) % 900);
  const d = product.dimensions;
  const item: Record<string, unknown> = { asin: product.asin };
  if (included.includes('attributes')) {
    const v = (value: unknown) => [{ value, marketplace_id: mp }];
    item.attributes = {
      item_name: [{ value: product.title, language_tag: 'en_US', marketplace_id: mp }],
      brand: [{ value: product.brand, language_tag: 'en_US', marketplace_id: mp }],
      color: [{ value: product.color, language_tag: 'en_US', marketplace_id: mp }],
      bullet_point: product.bullets.map((value) => ({ value, language_tag: 'en_US', marketplace_id: mp })),
      list_price: [{ value: product.price, currency: product.currency, marketplace_id: mp }],
      model_number: v(product.modelNumber),
      item_package_weight: [{ unit: 'pounds', value: d.weight, marketplace_id: mp }],
    };
  }
  if (included.includes('classifications') || included.includes('summaries')) {
    const classification = {
      displayName: product.category.displayName,
      classificationId: String(hash32('node', product.category.key) % 9_000_000),
    };
    if (included.includes('classifications'))
      item.classifications = [{ marketplaceId: mp, classifications: [classification] }];
  }
  if (included.includes('dimensions')) {
    const dims = {
      height: inches(d.height),
      length: inches(d.length),
      width: inches(d.width),
      weight: pounds(d.weight),
    };
    item.dimensions = [
      { marketplaceId: mp, item: dims, package: { ...dims, height: inches(d.height + 0.5) } },
    ];
  }
  if (included.includes('identifiers')) {
    item.identifiers = [
      { marketplaceId: mp, identifiers: [{ identifierType: 'EAN', identifier: product.ean }] },
    ];
  }
  if (included.includes('images')) {
    item.images = [
      {
        marketplaceId: mp,
        images: [{ variant: 'MAIN', link: imageUrl(base, product.asin), height: 500, width: 500 }],
      },
    ];
  }
  if (included.includes('productTypes'))
    item.productTypes = [{ marketplaceId: mp, productType: product.category.productType }];
  if (included.includes('relationships')) item.relationships = [{ marketplaceId: mp, relationships: [] }];
  if (included.includes('salesRanks')) {
    item.salesRanks = [
      {
        marketplaceId: mp,
        displayGroupRanks: [
          {
            websiteDisplayGroup: product.category.displayGroup,
            title: product.category.displayName,
            link: `https://${marketplace.domain}/gp/bestsellers/${product.category.key}`,
            rank,
          },
        ],
      },
    ];
  }
  if (included.includes('summaries')) {
    item.summaries = [
      {
        marketplaceId: mp,
        brand: product.brand,
        browseClassification: {
          displayName: product.category.displayName,
          classificationId: String(hash32('node', product.category.key) % 9_000_000),
        },
        color: product.color,
        itemClassification: 'BASE_PRODUCT',
        itemName: product.title,
        manufacturer: product.brand,
        modelNumber: product.modelNumber,
        packageQuantity: 1,
        partNumber: product.modelNumber,
        ...(product.size ? { size: product.size } : {}),
        websiteDisplayGroup: product.category.displayGroup,
        websiteDisplayGroupName: product.category.displayName,
      },
    ];
  }
  return item;
}
