import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import {
  channelId,
  dimensions,
  money,
  priceIn,
  reportRowKey,
  reportRowKeyIndex,
  syncedAt,
  ts,
  updatedAt,
} from './columns.ts';

// What the sync engine imports per store (channel). Every table is keyed on Amazon's own ids (or, for
// report rows without one, a key derived from the row) so every write is an idempotent upsert; rows stay
// when a store is disconnected, so its history is kept.

export const products = pgTable(
  'products',
  {
    channelId: channelId(),
    sku: text('sku').notNull(),
    asin: text('asin').notNull(),
    fnsku: text('fnsku'),
    title: text('title'),
    brand: text('brand'),
    ...priceIn('price', 'price'),
    imageUrl: text('image_url'),
    fulfillmentChannel: text('fulfillment_channel'),
    status: text('status'),
    openDate: ts('open_date'),
    ...dimensions(),
    syncedAt: syncedAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.sku] }), index('products_asin_idx').on(t.channelId, t.asin)],
);

export const orders = pgTable(
  'orders',
  {
    channelId: channelId(),
    amazonOrderId: text('amazon_order_id').notNull(),
    marketplaceId: text('marketplace_id'),
    status: text('status').notNull(),
    purchaseDate: ts('purchase_date').notNull(),
    lastUpdateDate: ts('last_update_date').notNull(),
    fulfillmentChannel: text('fulfillment_channel'),
    earliestDeliveryDate: ts('earliest_delivery_date'),
    latestDeliveryDate: ts('latest_delivery_date'),
    ...priceIn('orderTotal', 'order_total'),
    isBusinessOrder: boolean('is_business_order'),
    /** A replacement Amazon sent for an earlier order (associatedOrders REPLACEMENT_ORIGINAL_ID). */
    isReplacementOrder: boolean('is_replacement_order'),
    /** The end of the promised ship-by window: shipping after it is shipping late. */
    latestShipDate: ts('latest_ship_date'),
    syncedAt: syncedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.amazonOrderId] }),
    index('orders_purchase_idx').on(t.channelId, t.purchaseDate),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    channelId: channelId(),
    amazonOrderId: text('amazon_order_id').notNull(),
    sku: text('sku').notNull(),
    asin: text('asin').notNull(),
    orderItemId: text('order_item_id'),
    title: text('title'),
    quantity: integer('quantity').notNull(),
    ...priceIn('itemPrice', 'item_price'),
    syncedAt: syncedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.amazonOrderId, t.sku] }),
    index('order_items_asin_idx').on(t.channelId, t.asin),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    channelId: channelId(),
    reviewId: text('review_id').notNull(),
    asin: text('asin').notNull(),
    stars: integer('stars').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    reviewDate: date('review_date').notNull(),
    verified: boolean('verified').notNull(),
    variant: text('variant'),
    helpfulVotes: integer('helpful_votes').notNull(),
    author: text('author'),
    syncedAt: syncedAt(),
    // The seller's workflow (Review Observer), never written by the sync: its upserts only set the
    // columns they carry.
    status: text('status').$type<'new' | 'read' | 'handled'>().notNull().default('new'),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    /** Set once tag rules and alerts have seen the review (reviews/review-events.ts). */
    processedAt: ts('processed_at'),
    /**
     * When a complete read of the ASIN's review pages no longer showed the review (Amazon removed it);
     * null while it shows, cleared when it comes back (sync/import-reviews.ts).
     */
    removedAt: ts('removed_at'),
    // Kept by triggers (migration 0010) so the Review Observer's page reads one row per review instead
    // of three lookups: the product's title and image (its first SKU with a title, as everywhere
    // else), and how many tags and notes the review has. Never written by application code.
    productTitle: text('product_title'),
    productImageUrl: text('product_image_url'),
    tagCount: integer('tag_count').notNull().default(0),
    noteCount: integer('note_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.reviewId] }),
    index('reviews_asin_idx').on(t.channelId, t.asin, t.reviewDate),
    // The Review Observer's keyset order: newest first within a store.
    index('reviews_store_date_idx').on(t.channelId, t.reviewDate.desc(), t.reviewId.desc()),
    index('reviews_unprocessed_idx').on(t.channelId).where(sql`processed_at is null`),
    index('reviews_removed_idx').on(t.channelId, t.removedAt).where(sql`removed_at is not null`),
  ],
);

// One row per ASIN per day: the average and count the product page showed that day.
export const ratingSnapshots = pgTable(
  'rating_snapshots',
  {
    channelId: channelId(),
    asin: text('asin').notNull(),
    snapshotDate: date('snapshot_date').notNull(),
    average: numeric('average', { precision: 3, scale: 2 }).notNull(),
    ratingsCount: integer('ratings_count').notNull(),
    syncedAt: syncedAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.asin, t.snapshotDate] })],
);

// Raw FBA report rows for the reimbursement audit. These reports carry no row id: `row_key` is the
// row's identifying fields plus its ordinal among identical rows of the same day, so re-reading a day
// updates its rows (reconciled quantities change) rather than adding new ones.
export const fbaLedgerEvents = pgTable(
  'fba_ledger_events',
  {
    ...reportRowKey(),
    eventDate: date('event_date').notNull(),
    fnsku: text('fnsku'),
    asin: text('asin'),
    msku: text('msku'),
    title: text('title'),
    eventType: text('event_type').notNull(),
    referenceId: text('reference_id'),
    quantity: integer('quantity').notNull(),
    fulfillmentCenter: text('fulfillment_center'),
    disposition: text('disposition'),
    reason: text('reason'),
    country: text('country'),
    reconciledQuantity: integer('reconciled_quantity'),
    unreconciledQuantity: integer('unreconciled_quantity'),
    syncedAt: syncedAt(),
  },
  (t) => [
    reportRowKeyIndex('fba_ledger_events', t),
    index('fba_ledger_events_date_idx').on(t.channelId, t.eventDate),
  ],
);

export const fbaReimbursements = pgTable(
  'fba_reimbursements',
  {
    ...reportRowKey(),
    reimbursementId: text('reimbursement_id').notNull(),
    approvalDate: ts('approval_date').notNull(),
    caseId: text('case_id'),
    amazonOrderId: text('amazon_order_id'),
    reason: text('reason'),
    sku: text('sku'),
    fnsku: text('fnsku'),
    asin: text('asin'),
    productName: text('product_name'),
    condition: text('condition'),
    currency: text('currency'),
    amountPerUnit: money('amount_per_unit'),
    amountTotal: money('amount_total'),
    quantityCash: integer('quantity_reimbursed_cash'),
    quantityInventory: integer('quantity_reimbursed_inventory'),
    quantityTotal: integer('quantity_reimbursed_total'),
    originalReimbursementId: text('original_reimbursement_id'),
    originalReimbursementType: text('original_reimbursement_type'),
    syncedAt: syncedAt(),
  },
  (t) => [
    reportRowKeyIndex('fba_reimbursements', t),
    index('fba_reimbursements_id_idx').on(t.channelId, t.reimbursementId),
  ],
);

export const fbaCustomerReturns = pgTable(
  'fba_customer_returns',
  {
    ...reportRowKey(),
    returnDate: ts('return_date').notNull(),
    amazonOrderId: text('amazon_order_id').notNull(),
    sku: text('sku'),
    asin: text('asin'),
    fnsku: text('fnsku'),
    productName: text('product_name'),
    quantity: integer('quantity').notNull(),
    fulfillmentCenterId: text('fulfillment_center_id'),
    detailedDisposition: text('detailed_disposition'),
    reason: text('reason'),
    status: text('status'),
    licensePlateNumber: text('license_plate_number'),
    customerComments: text('customer_comments'),
    syncedAt: syncedAt(),
  },
  (t) => [
    reportRowKeyIndex('fba_customer_returns', t),
    index('fba_customer_returns_order_idx').on(t.channelId, t.amazonOrderId),
  ],
);

/** skipped: the stage had nothing it may read (the reason says why, e.g. ads_not_connected); not an error. */
export type TSyncStageStatus = 'waiting' | 'running' | 'done' | 'failed' | 'skipped';

// Progress of each import stage and of the scheduled syncs, per store: what the integration status
// shows, and the checkpoint a restarted job resumes from.
export const syncStages = pgTable(
  'sync_stages',
  {
    channelId: channelId(),
    stage: text('stage').notNull(),
    status: text('status').$type<TSyncStageStatus>().notNull().default('waiting'),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>(),
    error: text('error'),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.stage] })],
);
