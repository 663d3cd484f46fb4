import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import {
  adsMetrics,
  channelId,
  createdAt,
  jsonObject,
  lastEdit,
  ref,
  runTimes,
  syncedAt,
  timestamps,
  ts,
} from './columns.ts';

// PPC Manager automation (issue 21): the search-term report, the seller's bid rules and their runs,
// dayparting multipliers and the base bids dayparting multiplies, and tags used to scope rules.

// Daily spSearchTerm rows: what shoppers typed, per targeting clause (keyword or target) and day.
// Idempotent upserts on (store, clause, term, day); recent days are re-read while conversions arrive.
export const adsSearchTermMetrics = pgTable(
  'ads_search_term_metrics',
  {
    channelId: channelId(),
    /** The keywordId / targetId the term matched. */
    keywordId: text('keyword_id').notNull(),
    searchTerm: text('search_term').notNull(),
    day: date('day').notNull(),
    campaignId: text('campaign_id').notNull(),
    adGroupId: text('ad_group_id').notNull(),
    keywordType: text('keyword_type'),
    targeting: text('targeting'),
    ...adsMetrics(),
    syncedAt: syncedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.keywordId, t.searchTerm, t.day] }),
    index('ads_search_term_metrics_day_idx').on(t.channelId, t.day),
  ],
);

/** A rule as the seller wrote it; scope, conditions and action are the contract's shapes (ZPpcRuleInput). */
export const ppcRules = pgTable(
  'ppc_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: channelId(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** daily or hourly. */
    schedule: text('schedule').notNull(),
    lookbackDays: integer('lookback_days').notNull(),
    /** Attribution window of orders and sales the conditions read: 1, 7, 14 or 30 days. */
    attributionWindow: integer('attribution_window').notNull().default(7),
    scope: jsonObject('scope'),
    conditions: jsonb('conditions').notNull().default(sql`'[]'::jsonb`),
    action: jsonb('action').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    ...timestamps(),
    lastRunAt: ts('last_run_at'),
  },
  (t) => [index('ppc_rules_channel_idx').on(t.channelId, t.createdAt)],
);

/** One evaluation of a rule (scheduled or by hand): what it proposed and whether it was applied. */
export const ppcRuleRuns = pgTable(
  'ppc_rule_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ruleId: ref('rule_id', () => ppcRules.id, 'cascade'),
    channelId: channelId(),
    /** schedule or manual. */
    trigger: text('trigger').notNull(),
    /** running, done, failed, not-applied (no apply wired). */
    status: text('status').notNull(),
    ...runTimes(),
    evaluated: integer('evaluated').notNull().default(0),
    proposed: integer('proposed').notNull().default(0),
    /** The proposed changes (ZPpcChangeRequest items), as handed to apply. */
    changes: jsonb('changes').notNull().default(sql`'[]'::jsonb`),
    error: text('error'),
  },
  (t) => [index('ppc_rule_runs_rule_idx').on(t.ruleId, t.startedAt)],
);

/** A store's 7×24 bid multipliers (weekday 0 = Sunday), in the time zone it was saved in. */
export const ppcDayparting = pgTable('ppc_dayparting', {
  channelId: channelId().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  timezone: text('timezone').notNull().default('America/Los_Angeles'),
  /** 7 rows of 24 multipliers (1 = the base bid). */
  multipliers: jsonb('multipliers').$type<number[][]>().notNull(),
  /** 7 rows of 24 campaign budget multipliers (1 = the base budget); null = budgets left alone. */
  budgetMultipliers: jsonb('budget_multipliers').$type<number[][] | null>(),
  /** The local hour (YYYY-MM-DDTHH) last applied, so a retried job does not apply it twice. */
  lastAppliedHour: text('last_applied_hour'),
  ...lastEdit(),
});

/**
 * What dayparting multiplies: a keyword's bid (entity_type keyword) or a campaign's daily budget (entity_type
 * campaign) when dayparting first saw it (minor units).
 */
export const ppcDaypartBaseBids = pgTable(
  'ppc_daypart_base_bids',
  {
    channelId: channelId(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    baseBidMinor: integer('base_bid_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.entityType, t.entityId] })],
);

/** Seller tags on campaigns, ad groups, keywords or targets (rule scope "by tag"). */
export const ppcEntityTags = pgTable(
  'ppc_entity_tags',
  {
    channelId: channelId(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    tag: text('tag').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.entityType, t.entityId, t.tag] }),
    index('ppc_entity_tags_tag_idx').on(t.channelId, t.tag),
  ],
);

/**
 * Amazon Ads change history (POST /history), imported with the ads sync: every change Amazon recorded to
 * the store's Sponsored Products entities, by anyone. `source` is ours: "us" when a change we applied
 * matches it (entity, field, value, time), else "amazon" (the seller in the console, or another tool).
 */
export const adsChangeHistory = pgTable(
  'ads_change_history',
  {
    channelId: channelId(),
    /** CAMPAIGN, AD_GROUP, KEYWORD, PRODUCT_TARGETING, NEGATIVE_KEYWORD, AD. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** STATUS, BID_AMOUNT, BUDGET_AMOUNT, DEFAULT_BID_AMOUNT, NAME, … */
    changeType: text('change_type').notNull(),
    changedAt: ts('changed_at').notNull(),
    previousValue: text('previous_value'),
    newValue: text('new_value'),
    campaignId: text('campaign_id'),
    adGroupId: text('ad_group_id'),
    /** Keyword text or targeting expression, when Amazon gives it. */
    label: text('label'),
    /** us | amazon. */
    source: text('source').notNull(),
    syncedAt: syncedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.entityType, t.entityId, t.changeType, t.changedAt] }),
    index('ads_change_history_time_idx').on(t.channelId, t.changedAt),
  ],
);
