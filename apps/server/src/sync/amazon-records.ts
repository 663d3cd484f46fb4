import { z } from 'zod';
import type {
  TAdsAdGroup,
  TAdsCampaign,
  TAdsKeyword,
  TAdsProductAd,
  TAdsProfile,
  TAdsTarget,
} from '../integrations/amazon/ads-api.ts';
import type { TCatalogItem, TInventorySummary } from '../integrations/amazon/sp-api.ts';

// Schemas of the Amazon records the importers write besides orders (amazon-payloads.ts), derived from
// Amazon's models (../shared/amazon-models: catalogItems 2022-04-01, fbaInventory, Sponsored Products
// v3, reporting v3) and from the flat-file reports' columns, to the fields the row builders read. Each
// record goes through validRecords: one that does not fit is quarantined, the rest of the page is written.
// Report rows and Ads rows stay loose objects: their row builders read further columns as optional text.

const text = z.string().min(1);
const dateText = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'not a date');
/** Ads ids: v3 sends strings, v2 numbers (kept as digits past 2^53 by parseAdsJson). */
const adsId = z.union([z.string().min(1).max(64), z.number().int()]);
const measure = z.object({ unit: z.string().optional(), value: z.number().optional() }).optional();
const perMarketplace = <T extends z.ZodRawShape>(shape: T) =>
  z.array(z.looseObject({ marketplaceId: z.string(), ...shape })).optional();

/** searchCatalogItems' Item (2022-04-01), to what importCatalogue reads. */
export const ZCatalogItem = z.object({
  asin: z.string().min(1).max(32),
  summaries: perMarketplace({ brand: z.string().optional(), itemName: z.string().optional() }),
  attributes: z
    .looseObject({
      list_price: z.array(z.looseObject({ value: z.number(), currency: z.string() })).optional(),
    })
    .optional(),
  dimensions: perMarketplace({
    item: z.object({ height: measure, length: measure, width: measure, weight: measure }).optional(),
  }),
  images: perMarketplace({
    images: z.array(z.looseObject({ variant: z.string(), link: z.string() })),
  }),
}) satisfies z.ZodType<TCatalogItem>;

/** getInventorySummaries' InventorySummaries (fbaInventory v1). */
export const ZInventorySummary = z.object({
  asin: z.string().optional(),
  fnSku: z.string().optional(),
  sellerSku: z.string().min(1),
}) satisfies z.ZodType<TInventorySummary>;

// Flat-file report rows (tab-separated, keyed by the header): the columns a row cannot be written
// without. Every cell of a parsed row is text (parseTsv), so a row that passes is still one.
type TReportRow = Record<string, string>;
const reportRow = (shape: z.ZodRawShape) => z.looseObject(shape) as unknown as z.ZodType<TReportRow>;

/** GET_MERCHANT_LISTINGS_ALL_DATA. */
export const ZListingRow = reportRow({ 'seller-sku': text, asin1: text });
/** GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL (one row per order item). */
export const ZAllOrdersRow = reportRow({ 'amazon-order-id': text, 'purchase-date': dateText });
/** GET_LEDGER_DETAIL_VIEW_DATA. */
export const ZLedgerRow = reportRow({ Date: dateText, EventType: text });
/** GET_FBA_REIMBURSEMENTS_DATA. */
export const ZReimbursementRow = reportRow({ 'reimbursement-id': text, 'approval-date': dateText });
/** GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA. */
export const ZReturnRow = reportRow({ 'order-id': text, 'return-date': dateText });
/**
 * GET_SELLER_FEEDBACK_DATA: the date is in the marketplace's own style (feedbackDate reads it), the
 * rating 1 to 5.
 */
export const ZSellerFeedbackRow = reportRow({
  Date: text,
  Rating: z.string().regex(/^\s*[1-5]\s*$/, 'not a rating of 1 to 5'),
  'Order ID': z.string().trim().min(1),
});

// Amazon Ads.

/** GET /v2/profiles' Profile. */
export const ZAdsProfile = z.looseObject({
  profileId: adsId,
  countryCode: z.string().optional(),
  currencyCode: z.string().optional(),
  timezone: z.string().optional(),
  accountInfo: z
    .looseObject({
      marketplaceStringId: z.string().optional(),
      id: z.string().optional(),
      type: z.string().optional(),
      name: z.string().optional(),
    })
    .optional(),
}) satisfies z.ZodType<TAdsProfile>;

const extended = { extendedData: z.looseObject({ servingStatus: z.string().optional() }).optional() };
const number = z.number().optional();

/** Sponsored Products v3 SponsoredProductsCampaign. */
export const ZAdsCampaign = z.looseObject({
  campaignId: adsId,
  name: z.string(),
  targetingType: z.string().optional(),
  state: text,
  startDate: z.string().optional(),
  endDate: z.string().nullable().optional(),
  budget: z.looseObject({ budget: number, budgetType: z.string().optional() }).optional(),
  dynamicBidding: z.looseObject({ strategy: z.string().optional() }).optional(),
  ...extended,
}) satisfies z.ZodType<TAdsCampaign>;

/** Sponsored Products v3 SponsoredProductsAdGroup. */
export const ZAdsAdGroup = z.looseObject({
  adGroupId: adsId,
  campaignId: adsId,
  name: z.string(),
  state: text,
  defaultBid: number,
  ...extended,
}) satisfies z.ZodType<TAdsAdGroup>;

/** Sponsored Products v3 SponsoredProductsKeyword. */
export const ZAdsKeyword = z.looseObject({
  keywordId: adsId,
  adGroupId: adsId,
  campaignId: adsId,
  keywordText: z.string(),
  matchType: text,
  state: text,
  bid: number,
}) satisfies z.ZodType<TAdsKeyword>;

const expression = z.array(z.looseObject({ type: z.string(), value: z.string().optional() }));

/** Sponsored Products v3 SponsoredProductsTargetingClause. */
export const ZAdsTarget = z.looseObject({
  targetId: adsId,
  adGroupId: adsId,
  campaignId: adsId,
  expressionType: text,
  expression,
  resolvedExpression: expression.optional(),
  state: text,
  bid: number,
}) satisfies z.ZodType<TAdsTarget>;

/** Sponsored Products v3 SponsoredProductsProductAd. */
export const ZAdsProductAd = z.looseObject({
  adId: adsId,
  adGroupId: adsId,
  campaignId: adsId,
  asin: z.string().optional(),
  sku: z.string().optional(),
  state: text,
}) satisfies z.ZodType<TAdsProductAd>;

/**
 * A row of a DAILY Sponsored Products report (reporting v3, GZIP_JSON): its day and campaign, the
 * metrics numbers when present (metricsRows reads the grain's own id).
 */
export const ZAdsReportRow = z.looseObject({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'not a day'),
  campaignId: adsId,
  impressions: z.number().nullable().optional(),
  clicks: z.number().nullable().optional(),
  cost: z.number().nullable().optional(),
});
