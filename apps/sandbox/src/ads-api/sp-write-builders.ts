import { z } from 'zod';
import type { TAdGroup, TCampaign, TClause, TNegative } from '../data/ads-entities.ts';
import {
  applyEdit,
  archivedParent,
  createClause,
  createNegative,
  notFound,
  type TMutationError,
} from '../data/ads-writes.ts';
import type { TOperationName } from '../usage-plans.ts';
import { clauseJson, negativeJson } from './sp-json.ts';
import {
  bidCheck,
  duplicateValue,
  live,
  parentForbids,
  type TCtx,
  type TOutcome,
  updatable,
} from './sp-write-checks.ts';

// The pieces the Sponsored Products v3 write entities (sp-write-entities.ts) are made of: what an update
// or a create of a kind of entity does, written once for the kinds that behave alike.

export const ZState = z.enum(['ENABLED', 'PAUSED', 'PROPOSED']);
export const ZId = z.string().regex(/^\d{1,20}$/, 'must be a numeric id');
export const ZBid = z.number().nullable().optional();
/** The ad group a keyword, target or negative is created in. */
export const IN_AD_GROUP = { campaignId: ZId, adGroupId: ZId };

type TWrite = { operation: TOperationName; item: z.ZodType; apply(item: never, ctx: TCtx): TOutcome };
export type TWriteDef = {
  path: string;
  mediaType: string;
  /** The list's key in request and answer. */
  field: string;
  /** Key of the entity and of its id in a success item. */
  itemKey: string;
  successIdKey: string;
  update: TWrite;
  create: TWrite;
};

/** An entity's path and keys; its media type and item key follow from its list's key, as in Amazon's model. */
export function entity(path: string, field: string, successIdKey: string) {
  const itemKey = field.slice(0, -1);
  const mediaType = `application/vnd.sp${itemKey[0]?.toUpperCase()}${itemKey.slice(1)}.v3+json`;
  return { path, mediaType, field, itemKey, successIdKey };
}

/** An update or create: its item schema, and what it does with a valid item (typed by the schema). */
export function write<S extends z.ZodType>(
  operation: TOperationName,
  item: S,
  apply: (item: z.infer<S>, ctx: TCtx) => TOutcome,
): TWrite {
  return { operation, item, apply };
}

export const stateEdit = (state: string | undefined): { state?: 'ENABLED' | 'PAUSED' } =>
  state ? { state: state as 'ENABLED' | 'PAUSED' } : {};

type TChildKind = TClause['kind'] | TNegative['kind'];
/** An ad group child's entity type in error items, and the key of its id. */
const CHILDREN: Record<TChildKind, { entityType: string; idKey: 'keywordId' | 'targetId' }> = {
  keyword: { entityType: 'KEYWORD', idKey: 'keywordId' },
  target: { entityType: 'TARGETING_CLAUSE', idKey: 'targetId' },
  'negative-keyword': { entityType: 'NEGATIVE_KEYWORD', idKey: 'keywordId' },
  'negative-target': { entityType: 'NEGATIVE_TARGETING_CLAUSE', idKey: 'targetId' },
};

type TIdItem = Record<string, unknown> & { state?: string; bid?: number | null };

// Keywords and product targets update alike: state and bid, by their id.
export function clauseUpdate(operation: TOperationName, kind: TClause['kind']): TWrite {
  const { entityType, idKey } = CHILDREN[kind];
  return write(
    operation,
    z.object({ [idKey]: ZId, state: ZState.optional(), bid: ZBid }).passthrough(),
    (item: TIdItem, ctx) => {
      const id = String(item[idKey]);
      const entry = ctx.index.clauses.get(id);
      const found = entry?.clause.kind === kind ? entry : undefined;
      const refused =
        updatable(
          ctx,
          entityType,
          id,
          found && { entity: found.clause, parents: [found.campaign, found.adGroup] },
          item.state,
        ) ?? (found ? bidCheck(ctx, item.bid, found.campaign) : null);
      if (refused || !found) return { error: refused ?? notFound(entityType, id, ctx.location) };
      applyEdit(ctx.seller, found.clause, ctx.day, ctx.at, {
        ...stateEdit(item.state),
        ...(item.bid !== undefined && item.bid !== null ? { bid: item.bid } : {}),
      });
      return { id, json: clauseJson(found.campaign, found.adGroup, found.clause, ctx.day, true) };
    },
  );
}

// Negative keywords and negative targets update alike: their state only, by their id.
export function negativeUpdate(operation: TOperationName, kind: TNegative['kind']): TWrite {
  const { entityType, idKey } = CHILDREN[kind];
  return write(
    operation,
    z.object({ [idKey]: ZId, state: ZState.optional() }).passthrough(),
    (item: TIdItem, ctx) => {
      const id = String(item[idKey]);
      const entry = ctx.index.negatives.get(id);
      const found = entry?.negative.kind === kind ? entry : undefined;
      const refused = updatable(
        ctx,
        entityType,
        id,
        found && { entity: found.negative, parents: [found.campaign, found.adGroup] },
        item.state,
      );
      if (refused || !found) return { error: refused ?? notFound(entityType, id, ctx.location) };
      if (item.state) applyEdit(ctx.seller, found.negative, ctx.day, ctx.at, stateEdit(item.state));
      return { id, json: negativeJson(found.campaign, found.adGroup, found.negative, ctx.day, true) };
    },
  );
}

/**
 * A create of a keyword, target or negative: its ad group exists under the named campaign and neither
 * is archived, the entity's own checks pass, no live sibling (a clause, or a negative) is the same,
 * then it is created.
 */
export function adGroupChildCreate<S extends z.ZodType<{ campaignId: string; adGroupId: string }>>(
  operation: TOperationName,
  schema: S,
  steps: {
    refused(item: z.infer<S>, ctx: TCtx, campaign: TCampaign): TMutationError | null;
    /** What is created, from the item's fields. */
    kind: TChildKind;
    same(item: z.infer<S>): (sibling: TClause | TNegative) => boolean;
  },
): TWrite {
  const { entityType } = CHILDREN[steps.kind];
  return write(operation, schema, (item, ctx) => {
    const entry = ctx.index.adGroups.get(item.adGroupId);
    if (!entry || entry.adGroup.startDay > ctx.day || entry.campaign.campaignId !== item.campaignId)
      return { error: notFound('AD_GROUP', item.adGroupId, `${ctx.location}.adGroupId`) };
    const { campaign, adGroup } = entry;
    if (archivedParent(ctx.day, campaign, adGroup))
      return { error: parentForbids(ctx, entityType, 'The parent entity is archived') };
    const refused = steps.refused(item, ctx, campaign);
    if (refused) return { error: refused };
    const same = steps.same(item);
    const { kind } = steps;
    const clause = kind === 'keyword' || kind === 'target';
    const siblings = clause ? adGroup.clauses : (adGroup.negatives ?? []);
    if (siblings.some((e) => same(e) && live(ctx, e))) return { error: duplicateValue(ctx) };
    // The schema holds the fields of its kind (a broad negative was refused above).
    const input = { ...item, kind } as never;
    return clause
      ? clauseCreated(ctx, campaign, adGroup, input)
      : negativeCreated(ctx, campaign, adGroup, input);
  });
}

const adGroupBid = (g: TAdGroup, day: number) => {
  const edited = (g.edits ?? []).filter((e) => e.fromDay <= day && e.defaultBid !== undefined).at(-1);
  return edited?.defaultBid ?? g.defaultBid;
};

type TBidOptional<T> = T extends unknown ? Omit<T, 'bid'> & { bid?: number | null } : never;

/** A new keyword or target, which bids its ad group's default bid unless the item names one. */
function clauseCreated(
  ctx: TCtx,
  campaign: TCampaign,
  adGroup: TAdGroup,
  input: TBidOptional<Parameters<typeof createClause>[3]>,
): TOutcome {
  const bid = input.bid ?? adGroupBid(adGroup, ctx.day);
  const clause = createClause(ctx.seller, campaign, adGroup, { ...input, bid }, ctx.day, ctx.at);
  return { id: clause.id, json: clauseJson(campaign, adGroup, clause, ctx.day, true) };
}

function negativeCreated(
  ctx: TCtx,
  campaign: TCampaign,
  adGroup: TAdGroup,
  input: Parameters<typeof createNegative>[3],
): TOutcome {
  const negative = createNegative(ctx.seller, campaign, adGroup, input, ctx.day, ctx.at);
  return { id: negative.id, json: negativeJson(campaign, adGroup, negative, ctx.day, true) };
}
