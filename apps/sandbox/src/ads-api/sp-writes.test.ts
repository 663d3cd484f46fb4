import { afterAll, describe, expect, it } from 'vitest';
import { dayOf } from '../clock.ts';
import { adsLeavesOn } from '../data/ads-metrics.ts';
import { sellerData } from '../data/seller-data.ts';
import { demoSellers } from '../sellers.ts';
import { adsClient, SP_MEDIA } from '../testing/ads-client.ts';
import { expectConforms, operationOf } from '../testing/contract.ts';
import { accessTokenFor, adsAccessTokenFor } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

const SELLER = demoSellers('eu')[1]?.sellingPartnerId ?? '';
const SP = 'ads-api/sponsored-products-v3.json';
const START = '2025-06-01T12:00:00Z';

type TKeyword = {
  keywordId: string;
  adGroupId: string;
  campaignId: string;
  state: string;
  bid: number;
  keywordText: string;
};

describe('Sponsored Products v3 writes: 207 multi-status answers that change the sandbox’s account', async () => {
  const sandbox = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000' }, START);
  const token = await adsAccessTokenFor(sandbox.app, SELLER);
  const ads = adsClient(sandbox, token, 50);
  const scope = (await ads('GET', '/v2/profiles')).json()[0].profileId;
  afterAll(() => sandbox.app.close());

  // Listed with extendedData (lastUpdateDateTime tells a write apart from the seller's), as the model says.
  const keywords = async (): Promise<TKeyword[]> => {
    const res = await ads('POST', '/sp/keywords/list', {
      scope,
      mediaType: SP_MEDIA.keyword,
      body: { stateFilter: { include: ['ENABLED'] }, includeExtendedDataFields: true },
    });
    expectConforms(
      operationOf({ model: SP, operation: 'POST /sp/keywords/list' }),
      res,
      200,
      'extended list',
    );
    return res.json().keywords;
  };
  const [first, second] = await keywords();
  if (!first || !second) throw new Error('the seller has no enabled keywords');

  it('updates a keyword’s bid and state; the list shows it, with a fresh lastUpdateDateTime', async () => {
    const op = operationOf({ model: SP, operation: 'PUT /sp/keywords' });
    const res = await ads('PUT', '/sp/keywords', {
      scope,
      mediaType: SP_MEDIA.keyword,
      body: { keywords: [{ keywordId: first.keywordId, bid: 0.77 }] },
      headers: { prefer: 'return=representation' },
    });
    expectConforms(op, res, 207, 'PUT /sp/keywords');
    const answer = res.json().keywords;
    expect(answer.error).toEqual([]);
    expect(answer.success[0]).toMatchObject({ index: 0, keywordId: first.keywordId, keyword: { bid: 0.77 } });
    const listed = (await keywords()).find((k) => k.keywordId === first.keywordId) as TKeyword & {
      extendedData: { lastUpdateDateTime: string };
    };
    expect(listed.bid).toBe(0.77);
    expect(Date.parse(listed.extendedData.lastUpdateDateTime)).toBeGreaterThanOrEqual(Date.parse(START));
  });

  it('answers each item on its own: one accepted, others refused with Amazon’s reasons', async () => {
    const op = operationOf({ model: SP, operation: 'PUT /sp/keywords' });
    const res = await ads('PUT', '/sp/keywords', {
      scope,
      mediaType: SP_MEDIA.keyword,
      body: {
        keywords: [
          { keywordId: second.keywordId, state: 'PAUSED' },
          { keywordId: '999999999999999', bid: 1 },
          { keywordId: first.keywordId, bid: 5000 },
        ],
      },
    });
    expectConforms(op, res, 207, 'mixed PUT /sp/keywords');
    const answer = res.json().keywords;
    expect(answer.success.map((s: { index: number }) => s.index)).toEqual([0]);
    expect(answer.error).toHaveLength(2);
    expect(answer.error[0]).toMatchObject({
      index: 1,
      errors: [
        {
          errorType: 'entityNotFoundError',
          errorValue: { entityNotFoundError: { reason: 'ENTITY_NOT_FOUND' } },
        },
      ],
    });
    expect(answer.error[1].errors[0].errorValue.biddingError.reason).toBe('BID_OUT_OF_MARKET_PLACE_RANGE');
  });

  it('a paused keyword accrues no clicks from the day of the change on', async () => {
    const data = sellerData(SELLER);
    const today = dayOf(sandbox.clock.now().getTime());
    const clicks = (day: number) =>
      adsLeavesOn(data, day)
        .filter((l) => l.clause.id === second.keywordId)
        .reduce((sum, l) => sum + l.clicks, 0);
    for (let d = today; d < today + 5; d++) expect(clicks(d)).toBe(0);
    // The days before the change keep their figures.
    const before = [1, 2, 3, 4, 5, 6, 7].reduce((sum, n) => sum + clicks(today - n), 0);
    expect(before).toBeGreaterThan(0);
  });

  it('refuses a body that does not follow the model with 400 INVALID_ARGUMENT, and plain JSON with 415', async () => {
    const op = operationOf({ model: SP, operation: 'PUT /sp/keywords' });
    const bad = await ads('PUT', '/sp/keywords', {
      scope,
      mediaType: SP_MEDIA.keyword,
      body: { keywords: [{ keywordId: first.keywordId, state: 'ARCHIVED' }] },
    });
    expectConforms(op, bad, 400, 'ARCHIVED through PUT');
    const plain = await ads('PUT', '/sp/keywords', {
      scope,
      mediaType: 'application/json',
      body: { keywords: [] },
    });
    expectConforms(op, plain, 415, 'plain JSON');
  });

  it('creates keywords, refuses the duplicate, and lists the new one', async () => {
    const op = operationOf({ model: SP, operation: 'POST /sp/keywords' });
    const manual = await keywords();
    const parent = manual[0] as TKeyword;
    const item = {
      campaignId: parent.campaignId,
      adGroupId: parent.adGroupId,
      keywordText: 'harvested search term',
      matchType: 'EXACT',
      state: 'ENABLED',
      bid: 0.6,
    };
    const res = await ads('POST', '/sp/keywords', {
      scope,
      mediaType: SP_MEDIA.keyword,
      body: { keywords: [item, item] },
    });
    expectConforms(op, res, 207, 'POST /sp/keywords');
    const answer = res.json().keywords;
    expect(answer.success).toHaveLength(1);
    expect(answer.error[0].errors[0].errorType).toBe('duplicateValueError');
    const id = answer.success[0].keywordId;
    expect(
      (await keywords()).some((k) => k.keywordId === id && k.keywordText === 'harvested search term'),
    ).toBe(true);
  });

  it('updates campaign budgets and ad-group default bids, and adds negatives, each as the model says', async () => {
    const campaigns = (
      await ads('POST', '/sp/campaigns/list', {
        scope,
        mediaType: SP_MEDIA.campaign,
        body: { stateFilter: { include: ['ENABLED'] } },
      })
    ).json().campaigns;
    const campaign = campaigns[0];
    const budget = await ads('PUT', '/sp/campaigns', {
      scope,
      mediaType: SP_MEDIA.campaign,
      body: {
        campaigns: [
          { campaignId: campaign.campaignId, budget: { budget: 42, budgetType: 'DAILY' } },
          { campaignId: campaign.campaignId, budget: { budget: 0.1, budgetType: 'DAILY' } },
        ],
      },
    });
    expectConforms(
      operationOf({ model: SP, operation: 'PUT /sp/campaigns' }),
      budget,
      207,
      'PUT /sp/campaigns',
    );
    expect(budget.json().campaigns.error[0].errors[0].errorValue.budgetError.reason).toBe(
      'BUDGET_OUT_OF_MARKET_PLACE_RANGE',
    );
    const adGroups = (
      await ads('POST', '/sp/adGroups/list', {
        scope,
        mediaType: SP_MEDIA.adGroup,
        body: { campaignIdFilter: { include: [first.campaignId] } },
      })
    ).json().adGroups;
    const group = adGroups.find((g: { adGroupId: string }) => g.adGroupId === first.adGroupId);
    const bid = await ads('PUT', '/sp/adGroups', {
      scope,
      mediaType: SP_MEDIA.adGroup,
      body: { adGroups: [{ adGroupId: group.adGroupId, defaultBid: 0.55 }] },
    });
    expectConforms(operationOf({ model: SP, operation: 'PUT /sp/adGroups' }), bid, 207, 'PUT /sp/adGroups');
    const negative = await ads('POST', '/sp/negativeKeywords', {
      scope,
      mediaType: SP_MEDIA.negativeKeyword,
      body: {
        negativeKeywords: [
          {
            campaignId: first.campaignId,
            adGroupId: first.adGroupId,
            keywordText: 'free',
            matchType: 'NEGATIVE_EXACT',
            state: 'ENABLED',
          },
        ],
      },
    });
    expectConforms(
      operationOf({ model: SP, operation: 'POST /sp/negativeKeywords' }),
      negative,
      207,
      'POST /sp/negativeKeywords',
    );
    const negativeId = negative.json().negativeKeywords.success[0].negativeKeywordId;
    const paused = await ads('PUT', '/sp/negativeKeywords', {
      scope,
      mediaType: SP_MEDIA.negativeKeyword,
      body: { negativeKeywords: [{ keywordId: negativeId, state: 'PAUSED' }] },
    });
    expectConforms(
      operationOf({ model: SP, operation: 'PUT /sp/negativeKeywords' }),
      paused,
      207,
      'PUT /sp/negativeKeywords',
    );
    const listed = await ads('POST', '/sp/negativeKeywords/list', {
      scope,
      mediaType: SP_MEDIA.negativeKeyword,
      body: {},
    });
    expectConforms(
      operationOf({ model: SP, operation: 'POST /sp/negativeKeywords/list' }),
      listed,
      200,
      'negative list',
    );
    expect(listed.json().negativeKeywords).toEqual([
      expect.objectContaining({ keywordId: negativeId, state: 'PAUSED', keywordText: 'free' }),
    ]);
    const negTarget = await ads('POST', '/sp/negativeTargets', {
      scope,
      mediaType: SP_MEDIA.negativeTarget,
      body: {
        negativeTargetingClauses: [
          {
            campaignId: first.campaignId,
            adGroupId: first.adGroupId,
            expression: [{ type: 'ASIN_SAME_AS', value: 'B0ABCDEFGH' }],
            state: 'ENABLED',
          },
        ],
      },
    });
    expectConforms(
      operationOf({ model: SP, operation: 'POST /sp/negativeTargets' }),
      negTarget,
      207,
      'POST /sp/negativeTargets',
    );
    const targets = (
      await ads('POST', '/sp/targets/list', {
        scope,
        mediaType: SP_MEDIA.target,
        body: { stateFilter: { include: ['ENABLED'] } },
      })
    ).json().targetingClauses;
    const target = await ads('PUT', '/sp/targets', {
      scope,
      mediaType: SP_MEDIA.target,
      body: { targetingClauses: [{ targetId: targets[0].targetId, state: 'PAUSED' }] },
    });
    expectConforms(operationOf({ model: SP, operation: 'PUT /sp/targets' }), target, 207, 'PUT /sp/targets');
    expect(target.json().targetingClauses.success).toHaveLength(1);
  });

  it('takes an Ads token only: an SP-API token of the same seller is refused with 401', async () => {
    const spToken = await accessTokenFor(sandbox.app, SELLER);
    const res = await adsClient(sandbox, spToken)('PUT', '/sp/keywords', {
      scope,
      mediaType: SP_MEDIA.keyword,
      body: { keywords: [{ keywordId: first.keywordId, bid: 0.5 }] },
    });
    expectConforms(operationOf({ model: SP, operation: 'PUT /sp/keywords' }), res, 401, 'SP-API token');
  });

  it('fails single items with a retryable INTERNAL_ERROR when the fault says so', async () => {
    await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/faults',
      payload: { operation: 'updateSponsoredProductsKeywords', itemErrorRate: 1 },
    });
    const res = await ads('PUT', '/sp/keywords', {
      scope,
      mediaType: SP_MEDIA.keyword,
      body: { keywords: [{ keywordId: first.keywordId, bid: 0.8 }] },
    });
    await sandbox.app.inject({ method: 'DELETE', url: '/sandbox/faults' });
    expectConforms(operationOf({ model: SP, operation: 'PUT /sp/keywords' }), res, 207, 'item fault');
    expect(res.json().keywords.error[0].errors[0].errorType).toBe('internalServerError');
  });
});
