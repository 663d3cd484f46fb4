import { afterAll, describe, expect, it } from 'vitest';
import { dayOf } from '../clock.ts';
import { adsAccount } from '../data/ads-entities.ts';
import { adsLeavesOn } from '../data/ads-metrics.ts';
import { sellerData } from '../data/seller-data.ts';
import { splitBySearchTerm } from '../reports/search-terms.ts';
import { demoSellers } from '../sellers.ts';
import { adsClient, SP_MEDIA } from '../testing/ads-client.ts';
import { adsAccessTokenFor } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

// Negatives added through Sponsored Products v3 change the sandbox's future metrics: the search terms a
// negative keyword or negative product target stops accrue no impressions, clicks or spend from the day
// it was added; the past keeps its figures.

const SELLER = demoSellers('na')[1]?.sellingPartnerId ?? '';
const START = '2025-06-01T12:00:00Z';
const DAYS = 14;

describe('negatives in the sandbox’s future metrics', async () => {
  const sandbox = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000' }, START);
  const ads = adsClient(sandbox, await adsAccessTokenFor(sandbox.app, SELLER), 50);
  const scope = (await ads('GET', '/v2/profiles')).json()[0].profileId;
  afterAll(() => sandbox.app.close());
  const data = sellerData(SELLER);
  const currency = adsAccount(data).currency;
  const today = dayOf(sandbox.clock.now().getTime());

  /** Per search term, a clause's figures over days [from, from + DAYS). */
  function termFigures(clauseId: string, from: number) {
    const out = new Map<string, { impressions: number; clicks: number; cost: number }>();
    for (let d = from; d < from + DAYS; d++)
      for (const leaf of adsLeavesOn(data, d).filter((l) => l.clause.id === clauseId))
        for (const part of splitBySearchTerm(leaf, d, currency)) {
          const f = out.get(part.searchTerm) ?? { impressions: 0, clicks: 0, cost: 0 };
          f.impressions += part.impressions;
          f.clicks += part.clicks;
          f.cost += part.cost;
          out.set(part.searchTerm, f);
        }
    return out;
  }
  const clauseClicks = (clauseId: string, from: number) => {
    let clicks = 0;
    for (let d = from; d < from + DAYS; d++)
      for (const l of adsLeavesOn(data, d)) if (l.clause.id === clauseId) clicks += l.clicks;
    return clicks;
  };

  it('a negative exact keyword stops its search term from the day it is added; other terms and the past go on', async () => {
    // The broad keyword with the most future clicks, and its busiest search term.
    const broad = adsAccount(data)
      .clauses.filter((c) => c.clause.kind === 'keyword' && c.clause.matchType === 'BROAD')
      .map((c) => ({ ...c, clicks: clauseClicks(c.clause.id, today) }))
      .sort((a, b) => b.clicks - a.clicks)[0];
    if (!broad) throw new Error('no broad keyword');
    const before = termFigures(broad.clause.id, today);
    const past = termFigures(broad.clause.id, today - DAYS);
    const [term, figures] = [...before].sort((a, b) => b[1].clicks - a[1].clicks)[0] ?? [];
    if (!term || !figures) throw new Error('no search term');
    expect(figures.clicks).toBeGreaterThan(0);
    const res = await ads('POST', '/sp/negativeKeywords', {
      scope,
      mediaType: SP_MEDIA.negativeKeyword,
      body: {
        negativeKeywords: [
          {
            campaignId: broad.campaign.campaignId,
            adGroupId: broad.adGroup.adGroupId,
            keywordText: term,
            matchType: 'NEGATIVE_EXACT',
            state: 'ENABLED',
          },
        ],
      },
    });
    expect(res.statusCode).toBe(207);
    expect(res.json().negativeKeywords.error).toEqual([]);
    const after = termFigures(broad.clause.id, today);
    expect(after.get(term)).toBeUndefined();
    // The clause as a whole lost that term's clicks (give or take the draw), the others still run.
    expect(clauseClicks(broad.clause.id, today)).toBeLessThan(broad.clicks);
    expect([...after.values()].reduce((s, f) => s + f.clicks, 0)).toBeGreaterThan(0);
    // The past is as it was.
    expect(termFigures(broad.clause.id, today - DAYS)).toEqual(past);
  });

  it('a negative product target (ASIN) stops the product-targeting traffic for that ASIN', async () => {
    const target = adsAccount(data)
      .clauses.filter(
        (c) => c.clause.kind === 'target' && c.clause.expression.some((e) => e.type === 'ASIN_SAME_AS'),
      )
      .map((c) => ({ ...c, clicks: clauseClicks(c.clause.id, today) }))
      .sort((a, b) => b.clicks - a.clicks)[0];
    if (target?.clause.kind !== 'target') throw new Error('no ASIN target');
    expect(target.clicks).toBeGreaterThan(0);
    const asin = target.clause.expression.find((e) => e.type === 'ASIN_SAME_AS')?.value as string;
    const res = await ads('POST', '/sp/negativeTargets', {
      scope,
      mediaType: SP_MEDIA.negativeTarget,
      body: {
        negativeTargetingClauses: [
          {
            campaignId: target.campaign.campaignId,
            adGroupId: target.adGroup.adGroupId,
            expression: [{ type: 'ASIN_SAME_AS', value: asin }],
            state: 'ENABLED',
          },
        ],
      },
    });
    expect(res.statusCode).toBe(207);
    expect(res.json().negativeTargetingClauses.error).toEqual([]);
    expect(clauseClicks(target.clause.id, today)).toBe(0);
    expect(termFigures(target.clause.id, today).size).toBe(0);
    expect(clauseClicks(target.clause.id, today - DAYS)).toBeGreaterThan(0);
  });
});
