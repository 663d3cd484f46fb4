import { targetingText } from '../ads-api/sp-json.ts';
import { runsOn, type TNegative } from '../data/ads-entities.ts';
import type { TLeafDay } from '../data/ads-metrics.ts';
import { hash32, rngFor } from '../prng.ts';

// What shoppers typed: each clause's day of activity split over a few search terms, deterministically
// (per seller clause, product ad and day), so the spSearchTerm report adds up to the spTargeting report
// exactly: every click, impression, cost and purchase of a leaf goes to one of its terms. Some terms
// never convert (the wasted clicks harvesting looks for); exact keywords mostly match themselves.

export type TSearchTermLeaf = TLeafDay & { searchTerm: string };

const MODIFIERS = [
  'for kitchen',
  'set',
  'best',
  'large',
  'cheap',
  'gift',
  'stainless steel',
  'for kids',
  '2 pack',
  'heavy duty',
  'mini',
  'professional',
];

type TTerm = { term: string; weight: number; converts: boolean };

function baseOf(leaf: Pick<TLeafDay, 'clause' | 'asin'>): string {
  const clause = leaf.clause;
  if (clause.kind === 'keyword') return clause.keywordText.toLowerCase();
  const asin = clause.expression.find((e) => e.type === 'ASIN_SAME_AS')?.value;
  if (asin) return asin.toLowerCase();
  return targetingText(clause).replace(/[-"=]/g, ' ').trim() || leaf.asin.toLowerCase();
}

const words = (text: string) => ` ${text.trim().toLowerCase().replace(/\s+/g, ' ')} `;

/**
 * Whether a negative keyword or negative product target of the ad group stops a search term: a negative
 * exact matches the term itself, a negative phrase any term containing its words in order, a negative
 * ASIN target the ASIN as shoppers reach it.
 */
export function negates(negative: TNegative, term: string): boolean {
  if (negative.kind === 'negative-keyword')
    return negative.matchType === 'NEGATIVE_EXACT'
      ? words(term) === words(negative.keywordText)
      : words(term).includes(words(negative.keywordText));
  return negative.expression.some(
    (e) => e.type === 'ASIN_SAME_AS' && e.value !== undefined && words(term) === words(e.value),
  );
}

/** The ad group's negatives in force that day (created through the API, not archived or paused). */
export function negativesOn(leaf: Pick<TLeafDay, 'adGroup'>, day: number): TNegative[] {
  return (leaf.adGroup.negatives ?? []).filter((n) => runsOn(n, day));
}

/**
 * Share (0…1) of a clause's traffic for one advertised product that goes to search terms the ad group's
 * negatives stop that day: Ads no longer shows the ad for them, so their impressions, clicks and spend
 * do not happen.
 */
export function negatedShare(
  leaf: Pick<TLeafDay, 'clause' | 'adId' | 'asin' | 'adGroup'>,
  day: number,
): number {
  const negatives = negativesOn(leaf, day);
  if (negatives.length === 0) return 0;
  const terms = searchTermsOf(leaf);
  const total = terms.reduce((sum, t) => sum + t.weight, 0);
  const stopped = terms.filter((t) => negatives.some((n) => negates(n, t.term)));
  return total > 0 ? stopped.reduce((sum, t) => sum + t.weight, 0) / total : 0;
}

/** A clause's terms for one advertised product: the same list every day (less those negated on `day`). */
export function searchTermsOf(
  leaf: Pick<TLeafDay, 'clause' | 'adId' | 'asin' | 'adGroup'>,
  day?: number,
): TTerm[] {
  const all = allSearchTermsOf(leaf);
  if (day === undefined) return all;
  const negatives = negativesOn(leaf, day);
  return negatives.length === 0 ? all : all.filter((t) => !negatives.some((n) => negates(n, t.term)));
}

function allSearchTermsOf(leaf: Pick<TLeafDay, 'clause' | 'adId' | 'asin'>): TTerm[] {
  const base = baseOf(leaf);
  const clause = leaf.clause;
  if (clause.kind === 'keyword' && clause.matchType === 'EXACT')
    return [
      { term: base, weight: 0.9, converts: true },
      { term: `${base}s`, weight: 0.1, converts: hash32('st-exact', clause.id) % 2 === 0 },
    ];
  if (clause.kind === 'target' && clause.expression.some((e) => e.type === 'ASIN_SAME_AS'))
    return [{ term: base, weight: 1, converts: true }];
  const terms: TTerm[] = [{ term: base, weight: 0.4, converts: true }];
  for (let i = 0; i < 4; i++) {
    const mod = MODIFIERS[hash32('st-mod', clause.id, leaf.adId, i) % MODIFIERS.length] ?? 'set';
    const term = i % 2 === 0 ? `${base} ${mod}` : `${mod} ${base}`;
    if (terms.some((t) => t.term === term)) continue;
    // One term in three never converts: shoppers who click and leave.
    terms.push({ term, weight: 0.15, converts: hash32('st-conv', clause.id, leaf.adId, i) % 3 !== 0 });
  }
  return terms;
}

function pickWeighted<T extends { weight: number }>(items: readonly T[], u: number): number {
  const total = items.reduce((s, t) => s + t.weight, 0);
  let target = u * total;
  for (let i = 0; i < items.length; i++) {
    target -= items[i]?.weight ?? 0;
    if (target < 0) return i;
  }
  return items.length - 1;
}

/** The leaf's day split over its search terms; the parts sum to the leaf. */
export function splitBySearchTerm(leaf: TLeafDay, day: number, currency: string): TSearchTermLeaf[] {
  // Negated terms took no traffic (ads-metrics.ts left their share out of the leaf); all of them negated
  // leaves nothing to split.
  const terms = searchTermsOf(leaf, day);
  if (terms.length === 0) return [];
  const rng = rngFor('search-terms', leaf.clause.id, leaf.adId, day);
  const parts: TSearchTermLeaf[] = terms.map((t) => ({
    ...leaf,
    searchTerm: t.term,
    impressions: 0,
    clicks: 0,
    cost: 0,
    purchases: [],
  }));
  for (let c = 0; c < leaf.clicks; c++) {
    const part = parts[pickWeighted(terms, rng.next())];
    if (part) part.clicks++;
  }
  // Impressions: first one per click where there are enough (a clicked term with no impression would
  // vanish from the report, and its clicks with it), the rest by weight, the remainder to the busiest.
  let left = leaf.impressions;
  for (const p of parts) {
    const give = Math.min(p.clicks, left);
    p.impressions = give;
    left -= give;
  }
  const totalWeight = terms.reduce((s, t) => s + t.weight, 0);
  const spread = left;
  parts.forEach((p, i) => {
    const share = Math.floor((spread * (terms[i]?.weight ?? 0)) / totalWeight);
    p.impressions += share;
    left -= share;
  });
  const busiest = parts.reduce((best, p, i) => (p.clicks > (parts[best]?.clicks ?? 0) ? i : best), 0);
  const top = parts[busiest];
  if (top) top.impressions += left;
  // Cost follows clicks; the last part with clicks takes the rounding remainder.
  const scale = currency === 'JPY' ? 1 : 100;
  let costLeft = Math.round(leaf.cost * scale);
  const clicked = parts.filter((p) => p.clicks > 0);
  clicked.forEach((p, i) => {
    const share =
      i === clicked.length - 1 ? costLeft : Math.round((leaf.cost * scale * p.clicks) / leaf.clicks);
    p.cost = share / scale;
    costLeft -= share;
  });
  // A purchase goes to a converting term that was clicked (any clicked term when none converts).
  const converting = parts.filter((p, i) => p.clicks > 0 && terms[i]?.converts);
  const buyers = converting.length > 0 ? converting : clicked.length > 0 ? clicked : parts.slice(0, 1);
  for (const purchase of leaf.purchases) {
    const part =
      buyers[
        pickWeighted(
          buyers.map((b) => ({ weight: b.clicks || 1 })),
          rng.next(),
        )
      ];
    part?.purchases.push(purchase);
  }
  return parts.filter((p) => p.impressions > 0 || p.clicks > 0);
}
