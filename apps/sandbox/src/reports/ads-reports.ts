import { z } from 'zod';
import { targetingText } from '../ads-api/sp-json.ts';
import { isoDate, startOfDay } from '../clock.ts';
import { stateOn } from '../data/ads-entities.ts';
import {
  addLeaf,
  adsLeavesOn,
  emptyMetrics,
  type TLeafDay,
  type TMetrics,
  WINDOWS,
} from '../data/ads-metrics.ts';
import type { TSellerData } from '../data/seller-data.ts';
import { hash32 } from '../prng.ts';
import { splitBySearchTerm, type TSearchTermLeaf } from './search-terms.ts';

/** A report's `configuration` as createAsyncReport takes it (the type follows the schema). */
export const ZAdsReportConfig = z.object({
  adProduct: z.literal('SPONSORED_PRODUCTS'),
  reportTypeId: z.string().min(1),
  groupBy: z.array(z.string()).min(1),
  columns: z.array(z.string()).min(1),
  timeUnit: z.enum(['DAILY', 'SUMMARY']),
  format: z.literal('GZIP_JSON'),
  filters: z
    .array(z.object({ field: z.string(), values: z.array(z.string()).min(1) }))
    .nullable()
    .optional(),
});
export type TAdsReportConfig = z.infer<typeof ZAdsReportConfig>;

export type TAdsReportSpec = {
  configuration: TAdsReportConfig;
  startDay: number;
  endDay: number;
  /** Only the home profile runs campaigns; reports of the others come back empty. */
  home: boolean;
};

// Metric columns every Sponsored Products report type has, from the accumulated metrics.
const METRIC_COLUMNS: Record<string, (m: TMetrics) => number | null> = {
  impressions: (m) => m.impressions,
  clicks: (m) => m.clicks,
  cost: (m) => m.cost,
  // The spec's name for cost in the newer report columns; the same money.
  spend: (m) => m.cost,
  // Kindle page reads exist only for KDP books, which no sandbox seller sells.
  kindleEditionNormalizedPagesRead14d: () => 0,
  kindleEditionNormalizedPagesRoyalties14d: () => 0,
  costPerClick: (m) => (m.clicks > 0 ? Math.round((m.cost / m.clicks) * 100) / 100 : null),
  clickThroughRate: (m) => (m.impressions > 0 ? Math.round((m.clicks / m.impressions) * 1e6) / 1e4 : null),
  acosClicks7d: (m) => (m.sales[7] > 0 ? Math.round((m.cost / m.sales[7]) * 1e4) / 100 : null),
  acosClicks14d: (m) => (m.sales[14] > 0 ? Math.round((m.cost / m.sales[14]) * 1e4) / 100 : null),
  roasClicks7d: (m) => (m.cost > 0 ? Math.round((m.sales[7] / m.cost) * 100) / 100 : null),
  roasClicks14d: (m) => (m.cost > 0 ? Math.round((m.sales[14] / m.cost) * 100) / 100 : null),
};
for (const w of WINDOWS) {
  METRIC_COLUMNS[`purchases${w}d`] = (m) => m.purchases[w];
  METRIC_COLUMNS[`sales${w}d`] = (m) => m.sales[w];
  METRIC_COLUMNS[`unitsSoldClicks${w}d`] = (m) => m.units[w];
  METRIC_COLUMNS[`purchasesSameSku${w}d`] = (m) => m.purchasesSameSku[w];
  METRIC_COLUMNS[`attributedSalesSameSku${w}d`] = (m) => m.salesSameSku[w];
  METRIC_COLUMNS[`unitsSoldSameSku${w}d`] = (m) => m.unitsSameSku[w];
}
METRIC_COLUMNS.salesOtherSku7d = (m) => Math.round((m.sales[7] - m.salesSameSku[7]) * 100) / 100;
METRIC_COLUMNS.unitsSoldOtherSku7d = (m) => m.units[7] - m.unitsSameSku[7];

type TDimension = (leaf: TLeafDay, day: number, currency: string) => string | number | null;

const CAMPAIGN_COLUMNS: Record<string, TDimension> = {
  campaignId: (l) => Number(l.campaign.campaignId),
  campaignName: (l) => l.campaign.name,
  campaignStatus: (l, day) => stateOn(l.campaign, day),
  campaignBudgetAmount: (l) => l.campaign.dailyBudget,
  campaignBudgetType: () => 'DAILY_BUDGET',
  campaignBudgetCurrencyCode: (_l, _d, currency) => currency,
  campaignBiddingStrategy: (l) => l.campaign.strategy,
  // Sandbox campaigns sit in no portfolio and run under no budget rule.
  portfolioId: () => null,
  campaignApplicableBudgetRuleId: () => null,
  campaignApplicableBudgetRuleName: () => null,
  campaignRuleBasedBudgetAmount: () => null,
};
const AD_GROUP_COLUMNS: Record<string, TDimension> = {
  adGroupId: (l) => Number(l.adGroup.adGroupId),
  adGroupName: (l) => l.adGroup.name,
  adStatus: (l, day) => stateOn(l.adGroup, day),
};
const keywordType = (l: TLeafDay) =>
  l.clause.kind === 'keyword'
    ? l.clause.matchType
    : l.clause.expressionType === 'AUTO'
      ? 'TARGETING_EXPRESSION_PREDEFINED'
      : 'TARGETING_EXPRESSION';
const TARGETING_COLUMNS: Record<string, TDimension> = {
  keywordId: (l) => Number(l.clause.id),
  keyword: (l) => targetingText(l.clause),
  targeting: (l) => targetingText(l.clause),
  keywordType,
  matchType: keywordType,
  keywordBid: (l) => l.clause.bid,
  adKeywordStatus: (l, day) => stateOn(l.clause, day),
};
const adCreativeStatus = (l: TLeafDay, day: number) => {
  const ad = l.adGroup.productAds.find((a) => a.adId === l.adId);
  return ad ? stateOn(ad, day) : stateOn(l.adGroup, day);
};
const PRODUCT_COLUMNS: Record<string, TDimension> = {
  adId: (l) => Number(l.adId),
  adCreativeStatus,
  advertisedAsin: (l) => l.asin,
  advertisedSku: (l) => l.sku,
  campaignBudgetCurrencyCode: (_l, _d, currency) => currency,
};

const PLACEMENTS = ['Top of Search on-Amazon', 'Detail Page on-Amazon', 'Other on-Amazon'] as const;
/**
 * Where a clause's ads showed on a day: one placement per clause-day, top of search as often as the
 * campaign's top-of-search share of traffic, so placement rows add up to the campaign's totals.
 */
function placementOf(l: TLeafDay, day: number): string {
  const roll = hash32('placement', `${l.clause.id}:${l.adId}:${day}`) % 100;
  const top = Math.min(90, 30 + l.campaign.topOfSearchPercentage / 3);
  return PLACEMENTS[roll < top ? 0 : roll < top + (100 - top) / 2 ? 1 : 2];
}

type TReportType = {
  /** The groupBy values the type accepts and the dimension columns each adds. */
  groupBy: Record<string, Record<string, TDimension>>;
  /** The key of a leaf's day at the report's grain. */
  key(groupBy: string[], leaf: TLeafDay, day: number): string;
  filters: Record<string, (leaf: TLeafDay, day: number) => string>;
  /** A finer grain than the leaf (search terms): each leaf-day split into parts that sum to it. */
  expand?: (leaf: TLeafDay, day: number, currency: string) => TLeafDay[];
};

// Amazon's v3 Sponsored Products report types the sandbox produces (there is no spKeywords in v3:
// keywords come from spTargeting, filtered by keywordType).
export const ADS_REPORT_TYPES: Record<string, TReportType> = {
  spCampaigns: {
    groupBy: {
      campaign: CAMPAIGN_COLUMNS,
      adGroup: { ...CAMPAIGN_COLUMNS, ...AD_GROUP_COLUMNS },
      campaignPlacement: { ...CAMPAIGN_COLUMNS, placementClassification: placementOf },
    },
    key: (groupBy, l, day) =>
      `${groupBy.includes('adGroup') ? l.adGroup.adGroupId : l.campaign.campaignId}${
        groupBy.includes('campaignPlacement') ? `:${placementOf(l, day)}` : ''
      }`,
    filters: { campaignStatus: (l, day) => stateOn(l.campaign, day) },
  },
  spTargeting: {
    groupBy: { targeting: { ...CAMPAIGN_COLUMNS, ...AD_GROUP_COLUMNS, ...TARGETING_COLUMNS } },
    key: (_g, l) => l.clause.id,
    filters: { keywordType, adKeywordStatus: (l, day) => stateOn(l.clause, day) },
  },
  spSearchTerm: {
    groupBy: {
      searchTerm: {
        ...CAMPAIGN_COLUMNS,
        ...AD_GROUP_COLUMNS,
        ...TARGETING_COLUMNS,
        searchTerm: (l) => (l as TSearchTermLeaf).searchTerm,
      },
    },
    key: (_g, l) => `${l.clause.id}:${(l as TSearchTermLeaf).searchTerm}`,
    filters: { keywordType, adKeywordStatus: (l, day) => stateOn(l.clause, day) },
    expand: splitBySearchTerm,
  },
  spAdvertisedProduct: {
    groupBy: { advertiser: { ...CAMPAIGN_COLUMNS, ...AD_GROUP_COLUMNS, ...PRODUCT_COLUMNS } },
    key: (_g, l) => l.adId,
    filters: {
      adStatus: (l, day) => stateOn(l.adGroup, day),
      adCreativeStatus,
      campaignStatus: (l, day) => stateOn(l.campaign, day),
    },
  },
};

/** The dimension columns a configuration may name (the union over its groupBy values) and the metrics. */
export function allowedColumns(config: Pick<TAdsReportConfig, 'reportTypeId' | 'groupBy' | 'timeUnit'>) {
  const type = ADS_REPORT_TYPES[config.reportTypeId];
  if (!type) return [];
  const dims = config.groupBy.flatMap((g) => Object.keys(type.groupBy[g] ?? {}));
  const dates = config.timeUnit === 'DAILY' ? ['date'] : ['startDate', 'endDate'];
  return [...new Set([...dims, ...Object.keys(METRIC_COLUMNS), ...dates])];
}

/** The report's rows as of `nowDay`: one per entity (and per day when DAILY) that had impressions. */
export function buildAdsReport(data: TSellerData, spec: TAdsReportSpec, nowDay: number): unknown[] {
  if (!spec.home) return [];
  const config = spec.configuration;
  const type = ADS_REPORT_TYPES[config.reportTypeId];
  if (!type) return [];
  const currency = data.profile.home.currency;
  const dims: Record<string, TDimension> = Object.assign(
    {},
    ...config.groupBy.map((g) => type.groupBy[g] ?? {}),
  );
  const filters = (config.filters ?? []).filter((f) => type.filters[f.field]);
  const groups = new Map<string, { leaf: TLeafDay; day: number; metrics: TMetrics }>();
  for (let day = spec.startDay; day <= Math.min(spec.endDay, nowDay - 1); day++) {
    const leaves = adsLeavesOn(data, day);
    for (const leaf of type.expand ? leaves.flatMap((l) => type.expand?.(l, day, currency) ?? [l]) : leaves) {
      if (!filters.every((f) => f.values.includes(type.filters[f.field]?.(leaf, nowDay) ?? ''))) continue;
      const key = `${type.key(config.groupBy, leaf, day)}${config.timeUnit === 'DAILY' ? `:${day}` : ''}`;
      let group = groups.get(key);
      if (!group) {
        group = { leaf, day, metrics: emptyMetrics() };
        groups.set(key, group);
      }
      addLeaf(group.metrics, leaf, day, nowDay, currency);
    }
  }
  const rows: unknown[] = [];
  for (const { leaf, day, metrics } of groups.values()) {
    // Search-term parts keep a click even where rounding left them no impression.
    if (metrics.impressions === 0 && (!type.expand || metrics.clicks === 0)) continue;
    const row: Record<string, unknown> = {};
    for (const column of config.columns) {
      if (column === 'date') row.date = isoDate(startOfDay(day));
      else if (column === 'startDate') row.startDate = isoDate(startOfDay(spec.startDay));
      else if (column === 'endDate') row.endDate = isoDate(startOfDay(spec.endDay));
      else if (METRIC_COLUMNS[column]) row[column] = METRIC_COLUMNS[column](metrics);
      // The group's placement is its first leaf-day's (statuses below are as of today).
      else if (column === 'placementClassification') row[column] = placementOf(leaf, day);
      else row[column] = dims[column]?.(leaf, nowDay, currency) ?? null;
    }
    rows.push(row);
  }
  return rows;
}
