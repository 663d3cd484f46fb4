import { z } from 'zod';
import { QUEUE_NAMES, type TQueue } from '../queue/queue.ts';

// The one door from the modules into the jobs: queueing and unscheduling by job name and payload. The job
// files import the modules' handlers (workers.ts), so a module importing them would close a cycle; this
// file imports nothing of the jobs or the modules (scripts/lib/layers.ts holds both to that).

export const INITIAL_IMPORT_JOB = QUEUE_NAMES.initialImport;

export const ZInitialImportPayload = z.object({ channelId: z.uuid() });
export type TInitialImportPayload = z.infer<typeof ZInitialImportPayload>;

/** Queues the import of one store; a store already waiting for its import is not queued twice. */
export async function enqueueInitialImport(queue: TQueue, payload: TInitialImportPayload): Promise<void> {
  await queue.send(INITIAL_IMPORT_JOB, payload, {
    singletonKey: payload.channelId,
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
  });
}

/** The scheduled syncs of each store (jobs/sync-schedules.ts runs them). */
export const SYNC_JOBS = {
  orders: QUEUE_NAMES.syncOrders,
  reviews: QUEUE_NAMES.syncReviews,
  reports: QUEUE_NAMES.syncReports,
  ads: QUEUE_NAMES.syncAds,
} as const;
export type TSyncJob = (typeof SYNC_JOBS)[keyof typeof SYNC_JOBS];

/** Stops a store's scheduled syncs (on disconnect, or when a sync finds the store gone). */
export async function unscheduleStoreSyncs(queue: TQueue, channelId: string): Promise<void> {
  for (const name of Object.values(SYNC_JOBS)) await queue.unschedule(name, channelId);
}
