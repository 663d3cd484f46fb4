import {
  CASE_STATE_LABELS,
  FINDING_KIND_LABELS,
  type TCaseState,
  type TFindingKind,
} from '@seller-tools/contract';

// Words and colours of the reimbursement line shared by the seller's screens and the staff's Case Manager.

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
