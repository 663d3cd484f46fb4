import { z } from 'zod';
import { QUEUE_NAMES, type TQueue } from '../../../queue/queue.ts';
import { sendDailySummaries } from './daily-summary.ts';
import { processReviewEvents, type TReviewEventsDeps } from './review-events.ts';

// The review product's jobs on pg-boss: the events run after each review sync of a store (and once after
// its initial import, without alerts), and the daily summary every hour for the users whose hour it is.

export const REVIEW_EVENTS_JOB = QUEUE_NAMES.reviewEvents;
export const DAILY_SUMMARY_JOB = QUEUE_NAMES.dailySummary;
/** Every hour on the hour: each user's summary goes out in the hour they chose, in their time zone. */
export const DAILY_SUMMARY_CRON = '0 * * * *';

export const ZReviewEventsPayload = z.object({ channelId: z.uuid(), alerts: z.boolean() });

/** Queued after a review sync; one waiting run per store covers every review not yet processed. */
export async function enqueueReviewEvents(
  queue: TQueue,
  payload: z.infer<typeof ZReviewEventsPayload>,
): Promise<void> {
  await queue.send(REVIEW_EVENTS_JOB, payload, {
    singletonKey: `${payload.channelId}:${payload.alerts}`,
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
  });
}

export async function startReviewJobs(deps: TReviewEventsDeps & { queue: TQueue }): Promise<void> {
  await deps.queue.work(REVIEW_EVENTS_JOB, { pollingIntervalSeconds: 5 }, async (jobs) => {
    for (const job of jobs) await processReviewEvents(deps, ZReviewEventsPayload.parse(job.data));
  });
  await deps.queue.work(DAILY_SUMMARY_JOB, { pollingIntervalSeconds: 30 }, async () => {
    const sent = await sendDailySummaries(deps);
    if (sent > 0) deps.logger.info({ sent }, 'daily summaries sent');
  });
  await deps.queue.schedule(DAILY_SUMMARY_JOB, DAILY_SUMMARY_CRON, {}, { singletonKey: 'daily-summary' });
}
