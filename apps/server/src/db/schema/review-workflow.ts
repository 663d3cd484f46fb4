import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { channelId, companyRef, createdAt, ref, timestamps, ts, updatedAt, userRef } from './columns.ts';

// The review product's own data (issue 7): tags and tag rules (per company), notes and tags on reviews,
// per-user notification settings, alerts (each fires once) and the notifications sent (each mailed once).

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: createdAt(),
  },
  // dupTitle on the server: no two tags of a company whose names differ only in case.
  (t) => [uniqueIndex('tags_company_name_uq').on(t.companyId, sql`lower(${t.name})`)],
);

export const reviewTags = pgTable(
  'review_tags',
  {
    channelId: channelId(),
    reviewId: text('review_id').notNull(),
    tagId: ref('tag_id', () => tags.id, 'cascade'),
    /** manual, or the rule that added it. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.reviewId, t.tagId] }),
    index('review_tags_tag_idx').on(t.tagId, t.channelId),
  ],
);

export const tagRules = pgTable(
  'tag_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    name: text('name').notNull(),
    tagId: ref('tag_id', () => tags.id, 'cascade'),
    keywords: text('keywords').array().notNull(),
    stars: integer('stars').array().notNull(),
    asins: text('asins').array().notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('tag_rules_company_idx').on(t.companyId)],
);

export const reviewNotes = pgTable(
  'review_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: channelId(),
    reviewId: text('review_id').notNull(),
    userId: userRef(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_notes_review_idx').on(t.channelId, t.reviewId)],
);

/** A user without a row has the defaults of the contract (DEFAULT_SUMMARY_HOUR …). */
export const notificationSettings = pgTable('notification_settings', {
  userId: userRef().primaryKey(),
  dailySummary: boolean('daily_summary').notNull(),
  /** How often the summary goes out (issue 25): daily, weekly (Mondays) or monthly (the 1st), local time. */
  summaryFrequency: text('summary_frequency')
    .$type<'daily' | 'weekly' | 'monthly'>()
    .notNull()
    .default('daily'),
  summaryHour: integer('summary_hour').notNull(),
  timezone: text('timezone').notNull(),
  negativeReviewAlert: boolean('negative_review_alert').notNull(),
  negativeStars: integer('negative_stars').array().notNull(),
  ratingDropAlert: boolean('rating_drop_alert').notNull(),
  /** The user's alert scope: only these ASINs (empty: all) and, for negative reviews, these tags. */
  alertAsins: text('alert_asins').array().notNull().default(sql`'{}'::text[]`),
  alertTagIds: uuid('alert_tag_ids').array().notNull().default(sql`'{}'::uuid[]`),
  updatedAt: updatedAt(),
});

export type TReviewAlertKind = 'negative_review' | 'rating_drop' | 'review_removed';

/** One alert per subject (a review, or an ASIN's drop on a day): the unique key makes it fire once. */
export const reviewAlerts = pgTable(
  'review_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: channelId(),
    kind: text('kind').$type<TReviewAlertKind>().notNull(),
    subjectKey: text('subject_key').notNull(),
    /** Stars or ratings for the mail: { asin, stars, title, from, to … }. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** Set when every recipient's mail has been queued. */
    notifiedAt: ts('notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_alerts_subject_uq').on(t.channelId, t.kind, t.subjectKey),
    index('review_alerts_channel_created_idx').on(t.channelId, t.createdAt),
  ],
);

/** The notification centre's read marks: a review alert is unread for a user until a row says otherwise. */
export const reviewAlertReads = pgTable(
  'review_alert_reads',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    alertId: ref('alert_id', () => reviewAlerts.id, 'cascade'),
    readAt: ts('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.alertId] })],
);

/** Every notification mail, keyed so a retried job cannot send it twice (daily summary: the local date). */
export const notificationsSent = pgTable(
  'notifications_sent',
  {
    userId: userRef(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.key] })],
);
