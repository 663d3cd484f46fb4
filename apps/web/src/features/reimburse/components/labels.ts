import {
  formatMoney,
  REIMBURSE_ROUTES,
  type TFindingAction,
  type TFindingStatus,
} from '@seller-tools/contract';

export { KIND_LABELS } from '../../../components/cases/labels';

/** What a finding whose value is still unknown shows instead of "$0.00" (a unit cost not entered yet). */
export const NOT_VALUED_TEXT = 'Not valued yet';

/** A claim's value, or NOT_VALUED_TEXT while none is known: a claim is never worth nothing. */
export function claimValue(minor: number | null | undefined, currency: string): string {
  return minor ? formatMoney(minor, currency) : NOT_VALUED_TEXT;
}

export const STATUS_LABELS: Readonly<Record<TFindingStatus, string>> = {
  open: 'Claimable',
  'needs-action': 'Action needed',
  expired: 'Expired',
  reimbursed: 'Reimbursed',
  dismissed: 'Dismissed',
};

export const STATUS_COLORS: Readonly<Record<TFindingStatus, string>> = {
  open: 'blue',
  'needs-action': 'orange',
  expired: 'gray',
  reimbursed: 'green',
  dismissed: 'gray',
};

/** What the seller does for a finding that needs them, and where. */
export const ACTIONS: Readonly<
  Record<TFindingAction, { label: string; todo: string; to: string | null; cta: string }>
> = {
  'missing-cogs': {
    label: 'Unit cost missing',
    todo: 'Amazon now reimburses lost units at your manufacturing cost: enter the unit cost of this SKU.',
    to: REIMBURSE_ROUTES.settingsProductDimensions,
    cta: 'Enter unit cost',
  },
  'confirm-dimensions': {
    label: 'Confirm dimensions',
    todo: "Confirm this SKU's true dimensions and weight so the fee overcharge can be claimed.",
    to: REIMBURSE_ROUTES.setupFeeOvercharge,
    cta: 'Confirm dimensions',
  },
  'proof-of-ownership': {
    label: 'Proof of ownership',
    todo: 'Amazon asks for an invoice or proof of ownership for this item: keep it ready to upload with the case.',
    to: null,
    cta: 'Upload proof',
  },
};

/** Days from today (the browser's day) to a YYYY-MM-DD deadline; negative once past. */
export function daysUntil(deadline: string, today: Date = new Date()): number {
  const day = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - day) / 86_400_000);
}

/** "in 3 days", "today", "2 days ago". */
export function deadlineText(deadline: string, today?: Date): string {
  const days = daysUntil(deadline, today);
  if (days === 0) return 'today';
  if (days > 0) return `in ${days} day${days === 1 ? '' : 's'}`;
  return `${-days} day${days === -1 ? '' : 's'} ago`;
}

/** "2026-11" → "November 2026". */
export function monthLabel(month: string): string {
  const at = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(at.getTime())
    ? month
    : at.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
