import type { TSpApiClient, TSpStore } from './sp-api-client.ts';

// The SP-API operations listing protection reads (typed to the fields we store): the offers on the
// seller's ASINs (Product Pricing v0 getItemOffersBatch: 20 ASINs a call, with seller ids and the Buy
// Box winner, which the 2022-05-01 competitive summary does not list per seller) and the seller's
// listings with their status, issues and attributes (Listings Items 2021-08-01).

/** ASINs per getItemOffersBatch call (the model's maxItems). */
export const OFFERS_BATCH_SIZE = 20;
/** Listings per searchListingsItems page (the model's maximum). */
export const LISTINGS_PAGE_SIZE = 20;

type TMoney = { CurrencyCode?: string; Amount?: number };
export type TSpOffer = {
  MyOffer?: boolean;
  SellerId?: string;
  ListingPrice?: TMoney;
  Shipping?: TMoney;
  IsFulfilledByAmazon?: boolean;
  IsBuyBoxWinner?: boolean;
  SellerFeedbackRating?: { SellerPositiveFeedbackRating?: number; FeedbackCount?: number };
};
export type TSpOffersResult = {
  ASIN?: string;
  marketplaceId?: string;
  status?: string;
  Summary?: {
    TotalOfferCount?: number;
    BuyBoxPrices?: { ListingPrice?: TMoney; LandedPrice?: TMoney; sellerId?: string }[];
  };
  Offers?: TSpOffer[];
};
export type TItemOffersResponse = {
  status?: { statusCode?: number };
  body?: { payload?: TSpOffersResult; errors?: { code: string; message: string }[] };
  request?: { Asin?: string };
};

export type TSpListingIssue = {
  code: string;
  message: string;
  severity: string;
  attributeNames?: string[];
  categories?: string[];
  enforcements?: { actions?: { action: string }[] };
};
export type TSpListingItem = {
  sku: string;
  summaries?: {
    marketplaceId: string;
    asin?: string;
    productType?: string;
    status?: string[];
    itemName?: string;
    lastUpdatedDate?: string;
    mainImage?: { link?: string };
  }[];
  attributes?: Record<string, unknown>;
  issues?: TSpListingIssue[];
};

export function createListingProtectionApi(deps: { client: TSpApiClient }) {
  const { client } = deps;
  return {
    /** The new-condition offers on up to 20 ASINs: one response per ASIN, each with its own status. */
    async getItemOffersBatch(store: TSpStore, marketplaceId: string, asins: readonly string[]) {
      const answer = await client.call<{ responses?: TItemOffersResponse[] }>(store, 'getItemOffersBatch', {
        method: 'POST',
        path: '/batches/products/pricing/v0/itemOffers',
        body: {
          requests: asins.map((asin) => ({
            uri: `/products/pricing/v0/items/${encodeURIComponent(asin)}/offers`,
            method: 'GET',
            MarketplaceId: marketplaceId,
            ItemCondition: 'New',
            CustomerType: 'Consumer',
          })),
        },
      });
      return answer.responses ?? [];
    },
    /** One page of the seller's listings with summaries, issues and attributes. */
    searchListingsItems(store: TSpStore, marketplaceId: string, pageToken?: string) {
      return client.call<{
        numberOfResults?: number;
        pagination?: { nextToken?: string };
        items?: unknown[];
      }>(store, 'searchListingsItems', {
        path: `/listings/2021-08-01/items/${encodeURIComponent(store.sellerId)}`,
        query: {
          marketplaceIds: [marketplaceId],
          includedData: ['summaries', 'issues', 'attributes'],
          pageSize: LISTINGS_PAGE_SIZE,
          pageToken,
        },
      });
    },
  };
}

export type TListingProtectionApi = ReturnType<typeof createListingProtectionApi>;
