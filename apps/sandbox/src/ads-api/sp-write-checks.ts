import {
  stateOn,
  type TCampaign,
  type TClause,
  type TLifecycle,
  type TNegative,
} from '../data/ads-entities.ts';
import {
  type accountIndex,
  archivedParent,
  campaignBudgetOn,
  error,
  limitsOf,
  notFound,
  rangeCheck,
  stateError,
  type TMutationError,
} from '../data/ads-writes.ts';

// The checks the Sponsored Products v3 writes share (sp-write-entities.ts), each answering Amazon's
// error item for one list item, or null when the item passes.

export type TCtx = {
  seller: string;
  currency: string;
  day: number;
  at: number;
  index: ReturnType<typeof accountIndex>;
  /** Where the item stands in the request (`$.keywords[3]`), for the error's cause. */
  location: string;
};
export type TOutcome = { error: TMutationError } | { id: string; json: unknown };

export const live = (ctx: TCtx, entity: TLifecycle) => stateOn(entity, ctx.day) !== 'ARCHIVED';

// The checks every update shares: the entity exists, it and its parents are not archived, PROPOSED is
// not a state one can return to.
export function updatable(
  ctx: TCtx,
  entityType: string,
  id: string,
  found: { entity: TLifecycle; parents: TLifecycle[] } | undefined,
  state: string | undefined,
): TMutationError | null {
  if (!found || found.entity.startDay > ctx.day) return notFound(entityType, id, ctx.location);
  if (stateOn(found.entity, ctx.day) === 'ARCHIVED')
    return stateError(
      entityType,
      'ARCHIVED_ENTITY_CANNOT_BE_MODIFIED',
      'An archived entity cannot be modified',
      ctx.location,
    );
  if (archivedParent(ctx.day, ...found.parents))
    return stateError(
      entityType,
      'PARENT_ARCHIVED_FORBIDS_UPDATES',
      'The parent entity is archived',
      ctx.location,
    );
  if (state === 'PROPOSED')
    return stateError(
      entityType,
      'INVALID_STATE_TRANSITION',
      'State cannot be changed to PROPOSED',
      `${ctx.location}.state`,
    );
  return null;
}

export function bidCheck(
  ctx: TCtx,
  bid: number | null | undefined,
  campaign: TCampaign,
): TMutationError | null {
  if (bid === undefined || bid === null) return null;
  const range = rangeCheck(bid, limitsOf(ctx.currency).bid, 'biddingError', `${ctx.location}.bid`);
  if (range) return range;
  if (bid > campaignBudgetOn(campaign, ctx.day))
    return error('biddingError', {
      reason: 'BID_GT_BUDGET',
      message: 'Bid cannot be greater than the campaign’s daily budget',
      cause: { location: `${ctx.location}.bid`, trigger: String(bid) },
    });
  return null;
}

export const budgetCheck = (ctx: TCtx, budget: number) =>
  rangeCheck(budget, limitsOf(ctx.currency).budget, 'budgetError', `${ctx.location}.budget`);

export function textCheck(ctx: TCtx, text: string): TMutationError | null {
  const reason =
    text.trim() === ''
      ? 'BLANK'
      : text !== text.trim()
        ? 'LEADING_OR_TRAILING_WHITESPACE'
        : text.length > 80
          ? 'TOO_LONG'
          : text.split(/\s+/).length > 10
            ? 'TOO_LONG'
            : null;
  if (reason === null) return null;
  return error('malformedValueError', {
    reason,
    message: 'Keyword text must be 1–80 characters, at most 10 words, without leading or trailing spaces',
    fragment: text,
    cause: { location: `${ctx.location}.keywordText` },
  });
}

export const nameTaken = (ctx: TCtx, message: string) =>
  error('duplicateValueError', {
    reason: 'NAME_NOT_UNIQUE',
    message,
    cause: { location: `${ctx.location}.name` },
  });

export const duplicateValue = (ctx: TCtx) =>
  error('duplicateValueError', {
    reason: 'DUPLICATE_VALUE',
    message: 'An entity with the same values already exists in this ad group',
    cause: { location: ctx.location },
  });

export const parentForbids = (ctx: TCtx, entityType: string, message: string) =>
  stateError(entityType, 'PARENT_ENTITY_FORBIDS_CREATION', message, ctx.location);

/** A keyword (or negative keyword) of the same text, in any case, and match type. */
export const sameKeyword = (item: { keywordText: string; matchType: string }) => (e: TClause | TNegative) =>
  (e.kind === 'keyword' || e.kind === 'negative-keyword') &&
  e.keywordText.toLowerCase() === item.keywordText.toLowerCase() &&
  e.matchType === item.matchType;

/** A product target (or negative one) of the same expression. */
export const sameExpression =
  (item: { expression: { type: string; value?: string }[] }) => (e: TClause | TNegative) =>
    (e.kind === 'target' || e.kind === 'negative-target') &&
    JSON.stringify(e.expression) === JSON.stringify(item.expression);
