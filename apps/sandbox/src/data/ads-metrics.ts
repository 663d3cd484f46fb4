import { rngFor } from '../prng.ts';
import { negatedShare } from '../reports/search-terms.ts';
import {
  AD_SALES_SHARE,
  adsAccount,
  bidOn,
  runsOn,
  type TAdGroup,
  type TCampaign,
  type TClause,
} from './ads-entities.ts';
import { expectedUnits } from './demand.ts';
import type { TSellerData } from './seller-data.ts';

// One attributed purchase: `lag` days after the click (Ads counts it in every window longer than the
// lag, and only once that day is over).
type TPurchase = { lag: number; units: number; sales: number; sameSku: boolean };

/** Raw activity of one targeting clause for one advertised product on one day, before attribution. */
export type TLeafDay = {
  campaign: TCampaign;
  adGroup: TAdGroup;
  clause: TClause;
  adId: string;
  asin: string;
  sku: string;
  impressions: number;
  clicks: number;
  cost: number;
  purchases: TPurchase[];
};

export const WINDOWS = [1, 7, 14, 30] as const;
export type TWindow = (typeof WINDOWS)[number];

export type TMetrics = {
  impressions: number;
  clicks: number;
  cost: number;
  purchases: Record<TWindow, number>;
  sales: Record<TWindow, number>;
  units: Record<TWindow, number>;
  purchasesSameSku: Record<TWindow, number>;
  salesSameSku: Record<TWindow, number>;
  unitsSameSku: Record<TWindow, number>;
};

const byWindow = () => ({ 1: 0, 7: 0, 14: 0, 30: 0 });
export const emptyMetrics = (): TMetrics => ({
  impressions: 0,
  clicks: 0,
  cost: 0,
  purchases: byWindow(),
  sales: byWindow(),
  units: byWindow(),
  purchasesSameSku: byWindow(),
  salesSameSku: byWindow(),
  unitsSameSku: byWindow(),
});

function lagDays(u: number, v: number): number {
  if (u < 0.72) return 0;
  if (u < 0.87) return 1 + Math.floor(v * 6);
  if (u < 0.95) return 7 + Math.floor(v * 7);
  return 14 + Math.floor(v * 16);
}

// Clicks follow the ad-driven share of the orders the order generator expects for the advertised
// products that day (the same demand curve, so Prime Day and Q4 show up in ads as in orders), divided
// by the clause's conversion rate; impressions follow from its click-through rate.
function clauseDay(data: TSellerData, campaign: TCampaign, adGroup: TAdGroup, clause: TClause, day: number) {
  if (!runsOn(campaign, day) || !runsOn(adGroup, day) || !runsOn(clause, day)) return [];
  const ads = adGroup.productAds.filter((ad) => runsOn(ad, day));
  const weights = ads.map((ad) => expectedUnits(data, ad.product, day));
  const demand = weights.reduce((a, b) => a + b, 0);
  if (demand <= 0) return [];
  // A clause created through the API shares the traffic from its first day only (the past stays as it was).
  const totalWeight = adGroup.clauses.reduce(
    (sum, c) => (c.created && c.startDay > day ? sum : sum + c.weight),
    0,
  );
  const expectedOrders = AD_SALES_SHARE * adGroup.share * demand * (clause.weight / totalWeight);
  const rng = rngFor('ads-day', data.profile.sellingPartnerId, clause.id, day);
  const clicks = rng.poisson(expectedOrders / clause.cvr);
  const impressions = Math.max(clicks, rng.poisson(expectedOrders / clause.cvr / clause.ctr));
  const currency = data.profile.home.currency;
  const round = (v: number) => (currency === 'JPY' ? Math.round(v) : Math.round(v * 100) / 100);
  const leaves: TLeafDay[] = ads.map((ad, i) => ({
    campaign,
    adGroup,
    clause,
    adId: ad.adId,
    asin: ad.product.asin,
    sku: ad.product.sku,
    impressions: Math.floor((impressions * (weights[i] ?? 0)) / demand),
    clicks: 0,
    cost: 0,
    purchases: [] as TPurchase[],
  }));
  // Impressions left over by the rounding go to the best seller.
  const best = weights.indexOf(Math.max(...weights));
  const top = leaves[best];
  if (top) top.impressions += impressions - leaves.reduce((sum, l) => sum + l.impressions, 0);
  // Negative keywords/targets of the ad group stop their search terms: that share of each product's
  // impressions and clicks never happens (drawn only when the ad group has negatives, so the generated
  // past stays as it was).
  const negated = leaves.map((leaf) => negatedShare(leaf, day));
  if (negated.some((share) => share > 0))
    leaves.forEach((leaf, i) => {
      leaf.impressions = Math.floor(leaf.impressions * (1 - (negated[i] ?? 0)));
    });
  const pick = () => {
    let target = rng.next() * demand;
    for (let i = 0; i < weights.length; i++) {
      target -= weights[i] ?? 0;
      if (target < 0) return i;
    }
    return best;
  };
  for (let c = 0; c < clicks; c++) {
    const index = pick();
    const leaf = leaves[index];
    if (!leaf) continue;
    const share = negated[index] ?? 0;
    if (share > 0 && rng.next() < share) continue;
    leaf.clicks++;
    leaf.cost += bidOn(clause, day) * rng.float(0.55, 0.95);
    if (!rng.chance(clause.cvr)) continue;
    // Most buyers buy the advertised product; some buy another of the seller's (a "halo" sale).
    const sameSku = rng.chance(0.85);
    const bought = sameSku ? leaf : (leaves[pick()] ?? leaf);
    const price = ads[leaves.indexOf(bought)]?.product.price ?? 0;
    const units = rng.chance(0.9) ? 1 : 2;
    leaf.purchases.push({
      lag: lagDays(rng.next(), rng.next()),
      units,
      sales: round(price * units),
      sameSku,
    });
  }
  for (const leaf of leaves) {
    leaf.cost = round(leaf.cost);
    if (negated.some((share) => share > 0)) leaf.impressions = Math.max(leaf.impressions, leaf.clicks);
  }
  return leaves.filter((leaf) => leaf.impressions > 0);
}

// A day of the big seller is about 1 300 leaves and takes a few milliseconds to regenerate: keep enough
// days for a few sellers' 95-day reporting window, not two years of everything.
const CACHED_DAYS = 400;
const cache = new Map<string, TLeafDay[]>();

/** A write changed the seller's entities from `fromDay` on: forget the days it may change. */
export function forgetAdsDays(sellingPartnerId: string, fromDay: number) {
  for (const key of [...cache.keys()]) {
    const [seller, day] = key.split(':');
    if (seller === sellingPartnerId && Number(day) >= fromDay) cache.delete(key);
  }
}

/** Every clause × advertised product with activity on a day, whatever the clock says. */
export function adsLeavesOn(data: TSellerData, day: number): TLeafDay[] {
  const key = `${data.profile.sellingPartnerId}:${day}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const leaves = adsAccount(data).clauses.flatMap(({ campaign, adGroup, clause }) =>
    clauseDay(data, campaign, adGroup, clause, day),
  );
  cache.set(key, leaves);
  if (cache.size > CACHED_DAYS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return leaves;
}

/**
 * Adds a leaf's activity into `into` as Ads reports it on `nowDay`: only complete days count, and a
 * purchase shows up in a window once the day it happened on is over.
 */
export function addLeaf(into: TMetrics, leaf: TLeafDay, day: number, nowDay: number, currency: string) {
  if (day >= nowDay) return into;
  const round = (v: number) => (currency === 'JPY' ? Math.round(v) : Math.round(v * 100) / 100);
  into.impressions += leaf.impressions;
  into.clicks += leaf.clicks;
  into.cost = round(into.cost + leaf.cost);
  for (const p of leaf.purchases) {
    if (day + p.lag >= nowDay) continue;
    for (const w of WINDOWS) {
      if (p.lag >= w) continue;
      into.purchases[w] += 1;
      into.units[w] += p.units;
      into.sales[w] = round(into.sales[w] + p.sales);
      if (!p.sameSku) continue;
      into.purchasesSameSku[w] += 1;
      into.unitsSameSku[w] += p.units;
      into.salesSameSku[w] = round(into.salesSameSku[w] + p.sales);
    }
  }
  return into;
}
