import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { syncStages, type TSyncStageStatus } from '../db/schema/index.ts';
import type { TClock } from '../lib/clock.ts';

// Persisted progress of one stage of one store: its status, counts, and the checkpoint a restarted
// job resumes from. Writes are small and frequent (after each chunk of work).

export type TStageRow = {
  status: TSyncStageStatus;
  counts: Record<string, number>;
  checkpoint: Record<string, unknown> | null;
};

export function stageProgress(deps: { db: TDb; clock: TClock }, channelId: string, stage: string) {
  const where = and(eq(syncStages.channelId, channelId), eq(syncStages.stage, stage));
  const write = async (values: Partial<typeof syncStages.$inferInsert>) => {
    const now = deps.clock.now();
    await deps.db
      .insert(syncStages)
      .values({ channelId, stage, ...values, updatedAt: now })
      .onConflictDoUpdate({
        target: [syncStages.channelId, syncStages.stage],
        set: { ...values, updatedAt: now },
      });
  };
  return {
    async read(): Promise<TStageRow | null> {
      const [row] = await deps.db
        .select({ status: syncStages.status, counts: syncStages.counts, checkpoint: syncStages.checkpoint })
        .from(syncStages)
        .where(where)
        .limit(1);
      return row ?? null;
    },
    waiting: () => write({ status: 'waiting', error: null }),
    start: (counts: Record<string, number>) =>
      write({ status: 'running', counts, error: null, startedAt: deps.clock.now(), finishedAt: null }),
    /** Saves counts and checkpoint together, so a resumed stage's counts continue where they were. */
    save: (counts: Record<string, number>, checkpoint: Record<string, unknown>) =>
      write({ status: 'running', counts, checkpoint }),
    done: (counts: Record<string, number>, checkpoint?: Record<string, unknown>) =>
      write({
        status: 'done',
        counts,
        error: null,
        finishedAt: deps.clock.now(),
        ...(checkpoint ? { checkpoint } : {}),
      }),
    failed: (reason: string) => write({ status: 'failed', error: reason.slice(0, 500) }),
    /** Nothing it may read (e.g. no Ads consent): settled, not an error; the reason says why. */
    skipped: (reason: string) =>
      write({ status: 'skipped', counts: {}, error: reason, finishedAt: deps.clock.now() }),
  };
}

export type TStageProgress = ReturnType<typeof stageProgress>;
