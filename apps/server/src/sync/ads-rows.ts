import type {
  adsAdGroups,
  adsCampaigns,
  adsDailyMetrics,
  adsKeywords,
  adsProductAds,
  adsProfiles,
  adsTargets,
  TAdsMetricsLevel,
} from '../db/schema/index.ts';
import type {
  TAdsAdGroup,
  TAdsCampaign,
  TAdsKeyword,
  TAdsProductAd,
  TAdsProfile,
  TAdsTarget,
} from '../integrations/amazon/ads-api.ts';

// Amazon Ads answers as table rows. Every row carries every column (null when Amazon left it out), so
// one batch updates the same columns for all its rows.

const id = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);
const money = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : null;
const int = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const day = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

export function profileRow(channelId: string, p: TAdsProfile): typeof adsProfiles.$inferInsert {
  return {
    channelId,
    profileId: String(p.profileId),
    marketplaceId: p.accountInfo?.marketplaceStringId ?? '',
    countryCode: text(p.countryCode),
    currencyCode: text(p.currencyCode),
    timezone: text(p.timezone),
    accountType: text(p.accountInfo?.type),
    accountName: text(p.accountInfo?.name),
  };
}

export function campaignRow(
  channelId: string,
  profileId: string,
  c: TAdsCampaign,
): typeof adsCampaigns.$inferInsert {
  return {
    channelId,
    campaignId: String(c.campaignId),
    profileId,
    name: c.name,
    targetingType: text(c.targetingType),
    state: c.state,
    biddingStrategy: text(c.dynamicBidding?.strategy),
    budget: money(c.budget?.budget),
    budgetType: text(c.budget?.budgetType),
    startDate: day(c.startDate),
    endDate: day(c.endDate),
    servingStatus: text(c.extendedData?.servingStatus),
  };
}

export function adGroupRow(channelId: string, g: TAdsAdGroup): typeof adsAdGroups.$inferInsert {
  return {
    channelId,
    adGroupId: String(g.adGroupId),
    campaignId: String(g.campaignId),
    name: g.name,
    state: g.state,
    defaultBid: money(g.defaultBid),
    servingStatus: text(g.extendedData?.servingStatus),
  };
}

export function keywordRow(channelId: string, k: TAdsKeyword): typeof adsKeywords.$inferInsert {
  return {
    channelId,
    keywordId: String(k.keywordId),
    adGroupId: String(k.adGroupId),
    campaignId: String(k.campaignId),
    keywordText: k.keywordText,
    matchType: k.matchType,
    state: k.state,
    bid: money(k.bid),
  };
}

export function targetRow(channelId: string, t: TAdsTarget): typeof adsTargets.$inferInsert {
  return {
    channelId,
    targetId: String(t.targetId),
    adGroupId: String(t.adGroupId),
    campaignId: String(t.campaignId),
    expressionType: t.expressionType,
    expression: t.expression,
    resolvedExpression: t.resolvedExpression ?? null,
    state: t.state,
    bid: money(t.bid),
  };
}

export function productAdRow(channelId: string, a: TAdsProductAd): typeof adsProductAds.$inferInsert {
  return {
    channelId,
    adId: String(a.adId),
    adGroupId: String(a.adGroupId),
    campaignId: String(a.campaignId),
    asin: text(a.asin),
    sku: text(a.sku),
    state: a.state,
  };
}

/** The metric columns we ask every Sponsored Products report for. */
export const METRIC_COLUMNS = [
  'impressions',
  'clicks',
  'cost',
  'purchases1d',
  'purchases7d',
  'purchases14d',
  'purchases30d',
  'sales1d',
  'sales7d',
  'sales14d',
  'sales30d',
  'unitsSoldClicks14d',
] as const;

type TMetricsRow = typeof adsDailyMetrics.$inferInsert;

/** The report of each grain: its type, grouping, dimension columns, and the row's entity id. */
export const ADS_METRIC_REPORTS: Record<
  TAdsMetricsLevel,
  {
    reportTypeId: string;
    groupBy: string[];
    columns: string[];
    entityOf(r: Record<string, unknown>): string | null;
  }
> = {
  campaign: {
    reportTypeId: 'spCampaigns',
    groupBy: ['campaign'],
    columns: ['date', 'campaignId'],
    entityOf: (r) => id(r.campaignId as string | number),
  },
  // Keywords and targets alike: v3 has no keyword report, spTargeting covers both.
  targeting: {
    reportTypeId: 'spTargeting',
    groupBy: ['targeting'],
    columns: ['date', 'campaignId', 'adGroupId', 'keywordId', 'keywordType', 'targeting'],
    entityOf: (r) => id(r.keywordId as string | number),
  },
  'product-ad': {
    reportTypeId: 'spAdvertisedProduct',
    groupBy: ['advertiser'],
    columns: ['date', 'campaignId', 'adGroupId', 'adId', 'advertisedAsin', 'advertisedSku'],
    entityOf: (r) => id(r.adId as string | number),
  },
};

/**
 * A report row's traffic and conversions as the metrics tables keep them (adsMetrics in the schema):
 * the traffic counts 0 when Amazon left it out, a conversion figure null.
 */
export function metricsOf(r: Record<string, unknown>) {
  return {
    impressions: int(r.impressions) ?? 0,
    clicks: int(r.clicks) ?? 0,
    cost: money(r.cost) ?? '0.00',
    purchases1d: int(r.purchases1d),
    purchases7d: int(r.purchases7d),
    purchases14d: int(r.purchases14d),
    purchases30d: int(r.purchases30d),
    sales1d: money(r.sales1d),
    sales7d: money(r.sales7d),
    sales14d: money(r.sales14d),
    sales30d: money(r.sales30d),
  };
}

/** One DAILY report's rows as metrics rows of its grain; rows without an id or a day are skipped. */
export function metricsRows(
  channelId: string,
  level: TAdsMetricsLevel,
  rows: readonly Record<string, unknown>[],
): TMetricsRow[] {
  const out: TMetricsRow[] = [];
  for (const r of rows) {
    const entityId = ADS_METRIC_REPORTS[level].entityOf(r);
    const date = day(r.date);
    const campaignId = id(r.campaignId as string | number);
    if (!entityId || !date || !campaignId) continue;
    out.push({
      channelId,
      level,
      entityId,
      day: date,
      campaignId,
      adGroupId: id(r.adGroupId as string | number),
      keywordType: text(r.keywordType),
      targeting: text(r.targeting),
      asin: text(r.advertisedAsin),
      sku: text(r.advertisedSku),
      ...metricsOf(r),
      unitsSold14d: int(r.unitsSoldClicks14d),
    });
  }
  return out;
}
