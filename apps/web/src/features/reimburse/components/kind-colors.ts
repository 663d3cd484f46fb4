import type { TFindingKind } from '@seller-tools/contract';

export const KIND_COLORS: Readonly<Record<TFindingKind, string>> = {
  'lost-not-reimbursed': 'var(--mantine-color-blue-6)',
  'short-received': 'var(--mantine-color-teal-6)',
  'refund-without-return': 'var(--mantine-color-orange-6)',
  'damaged-return-not-reimbursed': 'var(--mantine-color-red-6)',
  'wrong-size-tier': 'var(--mantine-color-grape-6)',
  'underpaid-reimbursement': 'var(--mantine-color-yellow-6)',
};
