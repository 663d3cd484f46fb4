import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { channelId, createdAt, lastEdit, syncedAt, timestamps, ts } from './columns.ts';

// Review Request Automation (issue 8): the store's settings (review_request_rules: on/off, test mode,
// exclusions), its ordered rules (issue 25: which orders, timed from which date), one request per order (the primary key is
// what makes a second request for an order impossible), and every attempt with its outcome.

export const reviewRequestRules = pgTable('review_request_rules', {
  channelId: channelId().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  /** Records what would be sent (outcome `test`) without asking Amazon to send it. */
  testMode: boolean('test_mode').notNull().default(false),
  delayDays: integer('delay_days').notNull().default(5),
  /** Hour of the day (0–23) in time_zone. */
  sendHour: integer('send_hour').notNull().default(10),
  timeZone: text('time_zone').notNull().default('America/Los_Angeles'),
  excludeReturned: boolean('exclude_returned').notNull().default(true),
  excludeNegativeFeedback: boolean('exclude_negative_feedback').notNull().default(true),
  // The exclusions the order data supports beyond returns and feedback (issue 25).
  excludeBusiness: boolean('exclude_business').notNull().default(false),
  excludeReplacement: boolean('exclude_replacement').notNull().default(true),
  excludeFbm: boolean('exclude_fbm').notNull().default(false),
  excludeShippedLate: boolean('exclude_shipped_late').notNull().default(false),
  /** A refund in the financial events (RefundEventList), returned or not. */
  excludeRefunded: boolean('exclude_refunded').notNull().default(true),
  excludedAsins: text('excluded_asins').array().notNull().default(sql`'{}'::text[]`),
  excludedSkus: text('excluded_skus').array().notNull().default(sql`'{}'::text[]`),
  /** Orders whose buyers asked not to be contacted. */
  doNotSolicit: text('do_not_solicit').array().notNull().default(sql`'{}'::text[]`),
  ...lastEdit(),
});

export type TTimingBasis = 'order' | 'ship' | 'delivery';

/**
 * A store's rules, tried in priority order (1 first): an order goes to the first enabled one whose scope
 * (ASINs, SKUs, marketplaces; empty = all) matches, timed from its basis date. Migration 40 made each
 * store's single rule its rule 1 (delivery-based, unscoped).
 */
export const reviewRequestRuleList = pgTable(
  'review_request_rule_list',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: channelId(),
    priority: integer('priority').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    timingBasis: text('timing_basis').$type<TTimingBasis>().notNull().default('delivery'),
    delayDays: integer('delay_days').notNull().default(5),
    sendHour: integer('send_hour').notNull().default(10),
    timeZone: text('time_zone').notNull().default('America/Los_Angeles'),
    asins: text('asins').array().notNull().default(sql`'{}'::text[]`),
    skus: text('skus').array().notNull().default(sql`'{}'::text[]`),
    marketplaces: text('marketplaces').array().notNull().default(sql`'{}'::text[]`),
    updatedBy: uuid('updated_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [index('review_request_rule_list_channel_idx').on(t.channelId, t.priority)],
);

export type TReviewRequestStatus = 'scheduled' | 'sending' | 'sent' | 'test' | 'skipped' | 'failed';

export const reviewRequests = pgTable(
  'review_requests',
  {
    channelId: channelId(),
    amazonOrderId: text('amazon_order_id').notNull(),
    status: text('status').$type<TReviewRequestStatus>().notNull(),
    scheduledAt: ts('scheduled_at').notNull(),
    windowEnd: ts('window_end').notNull(),
    /** Why it was skipped, failed, or (while scheduled) is waiting: a REVIEW_REQUEST_REASONS key. */
    reason: text('reason'),
    /** Amazon's own words when it refused. */
    error: text('error'),
    tries: integer('tries').notNull().default(0),
    /** When a worker took it; a send older than the lease is taken over after a crash. */
    claimedAt: ts('claimed_at'),
    doneAt: ts('done_at'),
    /** The rule that scheduled it (null once that rule is deleted); the log names it. */
    ruleId: uuid('rule_id').references(() => reviewRequestRuleList.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.amazonOrderId] }),
    index('review_requests_due_idx').on(t.channelId, t.scheduledAt).where(sql`status = 'scheduled'`),
    index('review_requests_done_idx').on(t.channelId, t.doneAt),
  ],
);

export type TAttemptOutcome = 'sent' | 'test' | 'skipped' | 'failed' | 'retry';

export const reviewRequestAttempts = pgTable(
  'review_request_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: channelId(),
    amazonOrderId: text('amazon_order_id').notNull(),
    at: ts('at').notNull(),
    outcome: text('outcome').$type<TAttemptOutcome>().notNull(),
    reason: text('reason'),
    error: text('error'),
    httpStatus: integer('http_status'),
  },
  (t) => [
    index('review_request_attempts_order_idx').on(t.channelId, t.amazonOrderId),
    index('review_request_attempts_at_idx').on(t.channelId, t.at),
    // The database itself refuses a second send of one order, whatever a retry or a race does.
    uniqueIndex('review_request_attempts_sent_uq')
      .on(t.channelId, t.amazonOrderId)
      .where(sql`outcome = 'sent'`),
  ],
);

/** Seller feedback from Amazon's feedback report: a negative one excludes its order. */
export const sellerFeedback = pgTable(
  'seller_feedback',
  {
    channelId: channelId(),
    amazonOrderId: text('amazon_order_id').notNull(),
    feedbackDate: ts('feedback_date').notNull(),
    rating: integer('rating').notNull(),
    comments: text('comments'),
    syncedAt: syncedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.amazonOrderId] }),
    // The Violation module's feedback list: newest first, keyset on (date, order).
    index('seller_feedback_date_idx').on(t.channelId, t.feedbackDate, t.amazonOrderId),
  ],
);
