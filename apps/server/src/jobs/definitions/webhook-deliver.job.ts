import { attemptDelivery, requeueUnfinished, type TDeliverDeps } from '../../modules/webhooks/deliver.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob } from './define-job.ts';

/**
 * One attempt of one outgoing webhook delivery. The delivery row decides (taken once, retried by queuing
 * the next attempt with a doubling wait), so pg-boss's own retry only covers a throw of ours (database).
 */
export const webhookDeliverJob = defineJob({
  name: 'webhook-deliver',
  policy: { policy: 'short', retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  worker: { pollingIntervalSeconds: 2 },
  payload: JOB_PAYLOADS['webhook-deliver'],
  enqueuesNext: ['webhook-deliver'],
  handler: async (deps: TDeliverDeps, { deliveryId }) => {
    await attemptDelivery(deps, deliveryId);
  },
  onStart: async (deps) => {
    await requeueUnfinished(deps);
  },
});
