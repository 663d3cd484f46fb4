import { dayWindows } from './report-rows.ts';
import { checkBudget } from './stage-errors.ts';
import type { TStageContext } from './sync-context.ts';

// A stage that reads a date range from an API in day-aligned windows, one after another: each finished
// window is saved in the checkpoint, so a restarted (or budget-paused) run reads only what is missing.
// The finished stage's checkpoint is { syncedTo }: where the next incremental sync starts.

type TWindowCheckpoint = { from: number; to: number; done: number[] };

export type TWindow = { start: number; end: number };

export async function eachSavedWindow(
  ctx: TStageContext,
  range: { from: number; to: number },
  windowDays: number,
  work: (window: TWindow) => Promise<void>,
): Promise<void> {
  const saved = ctx.checkpoint as Partial<TWindowCheckpoint> | null;
  const cp: TWindowCheckpoint =
    saved?.from !== undefined && saved.to !== undefined
      ? { from: saved.from, to: saved.to, done: [...(saved.done ?? [])] }
      : { ...range, done: [] };
  const windows = dayWindows(cp.from, cp.to, windowDays);
  for (const [i, w] of windows.entries()) {
    if (cp.done.includes(i)) continue;
    checkBudget(ctx); // between windows: what is done is in the checkpoint
    await work(w);
    cp.done.push(i);
    await ctx.progress.save({ ...ctx.counts }, { ...cp, done: [...cp.done] });
  }
  ctx.checkpoint = { syncedTo: cp.to };
}
