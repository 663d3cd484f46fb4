import { currencyScale } from '../marketplaces.ts';
import { rngFor, type TRng } from '../prng.ts';
import type { TProduct } from './catalog.ts';
import type { TSellerData } from './seller-data.ts';

export type TAdsState = 'ENABLED' | 'PAUSED' | 'ARCHIVED';

// Every entity runs from `startDay`; at `stopDay` (if any) it becomes `finalState` for good. Stop days
// lie in the past and in the future alike, so campaigns pause and archive as the sandbox clock moves.
export type TLifecycle = {
  startDay: number;
  stopDay: number | null;
  finalState: TAdsState;
  /** Writes through the Ads API (ads-writes.ts), oldest first: each holds from its day on. */
  edits?: TAdsEdit[];
  /** Made through the Ads API: takes no share of its ad group's traffic before its start day. */
  created?: boolean;
  /** When it was made through the Ads API (ms), for the change history. */
  createdAt?: number;
};

/**
 * One accepted write: from `fromDay` on the entity has these values; `at` is when it was made (ms).
 * `by` says where: through the Ads API (ours or any tool's) or by the seller in the advertising console
 * (planted by /sandbox/ads/console-edits). `previous` holds the values it replaced (the change history).
 */
export type TAdsEdit = {
  fromDay: number;
  at: number;
  by?: 'api' | 'console';
  previous?: { state?: TAdsState; bid?: number; budget?: number; defaultBid?: number };
  state?: TAdsState;
  bid?: number;
  budget?: number;
  defaultBid?: number;
};

/** A negative keyword or negative product target of an ad group (Sponsored Products v3). */
export type TNegative = TLifecycle &
  (
    | {
        kind: 'negative-keyword';
        id: string;
        keywordText: string;
        matchType: 'NEGATIVE_EXACT' | 'NEGATIVE_PHRASE';
      }
    | { kind: 'negative-target'; id: string; expression: { type: string; value?: string }[] }
  );

export type TKeyword = TLifecycle & {
  kind: 'keyword';
  id: string;
  keywordText: string;
  matchType: 'EXACT' | 'PHRASE' | 'BROAD';
  bid: number;
  /** Share of its ad group's traffic, and its own click-through and conversion rates. */
  weight: number;
  ctr: number;
  cvr: number;
};

export type TTarget = TLifecycle & {
  kind: 'target';
  id: string;
  expressionType: 'AUTO' | 'MANUAL';
  expression: { type: string; value?: string }[];
  bid: number;
  weight: number;
  ctr: number;
  cvr: number;
};

export type TClause = TKeyword | TTarget;

export type TProductAd = TLifecycle & { adId: string; product: TProduct };

export type TAdGroup = TLifecycle & {
  adGroupId: string;
  name: string;
  defaultBid: number;
  /** Share of the advertised products' ad-driven sales that this ad group wins. */
  share: number;
  productAds: TProductAd[];
  clauses: TClause[];
  negatives?: TNegative[];
};

export type TCampaign = TLifecycle & {
  campaignId: string;
  name: string;
  targetingType: 'AUTO' | 'MANUAL';
  strategy: 'LEGACY_FOR_SALES' | 'AUTO_FOR_SALES' | 'MANUAL';
  topOfSearchPercentage: number;
  dailyBudget: number;
  adGroups: TAdGroup[];
};

export type TAdsAccount = {
  currency: string;
  campaigns: TCampaign[];
  /** Every ad group, clause and product ad with its parents, for the flat list endpoints. */
  adGroups: { campaign: TCampaign; adGroup: TAdGroup }[];
  clauses: { campaign: TCampaign; adGroup: TAdGroup; clause: TClause }[];
  productAds: { campaign: TCampaign; adGroup: TAdGroup; ad: TProductAd }[];
  negatives: { campaign: TCampaign; adGroup: TAdGroup; negative: TNegative }[];
};

// Automatic targeting's four predefined expressions and how much of an auto campaign's traffic each takes.
const AUTO_EXPRESSIONS: [string, number][] = [
  ['QUERY_HIGH_REL_MATCHES', 0.42],
  ['QUERY_BROAD_REL_MATCHES', 0.26],
  ['ASIN_SUBSTITUTE_RELATED', 0.22],
  ['ASIN_ACCESSORY_RELATED', 0.1],
];
const MODIFIERS = ['best', 'premium', 'large', 'set', 'for home', 'gift', 'heavy duty', 'small'];
const ASIN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/**
 * Ad-driven orders per expected order of an advertised product, per unit of ad-group `share`. A line's
 * automatic and manual campaigns add up to twice this; with paused entities and nouns no keyword group
 * covers, about a quarter of a seller's orders come from ads, as on a typical Sponsored Products account.
 */
export const AD_SALES_SHARE = 0.22;

export const entityId = (rng: TRng) => `${rng.int(1, 9)}${rng.digits(14)}`;

/** The latest edited value of a field in force on `day`, if any write set it. */
export function editedOn<K extends 'state' | 'bid' | 'budget' | 'defaultBid'>(
  entity: TLifecycle,
  day: number,
  key: K,
): TAdsEdit[K] | undefined {
  const edits = entity.edits ?? [];
  for (let i = edits.length - 1; i >= 0; i--) {
    const edit = edits[i] as TAdsEdit;
    if (edit.fromDay <= day && edit[key] !== undefined) return edit[key];
  }
  return undefined;
}

/** The value of an editable field in force on `day`: the latest edit, else the generated one. */
export function valueOn(entity: TLifecycle, day: number, key: 'state' | 'bid' | 'budget' | 'defaultBid') {
  if (key === 'state') return stateOn(entity, day);
  const generated = entity as Partial<{ bid: number; dailyBudget: number; defaultBid: number }>;
  return (
    editedOn(entity, day, key) ??
    (key === 'bid' ? generated.bid : key === 'budget' ? generated.dailyBudget : generated.defaultBid)
  );
}

export function stateOn(entity: TLifecycle, day: number): TAdsState {
  const edited = editedOn(entity, day, 'state');
  if (edited !== undefined) return edited;
  return entity.stopDay !== null && day >= entity.stopDay ? entity.finalState : 'ENABLED';
}

/** Serving that day: started, enabled (not yet stopped, not paused through the API). */
export const runsOn = (entity: TLifecycle, day: number) =>
  entity.startDay <= day && stateOn(entity, day) === 'ENABLED';

/** A clause's bid on a day: the latest write in force, else the generated one. */
export const bidOn = (clause: TClause, day: number) => editedOn(clause, day, 'bid') ?? clause.bid;

function money(value: number, currency: string): number {
  return currency === 'JPY' ? Math.max(2, Math.round(value)) : Math.round(value * 100) / 100;
}

function lifecycle(rng: TRng, startDay: number, pauseChance: number): TLifecycle {
  const roll = rng.next();
  if (roll >= pauseChance) return { startDay, stopDay: null, finalState: 'ENABLED' };
  return {
    startDay,
    stopDay: startDay + rng.int(45, 800),
    finalState: roll < pauseChance / 3 ? 'ARCHIVED' : 'PAUSED',
  };
}

// A product line is a catalogue category: sellers run one automatic campaign per line to harvest
// search terms and one manual campaign with exact, phrase and broad keywords per product noun plus a
// product-targeting ad group.
function buildLine(data: TSellerData, line: TProduct[], rng: TRng): TCampaign[] {
  const currency = data.profile.home.currency;
  const scale = currencyScale(currency);
  const first = line[0] as TProduct;
  const lineStart = Math.min(...line.map((p) => p.launchDay)) + rng.int(2, 14);
  const productAd = (product: TProduct, from: number): TProductAd => ({
    ...lifecycle(rng, Math.max(from, product.launchDay + rng.int(1, 7)), 0.06),
    adId: entityId(rng),
    product,
  });
  const bid = () => money(rng.float(0.35, 2.2) * scale, currency);
  const rates = () => ({ ctr: rng.float(0.0025, 0.009), cvr: rng.float(0.06, 0.16) });
  const label = `${first.brand} ${first.category.displayName}`;

  const autoStart = lineStart;
  const autoGroup: TAdGroup = {
    ...lifecycle(rng, autoStart, 0.04),
    adGroupId: entityId(rng),
    name: `${first.category.displayName} - Auto`,
    defaultBid: bid(),
    share: 1,
    productAds: line.map((p) => productAd(p, autoStart)),
    clauses: AUTO_EXPRESSIONS.map(([type, weight]) => ({
      kind: 'target' as const,
      ...lifecycle(rng, autoStart, type === 'ASIN_ACCESSORY_RELATED' ? 0.35 : 0.05),
      id: entityId(rng),
      expressionType: 'AUTO' as const,
      expression: [{ type }],
      bid: bid(),
      weight,
      ...rates(),
    })),
  };
  const auto: TCampaign = {
    ...lifecycle(rng, autoStart, 0.12),
    campaignId: entityId(rng),
    name: `${label} - SP Auto`,
    targetingType: 'AUTO',
    strategy: rng.chance(0.6) ? 'LEGACY_FOR_SALES' : 'AUTO_FOR_SALES',
    topOfSearchPercentage: rng.chance(0.5) ? 0 : rng.int(10, 60),
    dailyBudget: money(rng.float(10, 60) * scale, currency),
    adGroups: [autoGroup],
  };

  const manualStart = lineStart + rng.int(10, 45);
  const nouns = [...new Set(line.map((p) => p.noun))].slice(0, 4);
  const keywordGroups: TAdGroup[] = nouns.map((noun) => {
    const products = line.filter((p) => p.noun === noun);
    const text = noun.toLowerCase();
    const keywords: [string, TKeyword['matchType'], number][] = [
      [text, 'EXACT', 0.34],
      [text, 'PHRASE', 0.22],
      [`${first.brand.toLowerCase()} ${text}`, 'EXACT', 0.12],
      [`${text} ${rng.pick(MODIFIERS)}`, 'BROAD', 0.2],
      [`${rng.pick(MODIFIERS)} ${text}`, 'BROAD', 0.12],
    ];
    return {
      ...lifecycle(rng, manualStart, 0.05),
      adGroupId: entityId(rng),
      name: `${noun} - Keywords`,
      defaultBid: bid(),
      share: 0.85,
      productAds: products.map((p) => productAd(p, manualStart)),
      clauses: keywords.map(([keywordText, matchType, weight]) => ({
        kind: 'keyword' as const,
        ...lifecycle(rng, manualStart + rng.int(0, 20), 0.15),
        id: entityId(rng),
        keywordText,
        matchType,
        bid: bid(),
        weight,
        ...rates(),
      })),
    };
  });
  const competitors = Array.from({ length: rng.int(2, 4) }, () => `B0${rng.alnum(8, ASIN_ALPHABET)}`);
  const targetingGroup: TAdGroup = {
    ...lifecycle(rng, manualStart + rng.int(5, 30), 0.1),
    adGroupId: entityId(rng),
    name: `${first.category.displayName} - Product Targeting`,
    defaultBid: bid(),
    share: 0.15,
    productAds: line.map((p) => productAd(p, manualStart)),
    clauses: competitors.map((asin) => ({
      kind: 'target' as const,
      ...lifecycle(rng, manualStart + rng.int(5, 40), 0.2),
      id: entityId(rng),
      expressionType: 'MANUAL' as const,
      expression: [{ type: 'ASIN_SAME_AS', value: asin }],
      bid: bid(),
      weight: rng.float(0.5, 1.5),
      ...rates(),
    })),
  };
  const manual: TCampaign = {
    ...lifecycle(rng, manualStart, 0.12),
    campaignId: entityId(rng),
    name: `${label} - SP Manual`,
    targetingType: 'MANUAL',
    strategy: rng.pick(['LEGACY_FOR_SALES', 'AUTO_FOR_SALES', 'MANUAL'] as const),
    topOfSearchPercentage: rng.chance(0.4) ? 0 : rng.int(15, 90),
    dailyBudget: money(rng.float(15, 90) * scale, currency),
    adGroups: [...keywordGroups, targetingGroup],
  };
  return [auto, manual];
}

const accounts = new WeakMap<TSellerData, TAdsAccount>();

/** The seller's Sponsored Products account in its home marketplace, whatever the clock says. */
export function adsAccount(data: TSellerData): TAdsAccount {
  const cached = accounts.get(data);
  if (cached) return cached;
  const lines = new Map<string, TProduct[]>();
  for (const product of data.catalog) {
    const line = lines.get(product.category.key) ?? [];
    line.push(product);
    lines.set(product.category.key, line);
  }
  const campaigns = [...lines.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([key, line]) => buildLine(data, line, rngFor('ads', data.profile.sellingPartnerId, key)))
    .sort((a, b) => a.startDay - b.startDay || a.campaignId.localeCompare(b.campaignId));
  const adGroups = campaigns.flatMap((campaign) =>
    campaign.adGroups.map((adGroup) => ({ campaign, adGroup })),
  );
  const account: TAdsAccount = {
    currency: data.profile.home.currency,
    campaigns,
    adGroups,
    clauses: adGroups.flatMap(({ campaign, adGroup }) =>
      adGroup.clauses.map((clause) => ({ campaign, adGroup, clause })),
    ),
    productAds: adGroups.flatMap(({ campaign, adGroup }) =>
      adGroup.productAds.map((ad) => ({ campaign, adGroup, ad })),
    ),
    negatives: [],
  };
  accounts.set(data, account);
  return account;
}
