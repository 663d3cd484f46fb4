import { currencyScale } from '../marketplaces.ts';
import { rngFor } from '../prng.ts';
import {
  adsAccount,
  bidOn,
  editedOn,
  entityId,
  stateOn,
  type TAdGroup,
  type TAdsAccount,
  type TAdsEdit,
  type TCampaign,
  type TClause,
  type TLifecycle,
  type TNegative,
  valueOn,
} from './ads-entities.ts';
import { forgetAdsDays } from './ads-metrics.ts';
import { sellerData } from './seller-data.ts';

// Writes through Sponsored Products v3 change the seller's generated account in memory for the life of
// the sandbox process: an edit holds from the day it was made, so the past (and its reports) stays as
// it was and the following days follow the new state, bid or budget.

export type TMutationError = { errorType: string; errorValue: Record<string, Record<string, unknown>> };

/** Marketplace ranges of bids and daily budgets, in the profile's currency. */
export function limitsOf(currency: string) {
  if (currency === 'JPY') return { bid: [2, 100_000], budget: [100, 21_000_000] } as const;
  const scale = currencyScale(currency);
  if (scale >= 50) return { bid: [1, 5000], budget: [50, 21_000_000] } as const;
  return { bid: [0.02, 1000], budget: [1, 1_000_000] } as const;
}

export function error(
  selector: string,
  body: Record<string, unknown> & { message: string; reason: string },
): TMutationError {
  return { errorType: selector, errorValue: { [selector]: body } };
}

export const notFound = (entityType: string, entityId: string, location: string) =>
  error('entityNotFoundError', {
    entityId,
    entityType,
    reason: 'ENTITY_NOT_FOUND',
    message: `${entityType} ${entityId} was not found`,
    cause: { location },
  });

export const stateError = (entityType: string, reason: string, message: string, location: string) =>
  error('entityStateError', { entityType, reason, message, cause: { location } });

export function rangeCheck(
  value: number,
  [low, high]: readonly [number, number],
  selector: 'biddingError' | 'budgetError',
  location: string,
): TMutationError | null {
  if (Number.isFinite(value) && value >= low && value <= high) return null;
  return error(selector, {
    reason:
      selector === 'biddingError' ? 'BID_OUT_OF_MARKET_PLACE_RANGE' : 'BUDGET_OUT_OF_MARKET_PLACE_RANGE',
    message: `${selector === 'biddingError' ? 'Bid' : 'Budget'} must be between ${low} and ${high}`,
    lowerLimit: String(low),
    upperLimit: String(high),
    cause: { location, trigger: String(value) },
  });
}

/** Ids of every entity in the account, for the write handlers' lookups. */
export function accountIndex(account: TAdsAccount) {
  return {
    campaigns: new Map(account.campaigns.map((c) => [c.campaignId, c])),
    adGroups: new Map(account.adGroups.map((e) => [e.adGroup.adGroupId, e])),
    clauses: new Map(account.clauses.map((e) => [e.clause.id, e])),
    negatives: new Map(account.negatives.map((e) => [e.negative.id, e])),
  };
}

/** Records an accepted write (with the values it replaces) and drops the metrics days it changes. */
export function applyEdit(
  sellingPartnerId: string,
  entity: TLifecycle,
  day: number,
  at: number,
  values: Omit<TAdsEdit, 'fromDay' | 'at' | 'previous'>,
) {
  const previous: NonNullable<TAdsEdit['previous']> = {};
  for (const key of ['state', 'bid', 'budget', 'defaultBid'] as const)
    if (values[key] !== undefined) Object.assign(previous, { [key]: valueOn(entity, day, key) });
  entity.edits ??= [];
  entity.edits.push({ fromDay: day, at, ...values, previous });
  forgetAdsDays(sellingPartnerId, day);
}

/** Whether an entity or one of its parents is archived that day (no updates below an archived parent). */
export function archivedParent(day: number, ...parents: TLifecycle[]): boolean {
  return parents.some((p) => stateOn(p, day) === 'ARCHIVED');
}

export const campaignBudgetOn = (c: TCampaign, day: number) => editedOn(c, day, 'budget') ?? c.dailyBudget;
export { bidOn };

const created = new Map<string, number>();

function newId(sellingPartnerId: string): string {
  const n = (created.get(sellingPartnerId) ?? 0) + 1;
  created.set(sellingPartnerId, n);
  return entityId(rngFor('ads-created', sellingPartnerId, String(n)));
}

/** The life of an entity a seller adds today: live from `day`, paused at once when created paused. */
function createdToday(state: string, day: number, at: number) {
  const edits: TAdsEdit[] = state === 'PAUSED' ? [{ fromDay: day, at, state: 'PAUSED' }] : [];
  return {
    startDay: day,
    stopDay: null,
    finalState: 'ENABLED' as const,
    created: true,
    createdAt: at,
    edits,
  };
}

export function createCampaign(
  sellingPartnerId: string,
  input: { name: string; targetingType: 'AUTO' | 'MANUAL'; state: string; budget: number; strategy?: string },
  day: number,
  at: number,
): TCampaign {
  const account = adsAccount(sellerData(sellingPartnerId));
  const campaign: TCampaign = {
    ...createdToday(input.state, day, at),
    campaignId: newId(sellingPartnerId),
    name: input.name,
    targetingType: input.targetingType,
    strategy: (input.strategy as TCampaign['strategy'] | undefined) ?? 'LEGACY_FOR_SALES',
    topOfSearchPercentage: 0,
    dailyBudget: input.budget,
    adGroups: [],
  };
  account.campaigns.push(campaign);
  return campaign;
}

export function createAdGroup(
  sellingPartnerId: string,
  campaign: TCampaign,
  input: { name: string; defaultBid: number; state: string },
  day: number,
  at: number,
): TAdGroup {
  const account = adsAccount(sellerData(sellingPartnerId));
  const adGroup: TAdGroup = {
    ...createdToday(input.state, day, at),
    adGroupId: newId(sellingPartnerId),
    name: input.name,
    defaultBid: input.defaultBid,
    share: 0.3,
    productAds: [],
    clauses: [],
  };
  campaign.adGroups.push(adGroup);
  account.adGroups.push({ campaign, adGroup });
  return adGroup;
}

// A new clause's click-through and conversion rates are drawn from its text, as for generated ones.
export function createClause(
  sellingPartnerId: string,
  campaign: TCampaign,
  adGroup: TAdGroup,
  input:
    | {
        kind: 'keyword';
        keywordText: string;
        matchType: 'EXACT' | 'PHRASE' | 'BROAD';
        bid: number;
        state: string;
      }
    | { kind: 'target'; expression: { type: string; value?: string }[]; bid: number; state: string },
  day: number,
  at: number,
): TClause {
  const account = adsAccount(sellerData(sellingPartnerId));
  const id = newId(sellingPartnerId);
  const rng = rngFor('ads-created-rates', sellingPartnerId, id);
  const common = {
    ...createdToday(input.state, day, at),
    id,
    bid: input.bid,
    weight: rng.float(0.08, 0.2),
    ctr: rng.float(0.0025, 0.009),
    cvr: rng.float(0.06, 0.16),
  };
  const clause: TClause =
    input.kind === 'keyword'
      ? { ...common, kind: 'keyword', keywordText: input.keywordText, matchType: input.matchType }
      : { ...common, kind: 'target', expressionType: 'MANUAL', expression: input.expression };
  adGroup.clauses.push(clause);
  account.clauses.push({ campaign, adGroup, clause });
  forgetAdsDays(sellingPartnerId, day);
  return clause;
}

export function createNegative(
  sellingPartnerId: string,
  campaign: TCampaign,
  adGroup: TAdGroup,
  input:
    | {
        kind: 'negative-keyword';
        keywordText: string;
        matchType: 'NEGATIVE_EXACT' | 'NEGATIVE_PHRASE';
        state: string;
      }
    | { kind: 'negative-target'; expression: { type: string; value?: string }[]; state: string },
  day: number,
  at: number,
): TNegative {
  const account = adsAccount(sellerData(sellingPartnerId));
  const common = {
    ...createdToday(input.state, day, at),
    id: newId(sellingPartnerId),
  };
  const negative: TNegative =
    input.kind === 'negative-keyword'
      ? { ...common, kind: 'negative-keyword', keywordText: input.keywordText, matchType: input.matchType }
      : { ...common, kind: 'negative-target', expression: input.expression };
  adGroup.negatives ??= [];
  adGroup.negatives.push(negative);
  account.negatives.push({ campaign, adGroup, negative });
  // From today on the negated search terms take no traffic (search-terms.ts).
  forgetAdsDays(sellingPartnerId, day);
  return negative;
}
