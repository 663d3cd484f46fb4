import type { TDb } from '../db/client.ts';
import type { TClock } from '../lib/clock.ts';
import type { TLogger } from '../lib/logger.ts';
import type { TMarketplace, TSyncStore } from './marketplace.ts';
import type { TStageProgress } from './stage-progress.ts';

export type TSyncDeps = { db: TDb; clock: TClock; logger: TLogger; marketplace: TMarketplace };

/** What one stage of one store runs with. */
export type TStageContext = TSyncDeps & {
  store: TSyncStore & { channelId: string };
  progress: TStageProgress;
  /** The stage's name (what a quarantined record is logged with). */
  stage?: string;
  /** The checkpoint a previous, interrupted run of this stage saved; null on a first run. */
  checkpoint: Record<string, unknown> | null;
  counts: Record<string, number>;
  /** When this run's time budget ends (ms since the epoch); a long stage stops there (checkBudget). */
  deadline?: number;
  /** Set by a stage that had nothing it may read: recorded as skipped with this reason, not as done. */
  skipped?: string;
  /** Set by runStage when the stage stopped at its budget: its checkpoint is saved, it is not done. */
  paused?: boolean;
};

export const DAY_MS = 86_400_000;
