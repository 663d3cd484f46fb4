import {
  formatMoney,
  type TPpcAction,
  type TPpcChangeRequest,
  type TPpcCondition,
  type TPpcRuleMetric,
  type TPpcRuleOperator,
} from '@seller-tools/contract';
import { metricValue, type TWindowMetrics } from './metrics.ts';

// The rule engine's pure half: does a keyword/target meet a rule's conditions, and what change does the
// rule's action make of it, with the reason in words. No I/O: the service gathers the figures (SQL), this
// decides. Bids are integer minor units.

export type TRuleEntity = {
  entityType: 'keyword' | 'target';
  entityId: string;
  campaignId: string;
  adGroupId: string;
  /** Keyword text or targeting expression, for the reason. */
  label: string;
  state: string;
  bidMinor: number | null;
  /** Break-even ACoS (percent) of the product(s) the ad group advertises, when known. */
  breakEvenAcos: number | null;
  metrics: TWindowMetrics;
};

export type TRuleDefinition = {
  lookbackDays: number;
  /** Days of attribution of orders and sales (7 unless said). */
  attributionWindow?: number;
  conditions: TPpcCondition[];
  action: TPpcAction;
};

/** Amazon's lowest Sponsored Products keyword bid is 0.02 (2 yen): never propose below 2 minor units. */
export const AMAZON_MIN_BID_MINOR = 2;
const EPSILON = 1e-9;

export function compare(
  op: TPpcRuleOperator,
  actual: number | null,
  value: number,
  value2?: number,
): boolean {
  if (actual === null || Number.isNaN(actual)) return false;
  switch (op) {
    case 'gt':
      return actual > value + EPSILON;
    case 'gte':
      return actual >= value - EPSILON;
    case 'lt':
      return actual < value - EPSILON;
    case 'lte':
      return actual <= value + EPSILON;
    case 'eq':
      return Math.abs(actual - value) <= EPSILON;
    case 'between':
      return value2 !== undefined && actual >= value - EPSILON && actual <= value2 + EPSILON;
  }
}

export function meetsConditions(conditions: readonly TPpcCondition[], m: TWindowMetrics): boolean {
  return conditions.every((c) => compare(c.op, metricValue(c.metric, m), c.value, c.value2));
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * A new bid kept within the rule's bounds: no further from `referenceMinor` (the day's first bid) than
 * the maximum step, then within min/max, never below Amazon's minimum; whole minor units.
 */
export function boundBid(
  proposedMinor: number,
  referenceMinor: number,
  bounds: {
    min_bid_minor?: number | undefined;
    max_bid_minor?: number | undefined;
    max_step_percent?: number | undefined;
  },
): number {
  let bid = Number.isFinite(proposedMinor) ? proposedMinor : referenceMinor;
  if (bounds.max_step_percent !== undefined) {
    const step = (referenceMinor * bounds.max_step_percent) / 100;
    bid = clamp(bid, referenceMinor - step, referenceMinor + step);
  }
  const lo = Math.max(AMAZON_MIN_BID_MINOR, bounds.min_bid_minor ?? AMAZON_MIN_BID_MINOR);
  const hi = Math.max(lo, bounds.max_bid_minor ?? Number.POSITIVE_INFINITY);
  return Math.round(clamp(bid, lo, hi));
}

/**
 * Target-ACoS bid: what a click is worth at the target. Sales per click = conversion rate × average
 * order value = sales ÷ clicks; bid = sales per click × target ACoS. With profit_aware the target is
 * capped at the product's break-even ACoS (a bid above it loses money on every ad sale).
 */
export function targetAcosBid(
  m: TWindowMetrics,
  targetAcosPercent: number,
  breakEvenAcos: number | null,
  profitAware: boolean,
) {
  const target =
    profitAware && breakEvenAcos !== null
      ? Math.min(targetAcosPercent, Math.max(0, breakEvenAcos))
      : targetAcosPercent;
  const cvr = m.clicks > 0 ? m.orders / m.clicks : 0;
  const aov = m.orders > 0 ? m.salesMinor / m.orders : 0;
  return { bid: cvr * aov * (target / 100), cvr, aov, target };
}

/** "1 order", "23 clicks". */
const count = (v: number | null, one: string) => `${v ?? 0} ${v === 1 ? one : `${one}s`}`;

const METRIC_WORDS: Record<TPpcRuleMetric, (v: number | null, currency: string | null) => string> = {
  clicks: (v) => count(v, 'click'),
  impressions: (v) => count(v, 'impression'),
  orders: (v) => count(v, 'order'),
  spend: (v, c) => `spend ${formatMoney(v ?? 0, c)}`,
  sales: (v, c) => `sales ${formatMoney(v ?? 0, c)}`,
  acos: (v) =>
    `ACoS ${v === null ? '—' : v === Number.POSITIVE_INFINITY ? '∞ (no sales)' : `${v.toFixed(1)} %`}`,
  roas: (v) => `ROAS ${v === null ? '—' : v.toFixed(2)}`,
  cpc: (v, c) => `CPC ${v === null ? '—' : formatMoney(v, c)}`,
  ctr: (v) => `CTR ${v === null ? '—' : `${v.toFixed(2)} %`}`,
  cvr: (v) => `CVR ${v === null ? '—' : `${v.toFixed(1)} %`}`,
};

/** "23 clicks, 0 orders in 14 days": the figures the conditions looked at. */
export function conditionReason(rule: TRuleDefinition, m: TWindowMetrics, currency: string | null): string {
  const metrics = [...new Set(rule.conditions.map((c) => c.metric))];
  if (metrics.length === 0) metrics.push('clicks', 'orders');
  const words = metrics.map((metric) => METRIC_WORDS[metric](metricValue(metric, m), currency));
  const attribution = rule.attributionWindow ?? 7;
  return `${words.join(', ')} in ${rule.lookbackDays} days${attribution === 7 ? '' : ` (${attribution}-day attribution)`}`;
}

/**
 * The change a rule makes of one entity, or null (conditions not met, nothing to change, not enough
 * data). `referenceBidMinor` is the entity's bid before this rule's first change today (max step per day).
 */
export function evaluateEntity(
  rule: TRuleDefinition,
  entity: TRuleEntity,
  currency: string | null,
  referenceBidMinor?: number,
): TPpcChangeRequest | null {
  if (entity.state === 'ARCHIVED') return null;
  if (!meetsConditions(rule.conditions, entity.metrics)) return null;
  const base = {
    entity_type: entity.entityType,
    entity_id: entity.entityId,
    campaign_id: entity.campaignId,
    ad_group_id: entity.adGroupId,
  } as const;
  const why = conditionReason(rule, entity.metrics, currency);
  const action = rule.action;
  if (action.type === 'pause' || action.type === 'enable') {
    const next = action.type === 'pause' ? 'PAUSED' : 'ENABLED';
    if (entity.state === next) return null;
    return {
      ...base,
      field: 'state',
      old_value: entity.state,
      new_value: next,
      reason: `${why} → ${action.type}`,
    };
  }
  // Harvesting works on search terms, not on keywords (engine.ts runs it).
  if (action.type === 'harvest' || entity.bidMinor === null) return null;
  const current = entity.bidMinor;
  const reference = referenceBidMinor ?? current;
  let next: number;
  let reason: string;
  if (action.type === 'set-bid') {
    next = boundBid(action.bid_minor, reference, {});
    reason = `${why} → bid ${formatMoney(next, currency)}`;
  } else if (action.type === 'raise-bid' || action.type === 'lower-bid') {
    const sign = action.type === 'raise-bid' ? 1 : -1;
    next = boundBid(current * (1 + (sign * action.percent) / 100), reference, action);
    reason = `${why} → ${action.type === 'raise-bid' ? 'raise' : 'lower'} bid ${action.percent} % (${formatMoney(current, currency)} → ${formatMoney(next, currency)})`;
  } else {
    if (entity.metrics.clicks < action.min_clicks) return null;
    const t = targetAcosBid(entity.metrics, action.target_acos, entity.breakEvenAcos, action.profit_aware);
    next = boundBid(t.bid, reference, action);
    const capped = t.target < action.target_acos ? ` (capped at break-even ${t.target.toFixed(1)} %)` : '';
    reason =
      `${count(entity.metrics.clicks, 'click')}, CVR ${(t.cvr * 100).toFixed(1)} %, AOV ${formatMoney(t.aov, currency)} in ${rule.lookbackDays} days, ` +
      `target ACoS ${t.target.toFixed(1)} %${capped} → bid ${formatMoney(current, currency)} → ${formatMoney(next, currency)}`;
  }
  if (next === current) return null;
  return {
    ...base,
    field: 'bid',
    old_value: String(current),
    new_value: String(next),
    reason: reason.slice(0, 500),
  };
}

/** Every change a rule makes over a set of entities (the dry run's list). */
export function evaluateRule(
  rule: TRuleDefinition,
  entities: readonly TRuleEntity[],
  currency: string | null,
  referenceBids: ReadonlyMap<string, number> = new Map(),
): TPpcChangeRequest[] {
  const changes: TPpcChangeRequest[] = [];
  for (const entity of entities) {
    const change = evaluateEntity(rule, entity, currency, referenceBids.get(entity.entityId));
    if (change) changes.push(change);
  }
  return changes;
}
