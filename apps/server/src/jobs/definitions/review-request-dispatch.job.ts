import { dueStores } from '../../modules/review-requests/pipeline.ts';
import { enqueue } from '../enqueue.ts';
import { defineTick, type TJobDeps } from './define-job.ts';

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

export const reviewRequestDispatchJob = defineTick({
  name: 'review-request-dispatch',
  cron: '* * * * *',
  pollingIntervalSeconds: 10,
  singletonKey: 'dispatch',
  enqueuesNext: ['review-request-send'],
  handler: async (deps: Pick<TJobDeps, 'db' | 'queue' | 'clock'>) => {
    await dispatchReviewRequests(deps);
  },
});
