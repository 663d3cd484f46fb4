import { describe, expect, it } from 'vitest';
import { PAUSE_K1 } from '../ppc-fixtures.ts';
import {
  AMAZON_MIN_BID_MINOR,
  boundBid,
  compare,
  evaluateEntity,
  evaluateRule,
  type TRuleDefinition,
  type TRuleEntity,
  targetAcosBid,
} from './evaluate.ts';
import { metricValue, type TWindowMetrics, ZERO_METRICS } from './metrics.ts';

const m = (over: Partial<TWindowMetrics>): TWindowMetrics => ({ ...ZERO_METRICS, ...over });
const entity = (over: Partial<TRuleEntity> = {}): TRuleEntity => ({
  entityType: 'keyword',
  entityId: 'k1',
  campaignId: 'c1',
  adGroupId: 'g1',
  label: 'garlic press',
  state: 'ENABLED',
  bidMinor: 100,
  breakEvenAcos: null,
  metrics: m({ impressions: 1000, clicks: 23, orders: 0, spendMinor: 1840, salesMinor: 0 }),
  ...over,
});

describe('rule operators', () => {
  it.each([
    ['gt', 5, 4, true],
    ['gt', 4, 4, false],
    ['gte', 4, 4, true],
    ['gte', 3, 4, false],
    ['lt', 3, 4, true],
    ['lt', 4, 4, false],
    ['lte', 4, 4, true],
    ['lte', 5, 4, false],
    ['eq', 4, 4, true],
    ['eq', 4.1, 4, false],
  ] as const)('%s: %d against %d is %s', (op, actual, value, expected) => {
    expect(compare(op, actual, value)).toBe(expected);
  });
  it('between is inclusive at both ends', () => {
    expect(compare('between', 10, 10, 20)).toBe(true);
    expect(compare('between', 20, 10, 20)).toBe(true);
    expect(compare('between', 20.5, 10, 20)).toBe(false);
    expect(compare('between', 9.99, 10, 20)).toBe(false);
  });
  it('a value that does not exist (zero denominator) matches nothing', () => {
    for (const op of ['gt', 'gte', 'lt', 'lte', 'eq', 'between'] as const)
      expect(compare(op, null, 0, 1)).toBe(false);
  });
});

describe('metrics with zero denominators', () => {
  it('computes the ratios by hand', () => {
    const x = m({ impressions: 2000, clicks: 40, orders: 4, spendMinor: 3000, salesMinor: 12000 });
    expect(metricValue('acos', x)).toBe(25);
    expect(metricValue('roas', x)).toBe(4);
    expect(metricValue('cpc', x)).toBe(75);
    expect(metricValue('ctr', x)).toBe(2);
    expect(metricValue('cvr', x)).toBe(10);
  });
  it('has no ratio where the denominator is zero, and ACoS of spend without sales is infinite', () => {
    const none = m({});
    for (const metric of ['acos', 'roas', 'cpc', 'ctr', 'cvr'] as const)
      expect(metricValue(metric, none)).toBeNull();
    expect(metricValue('acos', m({ spendMinor: 10, clicks: 1 }))).toBe(Number.POSITIVE_INFINITY);
    expect(compare('gt', metricValue('acos', m({ spendMinor: 10 })), 50)).toBe(true);
    expect(compare('lt', metricValue('acos', m({ spendMinor: 10 })), 50)).toBe(false);
  });
});

describe('bid bounds', () => {
  it('keeps a bid within the step of the day, then min and max, in whole minor units', () => {
    expect(boundBid(200, 100, { max_step_percent: 20 })).toBe(120);
    expect(boundBid(10, 100, { max_step_percent: 20 })).toBe(80);
    expect(boundBid(10, 100, { min_bid_minor: 50 })).toBe(50);
    expect(boundBid(500, 100, { max_bid_minor: 300 })).toBe(300);
    expect(boundBid(123.6, 100, {})).toBe(124);
  });
  it('never goes below Amazon minimum, even when min is lower', () => {
    expect(boundBid(0, 100, {})).toBe(AMAZON_MIN_BID_MINOR);
    expect(boundBid(Number.NaN, 100, { min_bid_minor: 1 })).toBe(100);
  });
});

describe('target-ACoS bidding', () => {
  it('bids conversion rate × average order value × target ACoS', () => {
    // 50 clicks, 5 orders (CVR 10 %), sales 150.00 (AOV 30.00): a click is worth 3.00; at 30 % ACoS, 0.90.
    const t = targetAcosBid(m({ clicks: 50, orders: 5, salesMinor: 15000 }), 30, null, false);
    expect(t.bid).toBeCloseTo(90, 6);
  });
  it('caps the target at break-even when profit-aware, and ignores break-even otherwise', () => {
    const x = m({ clicks: 50, orders: 5, salesMinor: 15000 });
    expect(targetAcosBid(x, 30, 20, true).bid).toBeCloseTo(60, 6);
    expect(targetAcosBid(x, 30, 20, false).bid).toBeCloseTo(90, 6);
    expect(targetAcosBid(x, 30, -10, true).bid).toBe(0);
  });
  it('zero clicks or orders make a zero bid, which the bounds hold', () => {
    expect(targetAcosBid(m({}), 30, null, false).bid).toBe(0);
    const rule: TRuleDefinition = {
      lookbackDays: 14,
      conditions: [],
      action: {
        type: 'target-acos',
        target_acos: 30,
        profit_aware: false,
        min_clicks: 10,
        min_bid_minor: 20,
        max_step_percent: 50,
      },
    };
    const change = evaluateEntity(rule, entity(), 'USD');
    expect(change?.new_value).toBe('50'); // 100 − 50 % step
    expect(evaluateEntity(rule, entity({ metrics: m({ clicks: 9 }) }), 'USD')).toBeNull();
  });
  it('stays within min and max whatever the figures', () => {
    const rule: TRuleDefinition = {
      lookbackDays: 7,
      conditions: [],
      action: {
        type: 'target-acos',
        target_acos: 100,
        profit_aware: false,
        min_clicks: 1,
        min_bid_minor: 30,
        max_bid_minor: 250,
      },
    };
    const hot = entity({ metrics: m({ clicks: 10, orders: 10, salesMinor: 100000 }) });
    expect(evaluateEntity(rule, hot, 'USD')?.new_value).toBe('250');
  });
});

describe('rule evaluation', () => {
  const pauseWasters: TRuleDefinition = {
    lookbackDays: 14,
    conditions: [
      { metric: 'clicks', op: 'gte', value: 20 },
      { metric: 'orders', op: 'eq', value: 0 },
    ],
    action: { type: 'pause' },
  };
  it('pauses with the reason in words', () => {
    const change = evaluateEntity(pauseWasters, entity(), 'USD');
    expect(change).toEqual(PAUSE_K1);
  });
  it('proposes nothing for what already is so, archived entities, or unmet conditions', () => {
    expect(evaluateEntity(pauseWasters, entity({ state: 'PAUSED' }), 'USD')).toBeNull();
    expect(evaluateEntity(pauseWasters, entity({ state: 'ARCHIVED' }), 'USD')).toBeNull();
    expect(evaluateEntity(pauseWasters, entity({ metrics: m({ clicks: 19 }) }), 'USD')).toBeNull();
  });
  it('lowers a bid by a percentage, not below min, with the day step from the first bid of the day', () => {
    const rule: TRuleDefinition = {
      lookbackDays: 7,
      conditions: [{ metric: 'acos', op: 'gt', value: 40 }],
      action: { type: 'lower-bid', percent: 10, min_bid_minor: 95, max_step_percent: 15 },
    };
    const e = entity({ metrics: m({ clicks: 30, orders: 1, spendMinor: 3000, salesMinor: 2500 }) });
    expect(evaluateEntity(rule, e, 'USD')?.new_value).toBe('95');
    expect(evaluateEntity(rule, e, 'USD')?.reason).toBe(
      'ACoS 120.0 % in 7 days → lower bid 10 % ($1.00 → $0.95)',
    );
    // Already moved 15 % today from 120: no further.
    const noMin: TRuleDefinition = {
      ...rule,
      action: { type: 'lower-bid', percent: 10, max_step_percent: 15 },
    };
    expect(evaluateEntity(noMin, entity({ bidMinor: 102, metrics: e.metrics }), 'USD', 120)).toBeNull();
  });
  it('raises and sets bids; yen has no minor digits in reasons', () => {
    const raise: TRuleDefinition = {
      lookbackDays: 7,
      conditions: [],
      action: { type: 'raise-bid', percent: 25, max_bid_minor: 110 },
    };
    expect(evaluateEntity(raise, entity(), 'USD')?.new_value).toBe('110');
    const set: TRuleDefinition = {
      lookbackDays: 7,
      conditions: [],
      action: { type: 'set-bid', bid_minor: 40 },
    };
    expect(evaluateEntity(set, entity(), 'JPY')?.reason).toContain('→ bid ¥40');
    expect(
      evaluateRule(
        set,
        [entity(), entity({ entityId: 'k2', bidMinor: 40 }), entity({ entityId: 'k3', bidMinor: null })],
        'USD',
      ),
    ).toHaveLength(1);
  });
});
