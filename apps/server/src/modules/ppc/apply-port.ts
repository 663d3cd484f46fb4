import type { TPpcChangeRequest } from '@seller-tools/contract';

// How rules, harvesting and dayparting hand their changes over to be applied at Amazon and logged. The
// PPC write side (modules/ppc/changes/apply.ts, applyPpcChanges) implements it; it is injected, so these
// modules neither know the Ads API nor the change log, and tests pass a fake that records the calls.

export type TPpcApplyInput = {
  channelId: string;
  source: 'rule' | 'harvest' | 'daypart';
  actorUserId: string | null;
  ruleRunId: string | null;
  changes: TPpcChangeRequest[];
};

export type TPpcApply = (input: TPpcApplyInput) => Promise<unknown>;
