import type { TLogger } from '../../lib/logger.ts';
import { createCampaignService } from '../../modules/email-campaign/campaigns.service.ts';
import { runCampaignSend, type TSendDeps } from '../../modules/email-campaign/send.ts';
import type { TQueue } from '../../queue/queue.ts';
import { enqueue } from '../enqueue.ts';
import { JOB_PAYLOADS } from '../queues.ts';
import { defineJob, defineTick, type TJobConfig } from './define-job.ts';

/** How long one send job mails before handing over to its successor (the queue's expiry is 3×). */
export const CAMPAIGN_SEND_BUDGET_MS = 60_000;

/**
 * Every minute: scheduled campaigns whose time has come start sending (their recipients frozen), and
 * each campaign left sending (a stopped server) gets its send job again.
 */
export const campaignDispatchJob = defineTick({
  name: 'campaign-dispatch',
  cron: '* * * * *',
  pollingIntervalSeconds: 15,
  enqueuesNext: ['campaign-send'],
  handler: async (deps: TSendDeps & { queue: TQueue }) => {
    await createCampaignService(deps).startDue();
  },
});

/** One campaign's mails in batches at CAMPAIGN_SEND_RATE; a job out of budget queues its successor. */
export const campaignSendJob = defineJob({
  name: 'campaign-send',
  // One running and one waiting per campaign (the singleton key is its id): never two senders of one.
  policy: { policy: 'stately', expireInSeconds: Math.round((CAMPAIGN_SEND_BUDGET_MS * 3) / 1000) },
  worker: { pollingIntervalSeconds: 2 },
  payload: JOB_PAYLOADS['campaign-send'],
  enqueuesNext: ['campaign-send'],
  handler: async (
    deps: TSendDeps & { queue: TQueue; config: TJobConfig; logger: TLogger },
    { campaignId },
  ) => {
    const run = await runCampaignSend(deps, campaignId, {
      batchSize: deps.config.CAMPAIGN_BATCH_SIZE ?? 100,
      ratePerSecond: deps.config.CAMPAIGN_SEND_RATE ?? 20,
      budgetMs: CAMPAIGN_SEND_BUDGET_MS,
    });
    deps.logger.info({ campaignId, ...run }, 'campaign batch run');
    if (run.more) await enqueue(deps.queue, 'campaign-send', { campaignId });
  },
});
