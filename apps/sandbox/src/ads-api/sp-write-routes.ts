import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, type TAnswer } from '../api-errors.ts';
import { dayOf } from '../clock.ts';
import { adsAccount, stateOn, type TAdGroup, type TCampaign, type TLifecycle } from '../data/ads-entities.ts';
import { adsProfileFor } from '../data/ads-profiles.ts';
import {
  accountIndex,
  applyEdit,
  archivedParent,
  campaignBudgetOn,
  createAdGroup,
  createCampaign,
  createClause,
  createNegative,
  error,
  limitsOf,
  notFound,
  rangeCheck,
  stateError,
  type TMutationError,
} from '../data/ads-writes.ts';
import { sellerData } from '../data/seller-data.ts';
import type { TApiDeps, TCaller } from '../operation.ts';
import type { TOperationName } from '../usage-plans.ts';
import { adsError, registerAdsOperation } from './ads-operation.ts';
import { adGroupJson, campaignJson, keywordJson, negativeJson, targetJson } from './sp-json.ts';

// Sponsored Products v3 writes: PUT updates and POST creates of up to 1 000 items, answered 207 with a
// `success` and an `error` list per item (by index). A body that does not follow the model is refused
// whole with 400 INVALID_ARGUMENT; a valid item Amazon cannot apply fails alone, with its reason.

const MAX_ITEMS = 1000;
const ZState = z.enum(['ENABLED', 'PAUSED', 'PROPOSED']);
const ZId = z.string().regex(/^\d{1,20}$/, 'must be a numeric id');
const ZExpression = z.array(z.object({ type: z.string().min(1), value: z.string().optional() })).max(1000);

type TCtx = {
  seller: string;
  currency: string;
  day: number;
  at: number;
  index: ReturnType<typeof accountIndex>;
  location: string;
};
type TOutcome = { error: TMutationError } | { id: string; json: unknown };

type TWriteDef = {
  path: string;
  mediaType: string;
  /** The list's key in request and answer. */
  field: string;
  /** Key of the entity and of its id in a success item. */
  itemKey: string;
  successIdKey: string;
  update: { operation: TOperationName; item: z.ZodType; apply(item: never, ctx: TCtx): TOutcome };
  create: { operation: TOperationName; item: z.ZodType; apply(item: never, ctx: TCtx): TOutcome };
};

const STATE_LOCATION = (ctx: TCtx) => `${ctx.location}.state`;

// The checks every update shares: the entity exists, it and its parents are not archived, PROPOSED is
// not a state one can return to.
function updatable(
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
      STATE_LOCATION(ctx),
    );
  return null;
}

function bidCheck(ctx: TCtx, bid: number | null | undefined, campaign: TCampaign): TMutationError | null {
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

function parentsFor(
  ctx: TCtx,
  campaignId: string,
  adGroupId: string,
  entityType: string,
): { error: TMutationError } | { campaign: TCampaign; adGroup: TAdGroup } {
  const entry = ctx.index.adGroups.get(adGroupId);
  if (!entry || entry.adGroup.startDay > ctx.day || entry.campaign.campaignId !== campaignId)
    return { error: notFound('AD_GROUP', adGroupId, `${ctx.location}.adGroupId`) };
  if (archivedParent(ctx.day, entry.campaign, entry.adGroup))
    return {
      error: stateError(
        entityType,
        'PARENT_ENTITY_FORBIDS_CREATION',
        'The parent entity is archived',
        ctx.location,
      ),
    };
  return { campaign: entry.campaign, adGroup: entry.adGroup };
}

function textCheck(ctx: TCtx, text: string): TMutationError | null {
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

const duplicate = (ctx: TCtx) =>
  error('duplicateValueError', {
    reason: 'DUPLICATE_VALUE',
    message: 'An entity with the same values already exists in this ad group',
    cause: { location: ctx.location },
  });

const live = (ctx: TCtx, entity: TLifecycle) => stateOn(entity, ctx.day) !== 'ARCHIVED';

const WRITES: TWriteDef[] = [
  {
    path: '/sp/campaigns',
    mediaType: 'application/vnd.spCampaign.v3+json',
    field: 'campaigns',
    itemKey: 'campaign',
    successIdKey: 'campaignId',
    update: {
      operation: 'updateSponsoredProductsCampaigns',
      item: z
        .object({
          campaignId: ZId,
          state: ZState.optional(),
          name: z.string().min(1).max(128).optional(),
          budget: z.object({ budget: z.number(), budgetType: z.literal('DAILY') }).optional(),
        })
        .passthrough(),
      apply(item: { campaignId: string; state?: string; name?: string; budget?: { budget: number } }, ctx) {
        const campaign = ctx.index.campaigns.get(item.campaignId);
        const refused =
          updatable(
            ctx,
            'CAMPAIGN',
            item.campaignId,
            campaign && { entity: campaign, parents: [] },
            item.state,
          ) ??
          (item.budget
            ? rangeCheck(
                item.budget.budget,
                limitsOf(ctx.currency).budget,
                'budgetError',
                `${ctx.location}.budget`,
              )
            : null);
        if (refused || !campaign)
          return { error: refused ?? notFound('CAMPAIGN', item.campaignId, ctx.location) };
        if (item.name !== undefined) campaign.name = item.name;
        applyEdit(ctx.seller, campaign, ctx.day, ctx.at, {
          ...(item.state ? { state: item.state as 'ENABLED' | 'PAUSED' } : {}),
          ...(item.budget ? { budget: item.budget.budget } : {}),
        });
        return { id: campaign.campaignId, json: campaignJson(campaign, ctx.day, true) };
      },
    },
    create: {
      operation: 'createSponsoredProductsCampaigns',
      item: z
        .object({
          name: z.string().min(1).max(128),
          targetingType: z.enum(['AUTO', 'MANUAL']),
          state: ZState,
          budget: z.object({ budget: z.number(), budgetType: z.literal('DAILY') }),
          dynamicBidding: z.object({ strategy: z.string().optional() }).passthrough().optional(),
        })
        .passthrough(),
      apply(
        item: {
          name: string;
          targetingType: 'AUTO' | 'MANUAL';
          state: string;
          budget: { budget: number };
          dynamicBidding?: { strategy?: string };
        },
        ctx,
      ) {
        const refused = rangeCheck(
          item.budget.budget,
          limitsOf(ctx.currency).budget,
          'budgetError',
          `${ctx.location}.budget`,
        );
        if (refused) return { error: refused };
        const account = [...ctx.index.campaigns.values()];
        if (account.some((c) => c.name === item.name && live(ctx, c)))
          return {
            error: error('duplicateValueError', {
              reason: 'NAME_NOT_UNIQUE',
              message: 'A campaign with this name already exists',
              cause: { location: `${ctx.location}.name` },
            }),
          };
        const campaign = createCampaign(
          ctx.seller,
          {
            name: item.name,
            targetingType: item.targetingType,
            state: item.state,
            budget: item.budget.budget,
            ...(item.dynamicBidding?.strategy ? { strategy: item.dynamicBidding.strategy } : {}),
          },
          ctx.day,
          ctx.at,
        );
        ctx.index.campaigns.set(campaign.campaignId, campaign);
        return { id: campaign.campaignId, json: campaignJson(campaign, ctx.day, true) };
      },
    },
  },
  {
    path: '/sp/adGroups',
    mediaType: 'application/vnd.spAdGroup.v3+json',
    field: 'adGroups',
    itemKey: 'adGroup',
    successIdKey: 'adGroupId',
    update: {
      operation: 'updateSponsoredProductsAdGroups',
      item: z
        .object({
          adGroupId: ZId,
          state: ZState.optional(),
          name: z.string().min(1).max(255).optional(),
          defaultBid: z.number().optional(),
        })
        .passthrough(),
      apply(item: { adGroupId: string; state?: string; name?: string; defaultBid?: number }, ctx) {
        const entry = ctx.index.adGroups.get(item.adGroupId);
        const refused =
          updatable(
            ctx,
            'AD_GROUP',
            item.adGroupId,
            entry && { entity: entry.adGroup, parents: [entry.campaign] },
            item.state,
          ) ??
          (entry ? bidCheck({ ...ctx, location: `${ctx.location}` }, item.defaultBid, entry.campaign) : null);
        if (refused || !entry)
          return { error: refused ?? notFound('AD_GROUP', item.adGroupId, ctx.location) };
        if (item.name !== undefined) entry.adGroup.name = item.name;
        applyEdit(ctx.seller, entry.adGroup, ctx.day, ctx.at, {
          ...(item.state ? { state: item.state as 'ENABLED' | 'PAUSED' } : {}),
          ...(item.defaultBid !== undefined ? { defaultBid: item.defaultBid } : {}),
        });
        return { id: item.adGroupId, json: adGroupJson(entry.campaign, entry.adGroup, ctx.day, true) };
      },
    },
    create: {
      operation: 'createSponsoredProductsAdGroups',
      item: z
        .object({ campaignId: ZId, name: z.string().min(1).max(255), defaultBid: z.number(), state: ZState })
        .passthrough(),
      apply(item: { campaignId: string; name: string; defaultBid: number; state: string }, ctx) {
        const campaign = ctx.index.campaigns.get(item.campaignId);
        if (!campaign || campaign.startDay > ctx.day)
          return { error: notFound('CAMPAIGN', item.campaignId, `${ctx.location}.campaignId`) };
        if (archivedParent(ctx.day, campaign))
          return {
            error: stateError(
              'AD_GROUP',
              'PARENT_ENTITY_FORBIDS_CREATION',
              'The campaign is archived',
              ctx.location,
            ),
          };
        const refused = bidCheck(ctx, item.defaultBid, campaign);
        if (refused) return { error: refused };
        if (campaign.adGroups.some((g) => g.name === item.name && live(ctx, g)))
          return {
            error: error('duplicateValueError', {
              reason: 'NAME_NOT_UNIQUE',
              message: 'An ad group with this name already exists in the campaign',
              cause: { location: `${ctx.location}.name` },
            }),
          };
        const adGroup = createAdGroup(ctx.seller, campaign, item, ctx.day, ctx.at);
        ctx.index.adGroups.set(adGroup.adGroupId, { campaign, adGroup });
        return { id: adGroup.adGroupId, json: adGroupJson(campaign, adGroup, ctx.day, true) };
      },
    },
  },
  {
    path: '/sp/keywords',
    mediaType: 'application/vnd.spKeyword.v3+json',
    field: 'keywords',
    itemKey: 'keyword',
    successIdKey: 'keywordId',
    update: {
      operation: 'updateSponsoredProductsKeywords',
      item: z
        .object({ keywordId: ZId, state: ZState.optional(), bid: z.number().nullable().optional() })
        .passthrough(),
      apply(item: { keywordId: string; state?: string; bid?: number | null }, ctx) {
        const entry = ctx.index.clauses.get(item.keywordId);
        const found = entry?.clause.kind === 'keyword' ? entry : undefined;
        const refused =
          updatable(
            ctx,
            'KEYWORD',
            item.keywordId,
            found && { entity: found.clause, parents: [found.campaign, found.adGroup] },
            item.state,
          ) ?? (found ? bidCheck(ctx, item.bid, found.campaign) : null);
        if (refused || !found || found.clause.kind !== 'keyword')
          return { error: refused ?? notFound('KEYWORD', item.keywordId, ctx.location) };
        applyEdit(ctx.seller, found.clause, ctx.day, ctx.at, {
          ...(item.state ? { state: item.state as 'ENABLED' | 'PAUSED' } : {}),
          ...(item.bid !== undefined && item.bid !== null ? { bid: item.bid } : {}),
        });
        return {
          id: item.keywordId,
          json: keywordJson(found.campaign, found.adGroup, found.clause, ctx.day, true),
        };
      },
    },
    create: {
      operation: 'createSponsoredProductsKeywords',
      item: z
        .object({
          campaignId: ZId,
          adGroupId: ZId,
          keywordText: z.string(),
          matchType: z.enum(['EXACT', 'PHRASE', 'BROAD']),
          state: ZState,
          bid: z.number().nullable().optional(),
        })
        .passthrough(),
      apply(
        item: {
          campaignId: string;
          adGroupId: string;
          keywordText: string;
          matchType: 'EXACT' | 'PHRASE' | 'BROAD';
          state: string;
          bid?: number | null;
        },
        ctx,
      ) {
        const parents = parentsFor(ctx, item.campaignId, item.adGroupId, 'KEYWORD');
        if ('error' in parents) return { error: parents.error };
        const { campaign, adGroup } = parents;
        if (campaign.targetingType === 'AUTO')
          return {
            error: stateError(
              'KEYWORD',
              'PARENT_ENTITY_FORBIDS_CREATION',
              'Keywords cannot be added to an automatic campaign',
              ctx.location,
            ),
          };
        const refused = textCheck(ctx, item.keywordText) ?? bidCheck(ctx, item.bid, campaign);
        if (refused) return { error: refused };
        const text = item.keywordText.toLowerCase();
        if (
          adGroup.clauses.some(
            (c) =>
              c.kind === 'keyword' &&
              c.keywordText.toLowerCase() === text &&
              c.matchType === item.matchType &&
              live(ctx, c),
          )
        )
          return { error: duplicate(ctx) };
        const clause = createClause(
          ctx.seller,
          campaign,
          adGroup,
          {
            kind: 'keyword',
            keywordText: item.keywordText,
            matchType: item.matchType,
            state: item.state,
            bid: item.bid ?? adGroupBid(adGroup, ctx.day),
          },
          ctx.day,
          ctx.at,
        );
        if (clause.kind !== 'keyword') throw new Error('unreachable');
        return { id: clause.id, json: keywordJson(campaign, adGroup, clause, ctx.day, true) };
      },
    },
  },
  {
    path: '/sp/targets',
    mediaType: 'application/vnd.spTargetingClause.v3+json',
    field: 'targetingClauses',
    itemKey: 'targetingClause',
    successIdKey: 'targetId',
    update: {
      operation: 'updateSponsoredProductsTargetingClauses',
      item: z
        .object({ targetId: ZId, state: ZState.optional(), bid: z.number().nullable().optional() })
        .passthrough(),
      apply(item: { targetId: string; state?: string; bid?: number | null }, ctx) {
        const entry = ctx.index.clauses.get(item.targetId);
        const found = entry?.clause.kind === 'target' ? entry : undefined;
        const refused =
          updatable(
            ctx,
            'TARGETING_CLAUSE',
            item.targetId,
            found && { entity: found.clause, parents: [found.campaign, found.adGroup] },
            item.state,
          ) ?? (found ? bidCheck(ctx, item.bid, found.campaign) : null);
        if (refused || !found || found.clause.kind !== 'target')
          return { error: refused ?? notFound('TARGETING_CLAUSE', item.targetId, ctx.location) };
        applyEdit(ctx.seller, found.clause, ctx.day, ctx.at, {
          ...(item.state ? { state: item.state as 'ENABLED' | 'PAUSED' } : {}),
          ...(item.bid !== undefined && item.bid !== null ? { bid: item.bid } : {}),
        });
        return {
          id: item.targetId,
          json: targetJson(found.campaign, found.adGroup, found.clause, ctx.day, true),
        };
      },
    },
    create: {
      operation: 'createSponsoredProductsTargetingClauses',
      item: z
        .object({
          campaignId: ZId,
          adGroupId: ZId,
          expression: ZExpression.min(1),
          expressionType: z.literal('MANUAL'),
          state: ZState,
          bid: z.number().nullable().optional(),
        })
        .passthrough(),
      apply(
        item: {
          campaignId: string;
          adGroupId: string;
          expression: { type: string; value?: string }[];
          state: string;
          bid?: number | null;
        },
        ctx,
      ) {
        const parents = parentsFor(ctx, item.campaignId, item.adGroupId, 'TARGETING_CLAUSE');
        if ('error' in parents) return { error: parents.error };
        const { campaign, adGroup } = parents;
        const refused = bidCheck(ctx, item.bid, campaign);
        if (refused) return { error: refused };
        const key = JSON.stringify(item.expression);
        if (
          adGroup.clauses.some(
            (c) => c.kind === 'target' && JSON.stringify(c.expression) === key && live(ctx, c),
          )
        )
          return { error: duplicate(ctx) };
        const clause = createClause(
          ctx.seller,
          campaign,
          adGroup,
          {
            kind: 'target',
            expression: item.expression,
            state: item.state,
            bid: item.bid ?? adGroupBid(adGroup, ctx.day),
          },
          ctx.day,
          ctx.at,
        );
        if (clause.kind !== 'target') throw new Error('unreachable');
        return { id: clause.id, json: targetJson(campaign, adGroup, clause, ctx.day, true) };
      },
    },
  },
  {
    path: '/sp/negativeKeywords',
    mediaType: 'application/vnd.spNegativeKeyword.v3+json',
    field: 'negativeKeywords',
    itemKey: 'negativeKeyword',
    successIdKey: 'negativeKeywordId',
    update: {
      operation: 'updateSponsoredProductsNegativeKeywords',
      item: z.object({ keywordId: ZId, state: ZState.optional() }).passthrough(),
      apply(item: { keywordId: string; state?: string }, ctx) {
        const entry = ctx.index.negatives.get(item.keywordId);
        const found = entry?.negative.kind === 'negative-keyword' ? entry : undefined;
        const refused = updatable(
          ctx,
          'NEGATIVE_KEYWORD',
          item.keywordId,
          found && { entity: found.negative, parents: [found.campaign, found.adGroup] },
          item.state,
        );
        if (refused || !found)
          return { error: refused ?? notFound('NEGATIVE_KEYWORD', item.keywordId, ctx.location) };
        if (item.state)
          applyEdit(ctx.seller, found.negative, ctx.day, ctx.at, {
            state: item.state as 'ENABLED' | 'PAUSED',
          });
        return {
          id: item.keywordId,
          json: negativeJson(found.campaign, found.adGroup, found.negative, ctx.day, true),
        };
      },
    },
    create: {
      operation: 'createSponsoredProductsNegativeKeywords',
      item: z
        .object({
          campaignId: ZId,
          adGroupId: ZId,
          keywordText: z.string(),
          matchType: z.enum(['NEGATIVE_EXACT', 'NEGATIVE_PHRASE', 'NEGATIVE_BROAD']),
          state: ZState,
        })
        .passthrough(),
      apply(
        item: {
          campaignId: string;
          adGroupId: string;
          keywordText: string;
          matchType: string;
          state: string;
        },
        ctx,
      ) {
        const parents = parentsFor(ctx, item.campaignId, item.adGroupId, 'NEGATIVE_KEYWORD');
        if ('error' in parents) return { error: parents.error };
        const { campaign, adGroup } = parents;
        // Ad-group negatives are exact or phrase; broad negatives exist for campaigns only.
        if (item.matchType === 'NEGATIVE_BROAD')
          return {
            error: error('rangeError', {
              reason: 'NOT_IN_LIST',
              message: 'matchType must be NEGATIVE_EXACT or NEGATIVE_PHRASE',
              allowed: ['NEGATIVE_EXACT', 'NEGATIVE_PHRASE'],
              cause: { location: `${ctx.location}.matchType` },
            }),
          };
        const refused = textCheck(ctx, item.keywordText);
        if (refused) return { error: refused };
        const text = item.keywordText.toLowerCase();
        if (
          (adGroup.negatives ?? []).some(
            (n) =>
              n.kind === 'negative-keyword' &&
              n.keywordText.toLowerCase() === text &&
              n.matchType === item.matchType &&
              live(ctx, n),
          )
        )
          return { error: duplicate(ctx) };
        const negative = createNegative(
          ctx.seller,
          campaign,
          adGroup,
          {
            kind: 'negative-keyword',
            keywordText: item.keywordText,
            matchType: item.matchType as 'NEGATIVE_EXACT',
            state: item.state,
          },
          ctx.day,
          ctx.at,
        );
        return { id: negative.id, json: negativeJson(campaign, adGroup, negative, ctx.day, true) };
      },
    },
  },
  {
    path: '/sp/negativeTargets',
    mediaType: 'application/vnd.spNegativeTargetingClause.v3+json',
    field: 'negativeTargetingClauses',
    itemKey: 'negativeTargetingClause',
    successIdKey: 'targetId',
    update: {
      operation: 'updateSponsoredProductsNegativeTargetingClauses',
      item: z.object({ targetId: ZId, state: ZState.optional() }).passthrough(),
      apply(item: { targetId: string; state?: string }, ctx) {
        const entry = ctx.index.negatives.get(item.targetId);
        const found = entry?.negative.kind === 'negative-target' ? entry : undefined;
        const refused = updatable(
          ctx,
          'NEGATIVE_TARGETING_CLAUSE',
          item.targetId,
          found && { entity: found.negative, parents: [found.campaign, found.adGroup] },
          item.state,
        );
        if (refused || !found)
          return { error: refused ?? notFound('NEGATIVE_TARGETING_CLAUSE', item.targetId, ctx.location) };
        if (item.state)
          applyEdit(ctx.seller, found.negative, ctx.day, ctx.at, {
            state: item.state as 'ENABLED' | 'PAUSED',
          });
        return {
          id: item.targetId,
          json: negativeJson(found.campaign, found.adGroup, found.negative, ctx.day, true),
        };
      },
    },
    create: {
      operation: 'createSponsoredProductsNegativeTargetingClauses',
      item: z
        .object({
          campaignId: ZId,
          adGroupId: ZId,
          expression: z
            .array(
              z.object({
                type: z.enum(['ASIN_SAME_AS', 'ASIN_BRAND_SAME_AS']),
                value: z.string().optional(),
              }),
            )
            .min(1)
            .max(1000),
          state: ZState,
        })
        .passthrough(),
      apply(
        item: {
          campaignId: string;
          adGroupId: string;
          expression: { type: string; value?: string }[];
          state: string;
        },
        ctx,
      ) {
        const parents = parentsFor(ctx, item.campaignId, item.adGroupId, 'NEGATIVE_TARGETING_CLAUSE');
        if ('error' in parents) return { error: parents.error };
        const { campaign, adGroup } = parents;
        const bad = item.expression.find(
          (e) => e.type === 'ASIN_SAME_AS' && !/^[A-Z0-9]{10}$/.test(e.value ?? ''),
        );
        if (bad)
          return {
            error: error('malformedValueError', {
              reason: 'PATTERN_NOT_MATCHED',
              message: 'ASIN_SAME_AS needs a 10-character ASIN',
              fragment: bad.value ?? '',
              cause: { location: `${ctx.location}.expression` },
            }),
          };
        const key = JSON.stringify(item.expression);
        if (
          (adGroup.negatives ?? []).some(
            (n) => n.kind === 'negative-target' && JSON.stringify(n.expression) === key && live(ctx, n),
          )
        )
          return { error: duplicate(ctx) };
        const negative = createNegative(
          ctx.seller,
          campaign,
          adGroup,
          { kind: 'negative-target', expression: item.expression, state: item.state },
          ctx.day,
          ctx.at,
        );
        return { id: negative.id, json: negativeJson(campaign, adGroup, negative, ctx.day, true) };
      },
    },
  },
];

const adGroupBid = (g: TAdGroup, day: number) => {
  const edited = (g.edits ?? []).filter((e) => e.fromDay <= day && e.defaultBid !== undefined).at(-1);
  return edited?.defaultBid ?? g.defaultBid;
};

function wantsRepresentation(request: FastifyRequest): boolean {
  const prefer = request.headers.prefer;
  return typeof prefer === 'string' && /return\s*=\s*representation/i.test(prefer);
}

function writeAnswer(
  def: TWriteDef,
  mode: 'update' | 'create',
  request: FastifyRequest,
  caller: TCaller,
  deps: TApiDeps,
): TAnswer {
  const op = def[mode];
  const parsed = z.object({ [def.field]: z.array(z.unknown()).max(MAX_ITEMS) }).safeParse(request.body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return adsError(
      400,
      'INVALID_ARGUMENT',
      `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const items = parsed.data[def.field] as unknown[];
  const checked: unknown[] = [];
  for (const [i, raw] of items.entries()) {
    const item = op.item.safeParse(raw);
    if (!item.success) {
      const issue = item.error.issues[0];
      return adsError(
        400,
        'INVALID_ARGUMENT',
        `${def.field}[${i}].${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
      );
    }
    checked.push(item.data);
  }
  const profile = adsProfileFor(caller.sellingPartnerId, caller.scope);
  const account = adsAccount(sellerData(caller.sellingPartnerId));
  const now = deps.clock.now().getTime();
  const base = {
    seller: caller.sellingPartnerId,
    currency: account.currency,
    day: dayOf(now),
    at: now,
    index: accountIndex(account),
  };
  const withEntity = wantsRepresentation(request);
  const success: Record<string, unknown>[] = [];
  const failed: { index: number; errors: TMutationError[] }[] = [];
  for (const [index, item] of checked.entries()) {
    const ctx: TCtx = { ...base, location: `$.${def.field}[${index}]` };
    let outcome: TOutcome;
    if (!profile?.home) outcome = { error: notFound('CAMPAIGN', 'any', ctx.location) };
    else if (deps.faults.itemFails(op.operation))
      outcome = {
        error: error('internalServerError', {
          reason: 'INTERNAL_ERROR',
          message: 'Internal error, please retry',
        }),
      };
    else outcome = op.apply(item as never, ctx);
    if ('error' in outcome) failed.push({ index, errors: [outcome.error] });
    else
      success.push({
        index,
        [def.successIdKey]: outcome.id,
        ...(withEntity ? { [def.itemKey]: outcome.json } : {}),
      });
  }
  return ok({ [def.field]: { success, error: failed } }, 207);
}

export function registerSpWriteRoutes(app: FastifyInstance, deps: TApiDeps) {
  for (const def of WRITES) {
    for (const mode of ['update', 'create'] as const) {
      registerAdsOperation(app, deps, {
        method: mode === 'update' ? 'PUT' : 'POST',
        url: def.path,
        operation: def[mode].operation,
        scoped: true,
        mediaType: def.mediaType,
        handler: (request, caller) => writeAnswer(def, mode, request, caller, deps),
      });
    }
  }
}
