import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adsSearchTermMetrics } from '../../../db/schema/index.ts';
import { expectEnvelopeError } from '../../../testing/envelope-error.ts';
import { ppcApiSuite } from '../../../testing/ppc-api-suite.ts';
import { LAST_DAY } from '../ppc-fixtures.ts';

describe('search-term harvesting API', () => {
  const s = ppcApiSuite('harvest.test', 'SELLERH');
  const { call } = s;

  beforeAll(async () => {
    const term = (
      keywordId: string,
      adGroupId: string,
      campaignId: string,
      searchTerm: string,
      f: Partial<typeof adsSearchTermMetrics.$inferInsert>,
    ) => ({
      channelId: s.store,
      keywordId,
      adGroupId,
      campaignId,
      searchTerm,
      day: LAST_DAY,
      impressions: 100,
      clicks: 0,
      cost: '0',
      purchases7d: 0,
      sales7d: '0',
      ...f,
    });
    await s.t.db.insert(adsSearchTermMetrics).values([
      // Converts in the auto campaign: 3 orders, ACoS 10 %.
      term('t1', 'g2', 'c2', 'stainless garlic press', {
        clicks: 12,
        cost: '9.00',
        purchases7d: 3,
        sales7d: '90.00',
      }),
      // Converts but already an exact keyword of the store.
      term('t1', 'g2', 'c2', 'Garlic Press', { clicks: 12, cost: '9.00', purchases7d: 3, sales7d: '90.00' }),
      // Converts at too high an ACoS (60 %).
      term('k1', 'g1', 'c1', 'garlic peeler', {
        clicks: 20,
        cost: '36.00',
        purchases7d: 2,
        sales7d: '60.00',
      }),
      // Wastes: 18 clicks, no order.
      term('k1', 'g1', 'c1', 'garlic crusher toy', { clicks: 18, cost: '14.40' }),
    ]);
  });
  beforeEach(() => {
    s.fake.calls.length = 0;
  });

  it('is for advertising admins only', async () => {
    expect((await call(s.seller, 'GET', `/api/ppc/harvest?channel_id=${s.store}`)).statusCode).toBe(403);
  });

  it('proposes converting terms as exact keywords and wasteful ones as negatives, with destinations', async () => {
    const res = await call(
      s.admin,
      'GET',
      `/api/ppc/harvest?channel_id=${s.store}&min_orders=2&target_acos=30&min_clicks=15`,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.destinations).toEqual([
      { campaign_id: 'c1', campaign_name: 'Manual garlic', ad_group_id: 'g1', ad_group_name: 'Presses' },
    ]);
    expect(
      data.items.map((i: { kind: string; search_term: string }) => `${i.kind}:${i.search_term}`),
    ).toEqual(['keyword:stainless garlic press', 'negative:garlic crusher toy']);
    // Without a destination the keyword has no change yet; the negative goes where the clicks were wasted.
    expect(data.items[0].change).toBeNull();
    expect(data.items[1].change).toMatchObject({
      entity_type: 'negative-keyword',
      ad_group_id: 'g1',
      field: 'create',
      reason: '18 clicks, 0 orders in 30 days → negative exact',
    });
  });

  it('builds the keyword change for the chosen ad group, at the term CPC, and sends approved ones as harvest', async () => {
    const res = await call(s.admin, 'GET', `/api/ppc/harvest?channel_id=${s.store}&to_ad_group_id=g1`);
    const keyword = res.json().data.items.find((i: { kind: string }) => i.kind === 'keyword');
    // The write side's shape (ZPpcCreateKeyword): the bid in minor units, where it goes on the change.
    expect(JSON.parse(keyword.change.new_value)).toEqual({
      keyword_text: 'stainless garlic press',
      match_type: 'EXACT',
      bid: 75,
    });
    expect(keyword.change).toMatchObject({ campaign_id: 'c1', ad_group_id: 'g1' });
    const sent = await call(s.admin, 'POST', '/api/ppc/harvest/apply', {
      channel_id: s.store,
      items: [keyword.change],
    });
    expect(sent.json()).toMatchObject({
      data: { sent: 1 },
      message: 'Approved search terms sent to Amazon.',
    });
    expect(s.fake.calls).toEqual([
      {
        channelId: s.store,
        source: 'harvest',
        actorUserId: expect.any(String),
        ruleRunId: null,
        changes: [keyword.change],
      },
    ]);
  });

  it('refuses a destination that is not a manual ad group of the store, and anything but new exact keywords', async () => {
    expect(
      (await call(s.admin, 'GET', `/api/ppc/harvest?channel_id=${s.store}&to_ad_group_id=g2`)).statusCode,
    ).toBe(400);
    const bid = {
      entity_type: 'keyword',
      entity_id: 'k1',
      ad_group_id: 'g1',
      field: 'bid',
      old_value: '100',
      new_value: '900',
      reason: 'x',
    };
    const res = await call(s.admin, 'POST', '/api/ppc/harvest/apply', { channel_id: s.store, items: [bid] });
    expectEnvelopeError(res, 400, 'Only new exact keywords and negative exact keywords can be harvested.');
    expect(
      (await call(s.admin, 'POST', '/api/ppc/harvest/apply', { channel_id: s.store, items: [] })).statusCode,
    ).toBe(400);
    expect(s.fake.calls).toHaveLength(0);
  });

  it('runs as a rule: the same proposals as changes of the rule, keywords only with a destination', async () => {
    const rule = {
      name: 'Harvest',
      lookback_days: 30,
      action: { type: 'harvest', min_orders: 2, target_acos: 30, min_clicks: 15, to_ad_group_id: 'g1' },
    };
    const res = await call(s.admin, 'POST', '/api/ppc/rules/dry-run', { channel_id: s.store, rule });
    expect(res.statusCode).toBe(200);
    const changes = res.json().data.changes as { entity_type: string; new_value: string; reason: string }[];
    expect(changes.map((c) => [c.entity_type, JSON.parse(c.new_value).keyword_text])).toEqual([
      ['keyword', 'stainless garlic press'],
      ['negative-keyword', 'garlic crusher toy'],
    ]);
    const negativesOnly = {
      ...rule,
      action: { ...rule.action, add_keywords: false, to_ad_group_id: undefined },
    };
    const only = await call(s.admin, 'POST', '/api/ppc/rules/dry-run', {
      channel_id: s.store,
      rule: negativesOnly,
    });
    expect(only.json().data.changes.map((c: { entity_type: string }) => c.entity_type)).toEqual([
      'negative-keyword',
    ]);
    expect(s.fake.calls).toHaveLength(0);
  });

  it('honours the rule conditions in a dry run: orders and ACoS → exact keywords, clicks and no order → negatives', async () => {
    const dryRun = async (conditions: object[], extra: object = {}) => {
      const res = await call(s.admin, 'POST', '/api/ppc/rules/dry-run', {
        channel_id: s.store,
        rule: {
          name: 'Harvest by conditions',
          lookback_days: 30,
          conditions,
          action: { type: 'harvest', to_ad_group_id: 'g1' },
          ...extra,
        },
      });
      expect(res.statusCode).toBe(200);
      return (res.json().data.changes as { entity_type: string; new_value: string; reason: string }[]).map(
        (c) => [c.entity_type, JSON.parse(c.new_value).keyword_text, c.reason],
      );
    };
    // ≥ 2 orders at ACoS ≤ 70 %: the 60 % peeler now qualifies (the action's default 30 % would refuse
    // it); no negative, since a term without orders fails "orders ≥ 2".
    expect(
      await dryRun([
        { metric: 'orders', op: 'gte', value: 2 },
        { metric: 'acos', op: 'lte', value: 70 },
      ]),
    ).toEqual([
      ['keyword', 'garlic peeler', '2 orders, ACoS 60.0 % in 30 days → exact keyword'],
      ['keyword', 'stainless garlic press', '3 orders, ACoS 10.0 % in 30 days → exact keyword'],
    ]);
    // ACoS ≤ 20 % keeps the press only.
    expect(
      (
        await dryRun([
          { metric: 'orders', op: 'gte', value: 2 },
          { metric: 'acos', op: 'lte', value: 20 },
        ])
      ).map((c) => c[1]),
    ).toEqual(['stainless garlic press']);
    // ≥ 10 clicks and 0 orders: the wasteful term only, as a negative exact (the action's 15-click default
    // is not what decides: at ≥ 20 clicks nothing matches).
    expect(
      await dryRun([
        { metric: 'clicks', op: 'gte', value: 10 },
        { metric: 'orders', op: 'eq', value: 0 },
      ]),
    ).toEqual([
      ['negative-keyword', 'garlic crusher toy', '18 clicks, 0 orders in 30 days → negative exact'],
    ]);
    expect(
      await dryRun([
        { metric: 'clicks', op: 'gte', value: 20 },
        { metric: 'orders', op: 'eq', value: 0 },
      ]),
    ).toEqual([]);
    // The 1-day attribution window reads purchases_1d, which the seed leaves empty: no converting term.
    expect(await dryRun([{ metric: 'orders', op: 'gte', value: 1 }], { attribution_window: 1 })).toEqual([]);
    expect(s.fake.calls).toHaveLength(0);
  });
});
