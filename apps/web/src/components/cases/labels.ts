import {
  CASE_STATE_LABELS,
  currencySymbol,
  FINDING_KIND_LABELS,
  type TCaseState,
  type TFindingKind,
} from '@seller-tools/contract';

// Words and colours of the reimbursement line shared by the seller's screens and the staff's Case Manager.

/** Money in minor units with the spec's currency symbol (§9), e.g. "$1,234.50", "£12.00". */
export function formatMoney(minor: number, currency: string | null | undefined): string {
  const amount = (Math.abs(minor) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${minor < 0 ? '-' : ''}${currencySymbol(currency)}${amount}`;
}

export const KIND_LABELS: Readonly<Record<TFindingKind, string>> = FINDING_KIND_LABELS;

export { CASE_STATE_LABELS };

export const CASE_STATE_COLORS: Readonly<Record<TCaseState, string>> = {
  draft: 'gray',
  ready: 'blue',
  filed: 'indigo',
  answered: 'cyan',
  'more-info': 'orange',
  reimbursed: 'green',
  rejected: 'red',
  closed: 'gray',
};
