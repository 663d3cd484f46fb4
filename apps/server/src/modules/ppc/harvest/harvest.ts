import type { TPpcChangeRequest, TPpcHarvestProposal } from '@seller-tools/contract';

// Harvesting's pure half: which search terms convert (→ an exact keyword in a manual ad group) and which
// waste clicks (→ a negative exact keyword where they wasted them), with the change each would make.

export type TTermFigures = {
  searchTerm: string;
  campaignId: string;
  adGroupId: string;
  keywordId: string;
  impressions: number;
  clicks: number;
  orders: number;
  spendMinor: number;
  salesMinor: number;
};

export type THarvestSettings = {
  lookbackDays: number;
  minOrders: number;
  targetAcos: number;
  minClicks: number;
  destination: { campaignId: string; adGroupId: string } | null;
  bidMinor: number | undefined;
  currency: string | null;
  /**
   * A rule's conditions over a term's figures: when given they replace the thresholds (a term with orders
   * that meets them → exact keyword, one without orders and with clicks that meets them → negative exact),
   * and `why` words the figures the conditions looked at.
   */
  conditions?: { match: (t: TTermFigures) => boolean; why: (t: TTermFigures) => string } | undefined;
  /** Exact keywords the store already has (lower case): no proposal to add them again. */
  existingExact: ReadonlySet<string>;
};

const acosOf = (t: TTermFigures) => (t.salesMinor > 0 ? (t.spendMinor / t.salesMinor) * 100 : null);
const normal = (term: string) => term.trim().toLowerCase().replace(/\s+/g, ' ');

/** A new keyword as the write side creates it (ZPpcCreateKeyword: its bid in minor units; where it goes on the change). */
export function exactKeywordChange(
  term: string,
  dest: { campaignId: string; adGroupId: string },
  bidMinor: number,
  reason: string,
): TPpcChangeRequest {
  return {
    entity_type: 'keyword',
    campaign_id: dest.campaignId,
    ad_group_id: dest.adGroupId,
    field: 'create',
    old_value: null,
    new_value: JSON.stringify({ keyword_text: term, match_type: 'EXACT', bid: bidMinor }),
    reason,
  };
}

export function negativeExactChange(
  term: string,
  campaignId: string,
  adGroupId: string,
  reason: string,
): TPpcChangeRequest {
  return {
    entity_type: 'negative-keyword',
    campaign_id: campaignId,
    ad_group_id: adGroupId,
    field: 'create',
    old_value: null,
    new_value: JSON.stringify({ keyword_text: term, match_type: 'NEGATIVE_EXACT' }),
    reason,
  };
}

/**
 * Proposals from per-(clause, term) figures: a converting term once (its figures summed over the clauses
 * it came through), a wasteful one per ad group it wasted clicks in.
 */
export function harvestProposals(terms: readonly TTermFigures[], s: THarvestSettings): TPpcHarvestProposal[] {
  const byTerm = new Map<string, TTermFigures>();
  const byGroupTerm = new Map<string, TTermFigures>();
  const add = (map: Map<string, TTermFigures>, key: string, t: TTermFigures) => {
    const had = map.get(key);
    if (!had) map.set(key, { ...t, searchTerm: normal(t.searchTerm) });
    else {
      had.impressions += t.impressions;
      had.clicks += t.clicks;
      had.orders += t.orders;
      had.spendMinor += t.spendMinor;
      had.salesMinor += t.salesMinor;
    }
  };
  for (const t of terms) {
    add(byTerm, normal(t.searchTerm), t);
    add(byGroupTerm, `${t.adGroupId}|${normal(t.searchTerm)}`, t);
  }
  const out: TPpcHarvestProposal[] = [];
  const figures = (t: TTermFigures) => ({
    search_term: t.searchTerm,
    campaign_id: t.campaignId,
    ad_group_id: t.adGroupId,
    keyword_id: t.keywordId,
    impressions: t.impressions,
    clicks: t.clicks,
    orders: t.orders,
    spend_minor: t.spendMinor,
    sales_minor: t.salesMinor,
    acos: acosOf(t),
  });
  const cond = s.conditions;
  for (const t of byTerm.values()) {
    const acos = acosOf(t);
    if (cond) {
      if (t.orders < 1 || !cond.match(t)) continue;
    } else if (t.orders < s.minOrders || acos === null || acos > s.targetAcos) continue;
    if (s.existingExact.has(t.searchTerm)) continue;
    const reason = cond
      ? `${cond.why(t)} → exact keyword`
      : `${t.orders} ${t.orders === 1 ? 'order' : 'orders'} at ACoS ${(acos ?? 0).toFixed(1)} % in ${s.lookbackDays} days → exact keyword`;
    const cpc = t.clicks > 0 ? Math.max(2, Math.round(t.spendMinor / t.clicks)) : 2;
    out.push({
      kind: 'keyword',
      ...figures(t),
      change: s.destination
        ? exactKeywordChange(t.searchTerm, s.destination, s.bidMinor ?? cpc, reason)
        : null,
    });
  }
  for (const t of byGroupTerm.values()) {
    if (t.orders > 0) continue;
    if (cond) {
      if (t.clicks < 1 || !cond.match(t)) continue;
    } else if (t.clicks < s.minClicks) continue;
    const reason = cond
      ? `${cond.why(t)} → negative exact`
      : `${t.clicks} ${t.clicks === 1 ? 'click' : 'clicks'}, 0 orders in ${s.lookbackDays} days → negative exact`;
    out.push({
      kind: 'negative',
      ...figures(t),
      change: negativeExactChange(t.searchTerm, t.campaignId, t.adGroupId, reason),
    });
  }
  return out.sort((a, b) => (a.kind === b.kind ? b.clicks - a.clicks : a.kind === 'keyword' ? -1 : 1));
}
