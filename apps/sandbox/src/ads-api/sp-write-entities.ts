import { z } from 'zod';
import {
  applyEdit,
  archivedParent,
  createAdGroup,
  createCampaign,
  error,
  notFound,
} from '../data/ads-writes.ts';
import { adGroupJson, campaignJson } from './sp-json.ts';
import {
  adGroupChildCreate,
  clauseUpdate,
  entity,
  IN_AD_GROUP,
  negativeUpdate,
  stateEdit,
  type TWriteDef,
  write,
  ZBid,
  ZId,
  ZState,
} from './sp-write-builders.ts';
import {
  bidCheck,
  budgetCheck,
  live,
  nameTaken,
  parentForbids,
  sameExpression,
  sameKeyword,
  textCheck,
  updatable,
} from './sp-write-checks.ts';

// The Sponsored Products v3 write entities: for each, its path and keys, and what an update (PUT) and a
// create (POST) item does. Keywords and targets, and the two negatives, share their updates.

/** A new keyword's or target's state and bid (without one, its ad group's default bid). */
const NEW_CLAUSE = { state: ZState, bid: ZBid };
const ZBudget = z.object({ budget: z.number(), budgetType: z.literal('DAILY') });
const ZExpression = z.array(z.object({ type: z.string().min(1), value: z.string().optional() })).max(1000);
const ZNegativeExpression = z.array(
  z.object({ type: z.enum(['ASIN_SAME_AS', 'ASIN_BRAND_SAME_AS']), value: z.string().optional() }),
);

// The create items. Their keys keep the model's order: a bad body is refused naming its first bad key.
const ZNewKeyword = z
  .object({
    ...IN_AD_GROUP,
    keywordText: z.string(),
    matchType: z.enum(['EXACT', 'PHRASE', 'BROAD']),
    ...NEW_CLAUSE,
  })
  .passthrough();
const ZNewTarget = z
  .object({
    ...IN_AD_GROUP,
    expression: ZExpression.min(1),
    expressionType: z.literal('MANUAL'),
    ...NEW_CLAUSE,
  })
  .passthrough();
const ZNewNegativeKeyword = z
  .object({
    ...IN_AD_GROUP,
    keywordText: z.string(),
    matchType: z.enum(['NEGATIVE_EXACT', 'NEGATIVE_PHRASE', 'NEGATIVE_BROAD']),
    state: ZState,
  })
  .passthrough();
const ZNewNegativeTarget = z
  .object({ ...IN_AD_GROUP, expression: ZNegativeExpression.min(1).max(1000), state: ZState })
  .passthrough();

const CAMPAIGNS: TWriteDef = {
  ...entity('/sp/campaigns', 'campaigns', 'campaignId'),
  update: write(
    'updateSponsoredProductsCampaigns',
    z
      .object({
        campaignId: ZId,
        state: ZState.optional(),
        name: z.string().min(1).max(128).optional(),
        budget: ZBudget.optional(),
      })
      .passthrough(),
    (item, ctx) => {
      const campaign = ctx.index.campaigns.get(item.campaignId);
      const found = campaign && { entity: campaign, parents: [] };
      const refused =
        updatable(ctx, 'CAMPAIGN', item.campaignId, found, item.state) ??
        (item.budget ? budgetCheck(ctx, item.budget.budget) : null);
      if (refused || !campaign)
        return { error: refused ?? notFound('CAMPAIGN', item.campaignId, ctx.location) };
      if (item.name !== undefined) campaign.name = item.name;
      applyEdit(ctx.seller, campaign, ctx.day, ctx.at, {
        ...stateEdit(item.state),
        ...(item.budget ? { budget: item.budget.budget } : {}),
      });
      return { id: campaign.campaignId, json: campaignJson(campaign, ctx.day, true) };
    },
  ),
  create: write(
    'createSponsoredProductsCampaigns',
    z
      .object({
        name: z.string().min(1).max(128),
        targetingType: z.enum(['AUTO', 'MANUAL']),
        state: ZState,
        budget: ZBudget,
        dynamicBidding: z.object({ strategy: z.string().optional() }).passthrough().optional(),
      })
      .passthrough(),
    (item, ctx) => {
      const refused = budgetCheck(ctx, item.budget.budget);
      if (refused) return { error: refused };
      const account = [...ctx.index.campaigns.values()];
      if (account.some((c) => c.name === item.name && live(ctx, c)))
        return { error: nameTaken(ctx, 'A campaign with this name already exists') };
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
  ),
};

const AD_GROUPS: TWriteDef = {
  ...entity('/sp/adGroups', 'adGroups', 'adGroupId'),
  update: write(
    'updateSponsoredProductsAdGroups',
    z
      .object({
        adGroupId: ZId,
        state: ZState.optional(),
        name: z.string().min(1).max(255).optional(),
        defaultBid: z.number().optional(),
      })
      .passthrough(),
    (item, ctx) => {
      const entry = ctx.index.adGroups.get(item.adGroupId);
      const found = entry && { entity: entry.adGroup, parents: [entry.campaign] };
      const refused =
        updatable(ctx, 'AD_GROUP', item.adGroupId, found, item.state) ??
        (entry ? bidCheck(ctx, item.defaultBid, entry.campaign) : null);
      if (refused || !entry) return { error: refused ?? notFound('AD_GROUP', item.adGroupId, ctx.location) };
      if (item.name !== undefined) entry.adGroup.name = item.name;
      applyEdit(ctx.seller, entry.adGroup, ctx.day, ctx.at, {
        ...stateEdit(item.state),
        ...(item.defaultBid !== undefined ? { defaultBid: item.defaultBid } : {}),
      });
      return { id: item.adGroupId, json: adGroupJson(entry.campaign, entry.adGroup, ctx.day, true) };
    },
  ),
  create: write(
    'createSponsoredProductsAdGroups',
    z
      .object({ campaignId: ZId, name: z.string().min(1).max(255), defaultBid: z.number(), state: ZState })
      .passthrough(),
    (item, ctx) => {
      const campaign = ctx.index.campaigns.get(item.campaignId);
      if (!campaign || campaign.startDay > ctx.day)
        return { error: notFound('CAMPAIGN', item.campaignId, `${ctx.location}.campaignId`) };
      if (archivedParent(ctx.day, campaign))
        return { error: parentForbids(ctx, 'AD_GROUP', 'The campaign is archived') };
      const refused = bidCheck(ctx, item.defaultBid, campaign);
      if (refused) return { error: refused };
      if (campaign.adGroups.some((g) => g.name === item.name && live(ctx, g)))
        return { error: nameTaken(ctx, 'An ad group with this name already exists in the campaign') };
      const adGroup = createAdGroup(ctx.seller, campaign, item, ctx.day, ctx.at);
      ctx.index.adGroups.set(adGroup.adGroupId, { campaign, adGroup });
      return { id: adGroup.adGroupId, json: adGroupJson(campaign, adGroup, ctx.day, true) };
    },
  ),
};

const KEYWORDS: TWriteDef = {
  ...entity('/sp/keywords', 'keywords', 'keywordId'),
  update: clauseUpdate('updateSponsoredProductsKeywords', 'keyword'),
  create: adGroupChildCreate('createSponsoredProductsKeywords', ZNewKeyword, {
    refused: (item, ctx, campaign) =>
      campaign.targetingType === 'AUTO'
        ? parentForbids(ctx, 'KEYWORD', 'Keywords cannot be added to an automatic campaign')
        : (textCheck(ctx, item.keywordText) ?? bidCheck(ctx, item.bid, campaign)),
    same: sameKeyword,
    kind: 'keyword',
  }),
};

const TARGETS: TWriteDef = {
  ...entity('/sp/targets', 'targetingClauses', 'targetId'),
  update: clauseUpdate('updateSponsoredProductsTargetingClauses', 'target'),
  create: adGroupChildCreate('createSponsoredProductsTargetingClauses', ZNewTarget, {
    refused: (item, ctx, campaign) => bidCheck(ctx, item.bid, campaign),
    same: sameExpression,
    kind: 'target',
  }),
};

const NEGATIVE_KEYWORDS: TWriteDef = {
  ...entity('/sp/negativeKeywords', 'negativeKeywords', 'negativeKeywordId'),
  update: negativeUpdate('updateSponsoredProductsNegativeKeywords', 'negative-keyword'),
  create: adGroupChildCreate('createSponsoredProductsNegativeKeywords', ZNewNegativeKeyword, {
    // Ad-group negatives are exact or phrase; broad negatives exist for campaigns only.
    refused: (item, ctx) =>
      item.matchType === 'NEGATIVE_BROAD'
        ? error('rangeError', {
            reason: 'NOT_IN_LIST',
            message: 'matchType must be NEGATIVE_EXACT or NEGATIVE_PHRASE',
            allowed: ['NEGATIVE_EXACT', 'NEGATIVE_PHRASE'],
            cause: { location: `${ctx.location}.matchType` },
          })
        : textCheck(ctx, item.keywordText),
    same: sameKeyword,
    kind: 'negative-keyword',
  }),
};

const NEGATIVE_TARGETS: TWriteDef = {
  ...entity('/sp/negativeTargets', 'negativeTargetingClauses', 'targetId'),
  update: negativeUpdate('updateSponsoredProductsNegativeTargetingClauses', 'negative-target'),
  create: adGroupChildCreate('createSponsoredProductsNegativeTargetingClauses', ZNewNegativeTarget, {
    refused: (item, ctx) => {
      const bad = item.expression.find(
        (e) => e.type === 'ASIN_SAME_AS' && !/^[A-Z0-9]{10}$/.test(e.value ?? ''),
      );
      return bad
        ? error('malformedValueError', {
            reason: 'PATTERN_NOT_MATCHED',
            message: 'ASIN_SAME_AS needs a 10-character ASIN',
            fragment: bad.value ?? '',
            cause: { location: `${ctx.location}.expression` },
          })
        : null;
    },
    same: sameExpression,
    kind: 'negative-target',
  }),
};

export const WRITES: readonly TWriteDef[] = [
  CAMPAIGNS,
  AD_GROUPS,
  KEYWORDS,
  TARGETS,
  NEGATIVE_KEYWORDS,
  NEGATIVE_TARGETS,
];
