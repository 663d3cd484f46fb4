import {
  SEND_BUDGET_MS,
  sendDueRequests,
  type TSendDeps,
} from '../../modules/review-requests/send-requests.ts';
import type { TQueue } from '../../queue/queue.ts';
import { enqueue } from '../enqueue.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';

/** One send job: the store's due requests until its budget ends; then the next job carries on at once. */
export const reviewRequestSendJob = defineJob({
  name: 'review-request-send',
  policy: {
    // One running and one waiting per store: a send job that ran out of budget queues its successor.
    policy: 'stately',
    // A send may wait out a 429 storm (the client's 10-minute budget) on top of its own budget.
    expireInSeconds: Math.round((SEND_BUDGET_MS * 3) / 1000),
  },
  // Its pollers are spread over the interval (start-workers.ts): with 50 of them a new job still starts
  // within 0.2 s, while idle they ask the database 5 times a second rather than 25.
  worker: { pollingIntervalSeconds: 10, localConcurrency: (config) => config.REVIEW_REQUEST_CONCURRENCY },
  payload: JOB_PAYLOADS['review-request-send'],
  enqueuesNext: ['review-request-send'],
  handler: async (deps: TSendDeps & { queue: TQueue }, { channelId }) => {
    const run = await sendDueRequests(deps, channelId);
    if (run.more) await enqueue(deps.queue, 'review-request-send', { channelId });
  },
});
