import { isoDate, isoSeconds, startOfDay } from '../clock.ts';
import {
  bidOn,
  editedOn,
  stateOn,
  type TAdGroup,
  type TCampaign,
  type TClause,
  type TLifecycle,
  type TNegative,
  type TProductAd,
} from '../data/ads-entities.ts';

// Sponsored Products v3 bodies. Ids are strings in v3 (int64 values that JavaScript clients must not
// round); `extendedData` only when the request sets includeExtendedDataFields.

function extended(entity: TLifecycle, day: number, prefix: string) {
  const state = stateOn(entity, day);
  const changed = entity.stopDay !== null && day >= entity.stopDay ? entity.stopDay : entity.startDay;
  // The last write through the API in force that day, else the generated lifecycle's last step.
  const edit = (entity.edits ?? []).filter((e) => e.fromDay <= day).at(-1);
  return {
    // Targeting clauses serve as STATUS_LIVE where campaigns and ad groups say STATUS_ENABLED.
    servingStatus: `${prefix}_${state === 'ENABLED' ? (prefix === 'TARGETING_CLAUSE' ? 'STATUS_LIVE' : 'STATUS_ENABLED') : state}`,
    creationDateTime: isoSeconds(startOfDay(entity.startDay) + 3_600_000),
    lastUpdateDateTime: isoSeconds(edit ? edit.at : startOfDay(changed) + 3_600_000),
  };
}

export function campaignJson(c: TCampaign, day: number, withExtended: boolean) {
  return {
    campaignId: c.campaignId,
    name: c.name,
    targetingType: c.targetingType,
    state: stateOn(c, day),
    dynamicBidding: {
      strategy: c.strategy,
      placementBidding:
        c.topOfSearchPercentage > 0
          ? [{ placement: 'PLACEMENT_TOP', percentage: c.topOfSearchPercentage }]
          : [],
    },
    startDate: isoDate(startOfDay(c.startDay)),
    budget: { budgetType: 'DAILY', budget: editedOn(c, day, 'budget') ?? c.dailyBudget },
    tags: {},
    ...(withExtended ? { extendedData: extended(c, day, 'CAMPAIGN') } : {}),
  };
}

export function adGroupJson(campaign: TCampaign, g: TAdGroup, day: number, withExtended: boolean) {
  return {
    adGroupId: g.adGroupId,
    campaignId: campaign.campaignId,
    name: g.name,
    state: stateOn(g, day),
    defaultBid: editedOn(g, day, 'defaultBid') ?? g.defaultBid,
    ...(withExtended ? { extendedData: extended(g, day, 'AD_GROUP') } : {}),
  };
}

/** A keyword or a product target, as the v3 lists and writes answer it. */
export function clauseJson(campaign: TCampaign, g: TAdGroup, c: TClause, day: number, withExtended = false) {
  return {
    ...(withExtended ? { extendedData: extended(c, day, 'TARGETING_CLAUSE') } : {}),
    ...(c.kind === 'keyword' ? { keywordId: c.id } : { targetId: c.id }),
    adGroupId: g.adGroupId,
    campaignId: campaign.campaignId,
    ...(c.kind === 'keyword'
      ? { keywordText: c.keywordText, matchType: c.matchType }
      : { expression: c.expression, resolvedExpression: c.expression, expressionType: c.expressionType }),
    state: stateOn(c, day),
    bid: bidOn(c, day),
  };
}

export function productAdJson(campaign: TCampaign, g: TAdGroup, ad: TProductAd, day: number) {
  return {
    adId: ad.adId,
    adGroupId: g.adGroupId,
    campaignId: campaign.campaignId,
    asin: ad.product.asin,
    sku: ad.product.sku,
    state: stateOn(ad, day),
  };
}

/** How Ads reports write a targeting clause: keyword text, or the expression in its text form. */
export function targetingText(clause: TClause): string {
  if (clause.kind === 'keyword') return clause.keywordText;
  const names: Record<string, string> = {
    QUERY_HIGH_REL_MATCHES: 'close-match',
    QUERY_BROAD_REL_MATCHES: 'loose-match',
    ASIN_SUBSTITUTE_RELATED: 'substitutes',
    ASIN_ACCESSORY_RELATED: 'complements',
  };
  return clause.expression
    .map((e) => names[e.type] ?? (e.type === 'ASIN_SAME_AS' ? `asin="${e.value ?? ''}"` : e.type))
    .join(' ');
}

export function negativeJson(
  campaign: TCampaign,
  g: TAdGroup,
  n: TNegative,
  day: number,
  withExtended: boolean,
) {
  const base = {
    adGroupId: g.adGroupId,
    campaignId: campaign.campaignId,
    state: stateOn(n, day),
    ...(withExtended ? { extendedData: extended(n, day, 'TARGETING_CLAUSE') } : {}),
  };
  return n.kind === 'negative-keyword'
    ? { ...base, keywordId: n.id, keywordText: n.keywordText, matchType: n.matchType }
    : { ...base, targetId: n.id, expression: n.expression, resolvedExpression: n.expression };
}
