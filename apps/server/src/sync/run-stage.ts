import type { TMarketplace, TSyncStore } from './marketplace.ts';
import { isRefreshTokenRefused, markReconnectNeeded } from './reconnect-needed.ts';
import { StageBudgetSpent, stageReasonCode } from './stage-errors.ts';
import { stageProgress } from './stage-progress.ts';
import type { TStageContext, TSyncDeps } from './sync-context.ts';

export type TSyncStage = { name: string; run(ctx: TStageContext): Promise<void> };

/**
 * Runs one stage of one store with its persisted progress: running with counts while it works, done
 * with its final checkpoint, failed with the reason (and rethrown, so the job is retried from the
 * checkpoint). The reason is a code (stageReasonCode); the error itself goes to the log. A stage that
 * reaches `options.deadline` stops with its checkpoint saved and stays running: the answer says
 * `paused`, and the job queues itself to carry on.
 */
export async function runStage(
  deps: TSyncDeps,
  store: TSyncStore & { channelId: string },
  stage: TSyncStage,
  options: { deadline?: number } = {},
): Promise<TStageContext> {
  const progress = stageProgress(deps, store.channelId, stage.name);
  const previous = await progress.read();
  const counts = previous?.status === 'done' ? {} : { ...(previous?.counts ?? {}) };
  const ctx: TStageContext = {
    ...deps,
    store,
    stage: stage.name,
    progress,
    checkpoint: previous?.status === 'done' ? null : (previous?.checkpoint ?? null),
    counts,
    ...(options.deadline !== undefined ? { deadline: options.deadline } : {}),
  };
  await progress.start(counts);
  try {
    await stage.run(ctx);
  } catch (err) {
    if (err instanceof StageBudgetSpent) {
      ctx.paused = true;
      return ctx;
    }
    const reason = stageReasonCode(err);
    deps.logger.warn({ err, channelId: store.channelId, stage: stage.name, reason }, 'sync stage failed');
    await progress.failed(reason);
    // Amazon refused the refresh token: the store waits for the seller to reconnect it.
    if (isRefreshTokenRefused(err)) await markReconnectNeeded(deps, store.channelId);
    throw err;
  }
  if (ctx.skipped !== undefined) await progress.skipped(ctx.skipped);
  else await progress.done(ctx.counts, ctx.checkpoint ?? undefined);
  return ctx;
}

export type { TMarketplace };
