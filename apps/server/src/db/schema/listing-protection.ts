import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { channelId, money, priceIn, ts } from './columns.ts';

// What listing protection watches, as snapshots: a row per subject (ASIN, SKU, marketplace) and per
// content Amazon showed. A sync that sees the same content again only moves `last_seen_at`; different
// content is a new row from `observed_at`, so a change (a new seller, the Buy Box lost, a title edited
// by someone else, a worse account health) is the difference between a subject's consecutive rows.
// `content_hash` is a hash of the stored content, what the comparison reads.

const snapshotColumns = () => ({
  channelId: channelId(),
  /** When this content was first seen (the sync's time). */
  observedAt: ts('observed_at').notNull(),
  /** The last sync that still saw it. */
  lastSeenAt: ts('last_seen_at').notNull(),
  contentHash: text('content_hash').notNull(),
});

/** One offer on an ASIN as Product Pricing lists it. */
export type TOfferEntry = {
  sellerId: string | null;
  mine: boolean;
  price: number | null;
  shipping: number | null;
  currency: string | null;
  fba: boolean;
  buyBoxWinner: boolean;
  feedbackCount: number | null;
  positiveRating: number | null;
};

// The new-condition offers on one of the seller's ASINs (Product Pricing getItemOffersBatch).
export const offerSnapshots = pgTable(
  'offer_snapshots',
  {
    ...snapshotColumns(),
    asin: text('asin').notNull(),
    marketplaceId: text('marketplace_id').notNull(),
    /** Amazon's count of offers (may exceed the 20 listed). */
    offerCount: integer('offer_count').notNull(),
    buyBoxSellerId: text('buy_box_seller_id'),
    buyBoxPrice: money('buy_box_price'),
    /** Whether the seller's own offer holds the Buy Box. */
    buyBoxMine: boolean('buy_box_mine').notNull(),
    ownPrice: money('own_price'),
    ...priceIn('lowestPrice', 'lowest_price'),
    offers: jsonb('offers').$type<TOfferEntry[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.asin, t.observedAt] })],
);

/** One issue Amazon reports on a listing (Listings Items `issues`). */
export type TListingIssueEntry = {
  code: string;
  message: string;
  severity: string;
  attributeNames: string[];
  categories: string[];
  enforcementActions: string[];
};

// A listing's status, Amazon's issues and the attributes the Violation module compares
// (Listings Items searchListingsItems with summaries, issues, attributes).
export const listingSnapshots = pgTable(
  'listing_snapshots',
  {
    ...snapshotColumns(),
    sku: text('sku').notNull(),
    asin: text('asin'),
    marketplaceId: text('marketplace_id').notNull(),
    /** Amazon's summary status: BUYABLE and/or DISCOVERABLE; empty when neither. */
    status: jsonb('status').$type<string[]>().notNull(),
    buyable: boolean('buyable').notNull(),
    /** An issue whose enforcement suppresses the listing (or takes it off search). */
    suppressed: boolean('suppressed').notNull(),
    title: text('title'),
    brand: text('brand'),
    bulletPoints: jsonb('bullet_points').$type<string[]>().notNull(),
    mainImage: text('main_image'),
    productType: text('product_type'),
    issues: jsonb('issues').$type<TListingIssueEntry[]>().notNull(),
    /** Amazon's lastUpdatedDate of the listing. */
    amazonUpdatedAt: ts('amazon_updated_at'),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.sku, t.observedAt] })],
);

/** A rate metric of the account health report with Amazon's target. */
export type THealthRate = {
  rate: number | null;
  status: string | null;
  targetValue: number | null;
  targetCondition: string | null;
  /** The count behind the rate (defects, late shipments, cancellations, valid tracking) and its base. */
  count: number | null;
  base: number | null;
  from: string | null;
  to: string | null;
};

/** A policy category of the report: Amazon's count in its window, status and target. */
export type THealthViolation = {
  defectsCount: number;
  status: string | null;
  targetValue: number | null;
  targetCondition: string | null;
  from: string | null;
  to: string | null;
  /** ASINs and dates, when a report lists them (the 2020-11-18 schema gives counts only). */
  items?: { asin?: string; date?: string }[];
};

// The seller performance report (GET_V2_SELLER_PERFORMANCE_REPORT), one row per marketplace and per
// distinct content. The metrics the Violation module reads are columns; every rate with its target,
// and every policy category, in `rates` and `violations`; Amazon's own entry in `raw`.
export const accountHealthSnapshots = pgTable(
  'account_health_snapshots',
  {
    ...snapshotColumns(),
    marketplaceId: text('marketplace_id').notNull(),
    accountStatus: text('account_status'),
    ahrStatus: text('ahr_status'),
    ahrScore: integer('ahr_score'),
    odrAfn: numeric('odr_afn', { precision: 10, scale: 6 }),
    odrMfn: numeric('odr_mfn', { precision: 10, scale: 6 }),
    lateShipmentRate: numeric('late_shipment_rate', { precision: 10, scale: 6 }),
    preFulfillmentCancellationRate: numeric('pre_fulfillment_cancellation_rate', { precision: 10, scale: 6 }),
    validTrackingRate: numeric('valid_tracking_rate', { precision: 10, scale: 6 }),
    /** ODR (afn, mfn), late shipment, pre-fulfilment cancellation, valid tracking, on-time delivery, invoice defects. */
    rates: jsonb('rates').$type<Record<string, THealthRate>>().notNull(),
    /** Policy categories (listingPolicyViolations, receivedIntellectualPropertyComplaints, …). */
    violations: jsonb('violations').$type<Record<string, THealthViolation>>().notNull(),
    warningStates: jsonb('warning_states').$type<{ warningType: string; status: string }[]>().notNull(),
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.marketplaceId, t.observedAt] })],
);
