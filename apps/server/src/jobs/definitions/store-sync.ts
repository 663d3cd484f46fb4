import { CHANNEL_STATUS } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { TCronSetting } from '../../config.ts';
import { channels } from '../../db/schema/index.ts';
import type { TSyncStore } from '../../sync/marketplace.ts';
import { runStage, type TSyncStage } from '../../sync/run-stage.ts';
import { findSyncStore } from '../../sync/sync-store.ts';
import { enqueue, unscheduleStoreSyncs } from '../enqueue.ts';
import { JOB_PAYLOADS, type TJobName, type TStoreSyncJob } from '../queues.ts';
import {
  defineJob,
  JOB_HEARTBEAT_SECONDS,
  STORE_FAIR_WORKER,
  type TJobDeps,
  type TJobPolicy,
} from './define-job.ts';

// What the four scheduled syncs of a store (sync-*.job.ts) share: the incremental syncs after the
// initial import, as pg-boss schedules per store (key = channel id). A store that is deleted stops its
// schedules at the next tick and keeps its data.

export type TStoreSyncDeps = Pick<TJobDeps, 'db' | 'clock' | 'logger' | 'marketplace' | 'queue'>;

/**
 * The queue of each scheduled sync: a store's sync never runs twice at once; a tick while one waits is
 * dropped. Several stores sync side by side, one job per store (its group); a sync reads days, not
 * years, and its expiry leaves room for Amazon's throttling (10 minutes per call at worst) on top.
 */
export const STORE_SYNC_QUEUE: {
  policy: TJobPolicy;
  worker: { pollingIntervalSeconds: number } & typeof STORE_FAIR_WORKER;
} = {
  policy: { policy: 'short', expireInSeconds: 60 * 60, heartbeatSeconds: JOB_HEARTBEAT_SECONDS },
  worker: { pollingIntervalSeconds: 5, ...STORE_FAIR_WORKER },
};

/** Runs `sync` for a store that is ready for it; a deleted store unschedules itself instead. */
export async function withSyncableStore(
  deps: TStoreSyncDeps,
  channelId: string,
  sync: (store: TSyncStore & { channelId: string }) => Promise<void>,
): Promise<void> {
  const store = await findSyncStore(deps.db, channelId);
  if (!store) {
    await unscheduleStoreSyncs(deps.queue, channelId);
    return;
  }
  const [channel] = await deps.db
    .select({ step: channels.signupStep, status: channels.status })
    .from(channels)
    .where(eq(channels.id, channelId));
  if (channel?.step !== 'done') return; // the initial import still owns this store
  // Amazon refused the store's refresh token: nothing can succeed until the seller reconnects it.
  if (channel.status === CHANNEL_STATUS.reconnectNeeded) return;
  await sync(store);
}

/** How long one run of a scheduled sync works before it makes room for the other stores' syncs. */
export const STORE_SYNC_BUDGET_MS = 10 * 60_000;

/**
 * A scheduled sync that is one stage (all but the orders', which also moves their cursor). At its time
 * budget the stage stops between units of work with its checkpoint saved, and the sync queues itself
 * again: the next run carries on from there, behind the syncs queued meanwhile.
 */
export async function runSyncStage(
  deps: TStoreSyncDeps,
  channelId: string,
  stage: TSyncStage & { name: TStoreSyncJob },
): Promise<void> {
  await withSyncableStore(deps, channelId, async (store) => {
    const deadline = deps.clock.now().getTime() + STORE_SYNC_BUDGET_MS;
    const ran = await runStage(deps, store, stage, { deadline });
    if (ran.paused) await enqueue(deps.queue, stage.name, { channelId });
  });
}

/**
 * The definition of a store's scheduled sync: its queue, payload and per-store cron; it may queue itself
 * again (a run that reached its budget), and what else it queues is in `alsoEnqueues`.
 */
export function defineStoreSyncJob<N extends TStoreSyncJob>(
  name: N,
  cron: TCronSetting,
  handler: (deps: TStoreSyncDeps, payload: { channelId: string }) => Promise<void>,
  alsoEnqueues: readonly TJobName[] = [],
) {
  return defineJob({
    name,
    ...STORE_SYNC_QUEUE,
    payload: JOB_PAYLOADS[name],
    schedule: { per: 'store', cron },
    enqueuesNext: [name, ...alsoEnqueues],
    handler,
  });
}

/**
 * A scheduled sync that is one stage, named as its job (runSyncStage) (defineStoreSyncJob); `afterStage`
 * runs after it (what it queues besides itself is in `alsoEnqueues`).
 */
export function defineStageSyncJob<N extends TStoreSyncJob>(
  name: N,
  cron: TCronSetting,
  run: TSyncStage['run'],
  after: {
    afterStage?: (deps: TStoreSyncDeps, channelId: string) => Promise<void>;
    alsoEnqueues?: readonly TJobName[];
  } = {},
) {
  return defineStoreSyncJob(
    name,
    cron,
    async (deps, { channelId }) => {
      await runSyncStage(deps, channelId, { name, run });
      await after.afterStage?.(deps, channelId);
    },
    after.alsoEnqueues,
  );
}
