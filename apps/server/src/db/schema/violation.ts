import type { TAlertDelivery, TViolationEventType } from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { channelId, createdAt, ts, userRef } from './columns.ts';

// Violation and listing protection (issue 22). An event is one condition of one store (a hijacker's
// offer on an ASIN, a suppressed listing, the account's health below target…), keyed by `condition_key`:
// while the condition lasts (`cleared_at` null) no second event of that key can exist, so an unchanged
// condition is never raised or alerted twice; when a sync no longer sees it, it is cleared and resolved.

export type TViolationNoteEntry = { id: string; text: string; authorId: string | null; at: string };

export const violationEvents = pgTable(
  'violation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: channelId(),
    type: text('type').$type<TViolationEventType>().notNull(),
    severity: text('severity').notNull(),
    /** 0 critical … 3 low: the inbox's first sort key. */
    severityRank: smallint('severity_rank').notNull(),
    status: text('status').$type<'new' | 'acknowledged' | 'resolved'>().notNull().default('new'),
    conditionKey: text('condition_key').notNull(),
    asin: text('asin'),
    sku: text('sku'),
    marketplaceId: text('marketplace_id'),
    summary: text('summary').notNull(),
    /** What the detector saw: before/after, the offer, the report row. */
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    /** When Amazon's data says it happened (the snapshot or report row), and when we raised it. */
    occurredAt: ts('occurred_at').notNull(),
    detectedAt: ts('detected_at').notNull(),
    /** When a sync no longer saw the condition; null while it lasts. */
    clearedAt: ts('cleared_at'),
    acknowledgedAt: ts('acknowledged_at'),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id),
    resolvedAt: ts('resolved_at'),
    /** Null on a resolved event: the condition cleared by itself. */
    resolvedBy: uuid('resolved_by').references(() => users.id),
    assigneeId: uuid('assignee_id').references(() => users.id),
    notes: jsonb('notes').$type<TViolationNoteEntry[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex('violation_events_condition_uq')
      .on(t.channelId, t.conditionKey)
      .where(sql`cleared_at is null`),
    index('violation_events_inbox_idx').on(t.channelId, t.severityRank, t.detectedAt, t.id),
  ],
);

/** A user's wish per event type: immediate e-mail, the daily summary, or nothing; scoped or not. */
export const violationAlertPreferences = pgTable(
  'violation_alert_preferences',
  {
    userId: userRef(),
    type: text('type').$type<TViolationEventType>().notNull(),
    delivery: text('delivery').$type<TAlertDelivery>().notNull(),
    channelIds: jsonb('channel_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    asins: jsonb('asins').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * One notice per user, event and kind (raised / resolved): the bell's item, and the e-mail's ledger.
 * `delivery` is what the user's preference said when it was written; `emailed_at` when it went out
 * (immediately, or in the daily summary).
 */
export const violationNotifications = pgTable(
  'violation_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => violationEvents.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'raised' | 'resolved'>().notNull(),
    delivery: text('delivery').$type<TAlertDelivery>().notNull(),
    createdAt: createdAt(),
    readAt: ts('read_at'),
    emailedAt: ts('emailed_at'),
  },
  (t) => [
    uniqueIndex('violation_notifications_uq').on(t.userId, t.eventId, t.kind),
    index('violation_notifications_unread_idx').on(t.userId, t.createdAt),
  ],
);

/** The watch list of a store's ASINs (violation-admin): MAP price, authorised sellers, tags. */
export const violationWatch = pgTable(
  'violation_watch',
  {
    channelId: channelId(),
    asin: text('asin').notNull(),
    /** Minimum advertised price in minor units of the store's currency; null: the seller's own price. */
    mapPriceMinor: integer('map_price_minor'),
    authorizedSellers: jsonb('authorized_sellers').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.asin] })],
);

/** One step of a feedback removal request: who (null: the import) set which status when. */
export type TFeedbackRemovalStep = {
  status: 'requested' | 'removed' | 'refused';
  at: string;
  byUserId: string | null;
  note: string | null;
};

/**
 * The seller's removal request of one seller feedback (keyed like `seller_feedback`, which the import
 * rewrites: the request lives beside it). `history` logs every step with who and when.
 */
export const sellerFeedbackRemovals = pgTable(
  'seller_feedback_removals',
  {
    channelId: channelId(),
    amazonOrderId: text('amazon_order_id').notNull(),
    status: text('status').$type<TFeedbackRemovalStep['status']>().notNull(),
    requestedOn: date('requested_on', { mode: 'string' }),
    note: text('note'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    history: jsonb('history').$type<TFeedbackRemovalStep[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.amazonOrderId] }),
    index('seller_feedback_removals_open_idx').on(t.channelId).where(sql`status = 'requested'`),
  ],
);
