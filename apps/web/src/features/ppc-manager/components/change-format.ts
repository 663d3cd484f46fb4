import {
  currencyDigits as digitsOf,
  formatMoney,
  type TPpcChange,
  type TPpcChangeSource,
} from '@seller-tools/contract';

// How the change log words a change: money in the marketplace's symbol (spec §9), states as words, and
// who made it.

/** Digits of the currency's minor unit (the contract's marketplace currencies: JPY 0, USD 2); none known: 2. */
export const currencyDigits = (currency: string | null) => digitsOf(currency ?? 'USD');

/** Major units typed in a dialog as minor units for the API. */
export const toMinor = (major: number, currency: string | null) =>
  Math.round(major * 10 ** currencyDigits(currency));

/** Minor units as the major-unit amount a form shows ("0.45", "45" for yen). */
export const toMajor = (minor: number, currency: string | null) =>
  (minor / 10 ** currencyDigits(currency)).toFixed(currencyDigits(currency));

const STATES: Record<string, string> = { ENABLED: 'Enabled', PAUSED: 'Paused', ARCHIVED: 'Archived' };

export function formatValue(change: Pick<TPpcChange, 'field' | 'currency'>, value: string | null): string {
  if (value === null) return '—';
  if (change.field === 'state') return STATES[value] ?? value;
  if (change.field === 'create') {
    try {
      const created = JSON.parse(value) as Record<string, unknown>;
      return String(
        created.keyword_text ?? created.name ?? (created.expression ? 'new target' : 'new entity'),
      );
    } catch {
      return value;
    }
  }
  return /^\d+$/.test(value) ? formatMoney(Number(value), change.currency) : value;
}

export const FIELD_LABELS: Record<TPpcChange['field'], string> = {
  state: 'State',
  bid: 'Bid',
  budget: 'Daily budget',
  'default-bid': 'Default bid',
  create: 'Added',
};

export const ENTITY_LABELS: Record<TPpcChange['entity_type'], string> = {
  campaign: 'Campaign',
  'ad-group': 'Ad group',
  keyword: 'Keyword',
  target: 'Target',
  'negative-keyword': 'Negative keyword',
  'negative-target': 'Negative target',
};

export const SOURCE_LABELS: Record<TPpcChangeSource, string> = {
  user: 'Edit',
  rule: 'Rule',
  harvest: 'Harvesting',
  daypart: 'Dayparting',
  undo: 'Undo',
};

/** Who or what made the change: the person, else the automation and its run. */
export function whoOf(change: TPpcChange): string {
  if (change.source === 'user') return change.actor_name ?? 'A user';
  if (change.source === 'undo') return `Undo by ${change.actor_name ?? 'a user'}`;
  const label = SOURCE_LABELS[change.source];
  if (change.rule_name) return `${label} “${change.rule_name}”`;
  return change.rule_run_id ? `${label} run ${change.rule_run_id.slice(0, 8)}` : label;
}

export const STATUS_COLORS: Record<TPpcChange['status'], string> = {
  pending: 'gray',
  applied: 'teal',
  rejected: 'red',
  failed: 'orange',
  undone: 'violet',
};
