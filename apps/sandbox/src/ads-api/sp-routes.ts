import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, type TAnswer } from '../api-errors.ts';
import { dayOf } from '../clock.ts';
import type { TAdGroup, TCampaign, TClause, TLifecycle, TNegative } from '../data/ads-entities.ts';
import { adsAccount, stateOn } from '../data/ads-entities.ts';
import { adsProfileFor } from '../data/ads-profiles.ts';
import { sellerData } from '../data/seller-data.ts';
import type { TApiDeps, TCaller } from '../operation.ts';
import { decodeToken, encodeToken } from '../query.ts';
import type { TOperationName } from '../usage-plans.ts';
import { adsBadRequest, registerAdsOperation } from './ads-operation.ts';
import { adGroupJson, campaignJson, clauseJson, negativeJson, productAdJson } from './sp-json.ts';

const MAX_RESULTS = 5000;

const ZInclude = z.object({ include: z.array(z.string()).min(1) });
const ZText = z.object({
  queryTermMatchType: z.enum(['BROAD_MATCH', 'EXACT_MATCH']).default('BROAD_MATCH'),
  include: z.array(z.string()).min(1),
});

// The list bodies of Sponsored Products v3: every filter optional, `nextToken` + `maxResults` to page.
const ZListBody = z.object({
  maxResults: z.number().int().min(1).max(MAX_RESULTS).optional(),
  nextToken: z.string().min(1).optional(),
  includeExtendedDataFields: z.boolean().optional(),
  stateFilter: ZInclude.optional(),
  campaignIdFilter: ZInclude.optional(),
  adGroupIdFilter: ZInclude.optional(),
  keywordIdFilter: ZInclude.optional(),
  targetIdFilter: ZInclude.optional(),
  adIdFilter: ZInclude.optional(),
  nameFilter: ZText.optional(),
  keywordTextFilter: ZText.optional(),
  asinFilter: ZText.optional(),
  matchTypeFilter: z.array(z.string()).optional(),
  expressionTypeFilter: ZInclude.optional(),
  campaignTargetingTypeFilter: z.string().optional(),
});
type TListBody = z.infer<typeof ZListBody>;

type TRow = {
  lifecycle: TLifecycle;
  ids: Partial<Record<'campaignId' | 'adGroupId' | 'keywordId' | 'targetId' | 'adId', string>>;
  texts?: Partial<Record<'name' | 'keywordText' | 'asin', string>>;
  matchType?: string;
  expressionType?: string;
  targetingType?: string;
  json(day: number, extended: boolean): unknown;
};

function textMatches(filter: z.infer<typeof ZText> | undefined, value: string | undefined): boolean {
  if (!filter) return true;
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  return filter.include.some((term) =>
    filter.queryTermMatchType === 'EXACT_MATCH'
      ? lower === term.toLowerCase()
      : lower.includes(term.toLowerCase()),
  );
}

function matches(row: TRow, body: TListBody, day: number): boolean {
  const idIn = (filter: { include: string[] } | undefined, id: string | undefined) =>
    !filter || (id !== undefined && filter.include.includes(id));
  return (
    idIn(body.stateFilter, stateOn(row.lifecycle, day)) &&
    idIn(body.campaignIdFilter, row.ids.campaignId) &&
    idIn(body.adGroupIdFilter, row.ids.adGroupId) &&
    idIn(body.keywordIdFilter, row.ids.keywordId) &&
    idIn(body.targetIdFilter, row.ids.targetId) &&
    idIn(body.adIdFilter, row.ids.adId) &&
    idIn(body.expressionTypeFilter, row.expressionType) &&
    textMatches(body.nameFilter, row.texts?.name) &&
    textMatches(body.keywordTextFilter, row.texts?.keywordText) &&
    textMatches(body.asinFilter, row.texts?.asin) &&
    (!body.matchTypeFilter ||
      (row.matchType !== undefined && body.matchTypeFilter.includes(row.matchType))) &&
    (!body.campaignTargetingTypeFilter || body.campaignTargetingTypeFilter === row.targetingType)
  );
}

type TEntity =
  | 'campaigns'
  | 'adGroups'
  | 'keywords'
  | 'targetingClauses'
  | 'productAds'
  | 'negativeKeywords'
  | 'negativeTargetingClauses';

// The rows of one entity type in the caller's profile: only the home marketplace runs campaigns.
function rowsOf(entity: TEntity, caller: TCaller): TRow[] {
  const profile = adsProfileFor(caller.sellingPartnerId, caller.scope);
  if (!profile?.home) return [];
  const account = adsAccount(sellerData(caller.sellingPartnerId));
  switch (entity) {
    case 'campaigns':
      return account.campaigns.map((c) => ({
        lifecycle: c,
        ids: { campaignId: c.campaignId },
        texts: { name: c.name },
        targetingType: c.targetingType,
        json: (day, ext) => campaignJson(c, day, ext),
      }));
    case 'adGroups':
      return account.adGroups.map(({ campaign, adGroup }) => ({
        lifecycle: adGroup,
        ids: idsIn(campaign, adGroup),
        texts: { name: adGroup.name },
        targetingType: campaign.targetingType,
        json: (day, ext) => adGroupJson(campaign, adGroup, day, ext),
      }));
    case 'productAds':
      return account.productAds.map(({ campaign, adGroup, ad }) => ({
        lifecycle: ad,
        ids: { ...idsIn(campaign, adGroup), adId: ad.adId },
        texts: { asin: ad.product.asin },
        json: (day) => productAdJson(campaign, adGroup, ad, day),
      }));
    case 'keywords':
    case 'targetingClauses':
    case 'negativeKeywords':
    case 'negativeTargetingClauses': {
      // An ad group's children of one kind (each kind lives in one of the two lists).
      const kind = CHILD_KINDS[entity];
      return [
        ...account.clauses.map(({ campaign, adGroup, clause }) => ({ campaign, adGroup, child: clause })),
        ...account.negatives.map(({ campaign, adGroup, negative }) => ({
          campaign,
          adGroup,
          child: negative,
        })),
      ]
        .filter(({ child }) => child.kind === kind)
        .map(({ campaign, adGroup, child }) => childRow(campaign, adGroup, child));
    }
  }
}

const CHILD_KINDS = {
  keywords: 'keyword',
  targetingClauses: 'target',
  negativeKeywords: 'negative-keyword',
  negativeTargetingClauses: 'negative-target',
} as const;

// A keyword, target or negative: its ids, and the texts and types the list filters read.
function childRow(campaign: TCampaign, adGroup: TAdGroup, child: TClause | TNegative): TRow {
  const ids = idsIn(campaign, adGroup);
  const json: TRow['json'] = (day, ext) =>
    child.kind === 'keyword' || child.kind === 'target'
      ? clauseJson(campaign, adGroup, child, day, ext)
      : negativeJson(campaign, adGroup, child, day, ext);
  switch (child.kind) {
    case 'keyword':
    case 'negative-keyword':
      return {
        lifecycle: child,
        ids: { ...ids, keywordId: child.id },
        texts: { keywordText: child.keywordText },
        matchType: child.matchType,
        json,
      };
    case 'target':
      return {
        lifecycle: child,
        ids: { ...ids, targetId: child.id },
        texts: { asin: child.expression.find((e) => e.value)?.value },
        expressionType: child.expressionType,
        json,
      };
    case 'negative-target':
      return { lifecycle: child, ids: { ...ids, targetId: child.id }, json };
  }
}

const idsIn = (campaign: TCampaign, adGroup: TAdGroup) => ({
  campaignId: campaign.campaignId,
  adGroupId: adGroup.adGroupId,
});

type TToken = { kind: string; offset: number };

function listAnswer(entity: TEntity, body: unknown, caller: TCaller, now: number): TAnswer {
  const parsed = ZListBody.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return adsBadRequest(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  const request = parsed.data;
  const kind = `sp-${entity}`;
  let offset = 0;
  if (request.nextToken !== undefined) {
    const token = decodeToken<TToken>(request.nextToken, kind);
    if (!token || !Number.isInteger(token.offset) || token.offset < 0)
      return adsBadRequest('Invalid nextToken');
    offset = token.offset;
  }
  const day = dayOf(now);
  // Entities appear on their start day; what started later does not exist yet.
  const rows = rowsOf(entity, caller).filter((r) => r.lifecycle.startDay <= day && matches(r, request, day));
  const limit = request.maxResults ?? MAX_RESULTS;
  const page = rows.slice(offset, offset + limit);
  const next = offset + limit < rows.length ? encodeToken({ kind, offset: offset + limit }) : undefined;
  return ok({
    [entity]: page.map((r) => r.json(day, request.includeExtendedDataFields === true)),
    totalResults: rows.length,
    ...(next !== undefined ? { nextToken: next } : {}),
  });
}

const LISTS: { path: string; entity: TEntity; operation: TOperationName; mediaType: string }[] = [
  {
    path: '/sp/campaigns/list',
    entity: 'campaigns',
    operation: 'listSponsoredProductsCampaigns',
    mediaType: 'application/vnd.spCampaign.v3+json',
  },
  {
    path: '/sp/adGroups/list',
    entity: 'adGroups',
    operation: 'listSponsoredProductsAdGroups',
    mediaType: 'application/vnd.spAdGroup.v3+json',
  },
  {
    path: '/sp/keywords/list',
    entity: 'keywords',
    operation: 'listSponsoredProductsKeywords',
    mediaType: 'application/vnd.spKeyword.v3+json',
  },
  {
    path: '/sp/targets/list',
    entity: 'targetingClauses',
    operation: 'listSponsoredProductsTargetingClauses',
    mediaType: 'application/vnd.spTargetingClause.v3+json',
  },
  {
    path: '/sp/productAds/list',
    entity: 'productAds',
    operation: 'listSponsoredProductsProductAds',
    mediaType: 'application/vnd.spProductAd.v3+json',
  },
  {
    path: '/sp/negativeKeywords/list',
    entity: 'negativeKeywords',
    operation: 'listSponsoredProductsNegativeKeywords',
    mediaType: 'application/vnd.spNegativeKeyword.v3+json',
  },
  {
    path: '/sp/negativeTargets/list',
    entity: 'negativeTargetingClauses',
    operation: 'listSponsoredProductsNegativeTargetingClauses',
    mediaType: 'application/vnd.spNegativeTargetingClause.v3+json',
  },
];

// Sponsored Products v3 list endpoints: POST with filters in the body, each entity its own media type.
export function registerSpRoutes(app: FastifyInstance, deps: TApiDeps) {
  for (const list of LISTS) {
    registerAdsOperation(app, deps, {
      method: 'POST',
      url: list.path,
      operation: list.operation,
      scoped: true,
      mediaType: list.mediaType,
      handler: (request, caller) => listAnswer(list.entity, request.body, caller, deps.clock.now().getTime()),
    });
  }
}
