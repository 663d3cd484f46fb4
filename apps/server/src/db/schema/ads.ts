import { bigint, date, index, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { adsMetrics, channelId, inAdGroup, money, syncedAt } from './columns.ts';

// Amazon Ads (Sponsored Products) per store: the advertising profile of the store's marketplace, its
// entities, and daily metrics from v3 reports. Keyed on Amazon's ids (int64 values, kept as text so no
// client ever rounds them), so every write is an idempotent upsert; rows stay when a store disconnects.

const bid = (name: string) => numeric(name, { precision: 10, scale: 2 });

export const adsProfiles = pgTable(
  'ads_profiles',
  {
    channelId: channelId(),
    profileId: text('profile_id').notNull(),
    marketplaceId: text('marketplace_id').notNull(),
    countryCode: text('country_code'),
    currencyCode: text('currency_code'),
    /** Ads reports cut their days in this time zone. */
    timezone: text('timezone'),
    accountType: text('account_type'),
    accountName: text('account_name'),
    syncedAt: syncedAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.profileId] })],
);

export const adsCampaigns = pgTable(
  'ads_campaigns',
  {
    channelId: channelId(),
    campaignId: text('campaign_id').notNull(),
    profileId: text('profile_id').notNull(),
    name: text('name').notNull(),
    /** AUTO or MANUAL. */
    targetingType: text('targeting_type'),
    /** ENABLED, PAUSED or ARCHIVED. */
    state: text('state').notNull(),
    biddingStrategy: text('bidding_strategy'),
    budget: money('budget'),
    budgetType: text('budget_type'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    servingStatus: text('serving_status'),
    syncedAt: syncedAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.campaignId] })],
);

export const adsAdGroups = pgTable(
  'ads_ad_groups',
  {
    channelId: channelId(),
    adGroupId: text('ad_group_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    defaultBid: bid('default_bid'),
    servingStatus: text('serving_status'),
    syncedAt: syncedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.adGroupId] }),
    index('ads_ad_groups_campaign_idx').on(t.channelId, t.campaignId),
  ],
);

export const adsKeywords = pgTable(
  'ads_keywords',
  {
    channelId: channelId(),
    keywordId: text('keyword_id').notNull(),
    ...inAdGroup(),
    keywordText: text('keyword_text').notNull(),
    /** EXACT, PHRASE or BROAD. */
    matchType: text('match_type').notNull(),
    state: text('state').notNull(),
    bid: bid('bid'),
    syncedAt: syncedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.keywordId] }),
    index('ads_keywords_ad_group_idx').on(t.channelId, t.adGroupId),
  ],
);

export type TAdsExpression = { type: string; value?: string }[];

// Product and category targets, and the predefined expressions of automatic campaigns.
export const adsTargets = pgTable(
  'ads_targets',
  {
    channelId: channelId(),
    targetId: text('target_id').notNull(),
    ...inAdGroup(),
    /** AUTO or MANUAL. */
    expressionType: text('expression_type').notNull(),
    expression: jsonb('expression').$type<TAdsExpression>().notNull(),
    resolvedExpression: jsonb('resolved_expression').$type<TAdsExpression>(),
    state: text('state').notNull(),
    bid: bid('bid'),
    syncedAt: syncedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.targetId] }),
    index('ads_targets_ad_group_idx').on(t.channelId, t.adGroupId),
  ],
);

// Which product (ASIN/SKU) an ad group advertises: links ad metrics to the catalogue.
export const adsProductAds = pgTable(
  'ads_product_ads',
  {
    channelId: channelId(),
    adId: text('ad_id').notNull(),
    ...inAdGroup(),
    asin: text('asin'),
    sku: text('sku'),
    state: text('state').notNull(),
    syncedAt: syncedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.adId] }),
    index('ads_product_ads_asin_idx').on(t.channelId, t.asin),
  ],
);

/** The grain of a metrics row: a campaign, a targeting clause (keyword or target), or a product ad. */
export type TAdsMetricsLevel = 'campaign' | 'targeting' | 'product-ad';

// Daily Sponsored Products metrics at three grains, one row per entity per day (in the profile's time
// zone). Conversions keep being attributed for 30 days, so recent days are re-read and updated.
export const adsDailyMetrics = pgTable(
  'ads_daily_metrics',
  {
    channelId: channelId(),
    level: text('level').$type<TAdsMetricsLevel>().notNull(),
    /** campaignId, keywordId/targetId, or adId, by level. */
    entityId: text('entity_id').notNull(),
    day: date('day').notNull(),
    campaignId: text('campaign_id').notNull(),
    adGroupId: text('ad_group_id'),
    /** targeting: EXACT, PHRASE, BROAD, TARGETING_EXPRESSION or TARGETING_EXPRESSION_PREDEFINED. */
    keywordType: text('keyword_type'),
    /** targeting: the keyword text or the expression; product-ad: the advertised ASIN. */
    targeting: text('targeting'),
    asin: text('asin'),
    sku: text('sku'),
    ...adsMetrics(),
    unitsSold14d: integer('units_sold_14d'),
    syncedAt: syncedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.level, t.entityId, t.day] }),
    index('ads_daily_metrics_day_idx').on(t.channelId, t.level, t.day),
    index('ads_daily_metrics_campaign_idx').on(t.channelId, t.campaignId, t.day),
    // PPC Manager's drill-down (issue 21): one ad group's keywords/targets or product ads over a period.
    index('ads_daily_metrics_ad_group_idx').on(t.channelId, t.level, t.adGroupId, t.day),
  ],
);

// A counter per store that moves with every committed change to its Ads rows (triggers of migration 0022 on
// each ads_* table, so no writer can forget): PPC Manager keeps summed tables in memory and uses them only
// while the store's counter is the one they were read at.
export const adsVersions = pgTable('ads_versions', {
  channelId: channelId().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
