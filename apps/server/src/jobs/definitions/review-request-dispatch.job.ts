import { dueStores } from '../../modules/review-requests/pipeline.ts';
import { enqueue } from '../enqueue.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob, type TJobDeps } from './define-job.ts';

// The review-request pipeline on pg-boss: this dispatcher, every minute, finds the stores with due
// requests and queues one send job per store (review-request-send.job.ts: a store's requests go out one
// after another at its seller's SP-API pace, while many stores send side by side).

/** Queues a send job for every store with due requests; answers how many stores. */
export async function dispatchReviewRequests(
  deps: Pick<TJobDeps, 'db' | 'queue' | 'clock'>,
): Promise<number> {
  const stores = await dueStores(deps.db, deps.clock.now());
  for (const channelId of stores) await enqueue(deps.queue, 'review-request-send', { channelId });
  return stores.length;
}

export const reviewRequestDispatchJob = defineJob({
  name: 'review-request-dispatch',
  // One waiting tick at most: a tick while one waits is dropped.
  policy: { policy: 'short' },
  worker: { pollingIntervalSeconds: 10 },
  payload: JOB_PAYLOADS['review-request-dispatch'],
  schedule: { per: 'product', cron: '* * * * *', singletonKey: 'dispatch' },
  enqueuesNext: ['review-request-send'],
  handler: async (deps: Pick<TJobDeps, 'db' | 'queue' | 'clock'>) => {
    await dispatchReviewRequests(deps);
  },
});
