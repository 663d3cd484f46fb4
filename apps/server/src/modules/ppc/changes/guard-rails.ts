import type { TPpcChangeSource } from '@seller-tools/contract';

// PPC Manager's guard rails (issue 21), as data: what automation may do to an account in a day. A
// user's own edit and an undo are the seller acting, so the rails hold back rules, harvesting and
// dayparting only; `force` (a person saying "do it anyway") lifts them.

export type TPpcGuardRails = {
  /** Bid changes we make to one keyword or target within 24 hours, at most. */
  bidChangesPerKeywordPerDay: number;
  /** Budget increases across the account within 24 hours, as a share of its total daily budget (%). */
  budgetIncreasePerDayPct: number;
  /** An entity changed at Amazon by anyone but us within this many hours is left alone. */
  sellerEditHours: number;
  /** The sources the rails apply to. */
  appliesTo: readonly TPpcChangeSource[];
};

export const PPC_GUARD_RAIL_DEFAULTS: TPpcGuardRails = {
  bidChangesPerKeywordPerDay: 1,
  budgetIncreasePerDayPct: 50,
  sellerEditHours: 24,
  appliesTo: ['rule', 'harvest', 'daypart'],
};

/** Our own write shows up at Amazon as a last-update a little after we sent it. */
export const OWN_EDIT_TOLERANCE_MS = 5 * 60_000;
export const GUARD_WINDOW_MS = 24 * 3_600_000;
