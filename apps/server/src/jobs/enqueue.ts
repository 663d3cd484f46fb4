import type { SendOptions } from 'pg-boss';
import type { TQueue } from '../queue/queue.ts';
import { JOB_PAYLOADS, STORE_SYNC_JOBS, type TJobName, type TJobPayload } from './queues.ts';

// The one door into the jobs for the modules (and for the jobs themselves when one queues the next):
// queue a job by name with its typed payload, or stop a store's schedules. Retries, expiry and the
// queue's policy are the queue's own (its definition, applied when the workers start); this file
// imports nothing of the definitions nor of the modules (scripts/lib/layers.ts holds it to that).

/**
 * Queues one job. Its singleton key is its payload's values in schema order (a store's import: the
 * channel id; its review events: channel id and alerts flag), so on the product's `short` and `stately`
 * queues one job per distinct payload waits, and a second send while it waits is dropped.
 */
export async function enqueue<N extends TJobName>(
  queue: TQueue,
  name: N,
  payload: TJobPayload<N>,
  options: Omit<SendOptions, 'singletonKey'> = {},
): Promise<void> {
  const group = groupOf(payload);
  await queue.send(name, payload, {
    ...options,
    singletonKey: singletonKeyOf(name, payload),
    ...(group ? { group } : {}),
  });
}

/**
 * A store's job belongs to the store's group: the per-store queues run at most one job per group at a
 * time (STORE_FAIR_WORKER), so the other stores keep their share of the workers.
 */
export function groupOf(payload: object): { id: string } | undefined {
  const channelId = (payload as { channelId?: unknown }).channelId;
  return typeof channelId === 'string' ? { id: channelId } : undefined;
}

export function singletonKeyOf<N extends TJobName>(name: N, payload: TJobPayload<N>): string | undefined {
  const values = Object.keys(JOB_PAYLOADS[name].shape).map((key) =>
    String((payload as Record<string, unknown>)[key]),
  );
  return values.length > 0 ? values.join(':') : undefined;
}

/** Stops a store's scheduled syncs (on disconnect, or when a sync finds the store gone). */
export async function unscheduleStoreSyncs(queue: TQueue, channelId: string): Promise<void> {
  for (const name of STORE_SYNC_JOBS) await queue.unschedule(name, channelId);
}
