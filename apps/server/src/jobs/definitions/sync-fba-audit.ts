import { importFinances } from '../../sync/import-finances.ts';
import { importInbound } from '../../sync/import-inbound.ts';
import { runStage } from '../../sync/run-stage.ts';
import { stageProgress } from '../../sync/stage-progress.ts';
import { DAY_MS, type TStageContext } from '../../sync/sync-context.ts';
import { STORE_SYNC_BUDGET_MS, type TStoreSyncDeps, withSyncableStore } from './store-sync.ts';

// The incremental part of the inbound and finances stages, run by the scheduled reports sync: what
// changed since the cursor the initial import (or the last sync) left in the import stage's checkpoint
// (`syncedTo`), re-reading a day before it (a shipment's update or an event's posting can land a little
// in the past). A store imported before these stages existed has no cursor: its first sync reads the
// whole history, in budgeted runs like the import.

const OVERLAP_MS = DAY_MS;

const SYNCS = [
  { name: 'sync-inbound', cursorStage: 'inbound', run: importInbound },
  { name: 'sync-finances', cursorStage: 'finances', run: importFinances },
] as const satisfies readonly {
  name: string;
  cursorStage: string;
  run: (ctx: TStageContext, since?: number) => Promise<void>;
}[];

/** Runs both; answers whether one stopped at its time budget (the caller queues the sync again). */
export async function syncFbaAudit(deps: TStoreSyncDeps, channelId: string): Promise<{ more: boolean }> {
  let more = false;
  await withSyncableStore(deps, channelId, async (store) => {
    const deadline = deps.clock.now().getTime() + STORE_SYNC_BUDGET_MS;
    for (const sync of SYNCS) {
      const cursor = stageProgress(deps, channelId, sync.cursorStage);
      const syncedTo = Number((await cursor.read())?.checkpoint?.syncedTo);
      const since = Number.isFinite(syncedTo) && syncedTo > 0 ? syncedTo - OVERLAP_MS : undefined;
      const ran = await runStage(
        deps,
        store,
        { name: sync.name, run: (ctx) => sync.run(ctx, since) },
        { deadline },
      );
      if (ran.paused) {
        more = true;
        continue;
      }
      // The cursor lives with the import stage, where the initial import left it.
      const row = await cursor.read();
      await cursor.done(row?.counts ?? {}, { ...(row?.checkpoint ?? {}), ...(ran.checkpoint ?? {}) });
    }
  });
  return { more };
}
