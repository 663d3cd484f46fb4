import {
  currencySymbol,
  formatMoney,
  PPC_RULE_METRICS,
  type TPpcAction,
  type TPpcCondition,
  type TPpcRule,
  type TPpcRuleInput,
  type TPpcRuleMetric,
  type TPpcRuleOperator,
  ZPpcRuleInput,
} from '@seller-tools/contract';
import { toMajor, toMinor } from './change-format';

// The rule editor's words and conversions: the form shows money in the marketplace currency's major units
// (0.45 dollars, 45 yen) and the contract carries its minor units (45 cents, 45 yen): the currency's own
// exponent (2 for most, 0 for JPY) decides, never a fixed 100.

/** Metrics whose condition values are money (minor units in the contract). */
export const MONEY_METRICS: ReadonlySet<TPpcRuleMetric> = new Set(['spend', 'sales', 'cpc']);

export function metricLabel(metric: TPpcRuleMetric, currency: string | null): string {
  const money = `(${currencySymbol(currency)})`;
  const labels: Record<TPpcRuleMetric, string> = {
    clicks: 'Clicks',
    impressions: 'Impressions',
    orders: 'Orders',
    spend: `Spend ${money}`,
    sales: `Sales ${money}`,
    acos: 'ACoS %',
    roas: 'ROAS',
    cpc: `CPC ${money}`,
    ctr: 'CTR %',
    cvr: 'Conversion rate %',
  };
  return labels[metric];
}
export const metricOptions = (currency: string | null) =>
  PPC_RULE_METRICS.map((m) => ({ value: m, label: metricLabel(m, currency) }));

export const OPERATOR_LABELS: Record<TPpcRuleOperator, string> = {
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
  eq: '=',
  between: 'between',
};
export const OPERATOR_OPTIONS = (Object.keys(OPERATOR_LABELS) as TPpcRuleOperator[]).map((op) => ({
  value: op,
  label: OPERATOR_LABELS[op],
}));

export const ACTION_OPTIONS = [
  { value: 'pause', label: 'Pause' },
  { value: 'enable', label: 'Enable' },
  { value: 'set-bid', label: 'Set bid' },
  { value: 'raise-bid', label: 'Raise bid by %' },
  { value: 'lower-bid', label: 'Lower bid by %' },
  { value: 'target-acos', label: 'Bid for a target ACoS' },
  { value: 'harvest', label: 'Harvest search terms' },
] as const;

/** A typed amount (major units) as minor units; an emptied field as none. */
export const amountToMinor = (major: number | string | undefined, currency: string | null) =>
  major === undefined || major === '' ? undefined : toMinor(Number(major), currency);
/** Minor units as the number a field shows (0.45, ¥45); none as an empty field. */
export const minorToAmount = (minor: number | undefined, currency: string | null): number | '' =>
  minor === undefined ? '' : Number(toMajor(minor, currency));

export function defaultRule(): TPpcRuleInput {
  return {
    name: '',
    schedule: 'daily',
    lookback_days: 14,
    scope: { entities: 'keywords' },
    conditions: [
      { metric: 'clicks', op: 'gte', value: 20 },
      { metric: 'orders', op: 'eq', value: 0 },
    ],
    action: { type: 'pause' },
  };
}

export function ruleInputOf(rule: TPpcRule): TPpcRuleInput {
  const { name, schedule, lookback_days, attribution_window, scope, conditions, action } = rule;
  return { name, schedule, lookback_days, attribution_window, scope, conditions, action };
}

/** A new action of a type, keeping the bounds the old one had. */
export function actionOfType(type: TPpcAction['type'], old: TPpcRuleInput['action']): TPpcAction {
  const bounds =
    'min_bid_minor' in old || 'max_bid_minor' in old || 'max_step_percent' in old
      ? {
          ...('min_bid_minor' in old && old.min_bid_minor !== undefined
            ? { min_bid_minor: old.min_bid_minor }
            : {}),
          ...('max_bid_minor' in old && old.max_bid_minor !== undefined
            ? { max_bid_minor: old.max_bid_minor }
            : {}),
          ...('max_step_percent' in old && old.max_step_percent !== undefined
            ? { max_step_percent: old.max_step_percent }
            : {}),
        }
      : {};
  switch (type) {
    case 'pause':
    case 'enable':
      return { type };
    case 'set-bid':
      return { type, bid_minor: 50 };
    case 'raise-bid':
    case 'lower-bid':
      return { type, percent: 10, ...bounds };
    case 'target-acos':
      return { type, target_acos: 30, profit_aware: false, min_clicks: 10, ...bounds };
    case 'harvest':
      return {
        type,
        min_orders: 2,
        target_acos: 30,
        min_clicks: 15,
        add_keywords: true,
        add_negatives: true,
      };
  }
}

/** "clicks ≥ 20 and orders = 0 in 14 days → pause" */
export function ruleSentence(rule: TPpcRuleInput, currency: string | null = null): string {
  const shown = (c: TPpcCondition, v: number | undefined) =>
    MONEY_METRICS.has(c.metric) ? formatMoney(v ?? 0, currency) : String(v);
  const conditions = (rule.conditions ?? [])
    .map((c: TPpcCondition) =>
      c.op === 'between'
        ? `${c.metric} between ${shown(c, c.value)} and ${shown(c, c.value2)}`
        : `${c.metric} ${OPERATOR_LABELS[c.op]} ${shown(c, c.value)}`,
    )
    .join(' and ');
  const a = rule.action;
  const action =
    a.type === 'set-bid'
      ? `set bid ${formatMoney(a.bid_minor, currency)}`
      : a.type === 'raise-bid' || a.type === 'lower-bid'
        ? `${a.type === 'raise-bid' ? 'raise' : 'lower'} bid ${a.percent} %`
        : a.type === 'target-acos'
          ? `bid for ACoS ${a.target_acos} %${a.profit_aware ? ' (profit-aware)' : ''}`
          : a.type === 'harvest'
            ? 'harvest search terms'
            : a.type;
  if (a.type === 'harvest' && conditions)
    return `search terms with ${conditions} in ${rule.lookback_days ?? 14} days → exact keywords (with orders) or negatives (without)`;
  if (a.type === 'harvest')
    return `search terms with ≥ ${a.min_orders ?? 2} orders at ACoS ≤ ${a.target_acos ?? 30} % → exact keywords; ≥ ${a.min_clicks ?? 15} clicks and no order → negatives (${rule.lookback_days ?? 14} days)`;
  return `${conditions || 'every keyword'} in ${rule.lookback_days ?? 14} days → ${action}`;
}

/** The contract's first complaint about a draft, or null when it is a valid rule. */
export function draftError(rule: TPpcRuleInput): string | null {
  const parsed = ZPpcRuleInput.safeParse(rule);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the rule.');
}
